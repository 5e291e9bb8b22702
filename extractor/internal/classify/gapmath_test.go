package classify

import (
	"strings"
	"testing"
)

// TestRescueGapMath: between two chosen paragraphs, a block that is all
// formula (a MediaWiki <dd>, a <p> with a KaTeX display, a bare <math
// display="block">) joins them, with its closing punctuation; a short
// paragraph of words around an inline formula, a formula before the first
// chosen block and any on a forum stay out, and a page without MathML is
// left alone.
func TestRescueGapMath(t *testing.T) {
	long := strings.Repeat("A long sentence of the section with many words in it. ", 10)
	formula := func(tex string) string {
		return `<span class="mwe-math-element"><span style="display: none;"><math><semantics><mi>A</mi>` +
			`<annotation encoding="application/x-tex">` + tex + `</annotation></semantics></math></span>` +
			`<img class="mwe-math-fallback-image-inline" alt="` + tex + `" src="f.svg"></span>`
	}
	katex := `<span class="katex-display"><span class="katex"><span class="katex-mathml"><math><semantics><mi>k</mi>` +
		`<annotation encoding="application/x-tex">k^2</annotation></semantics></math></span>` +
		`<span class="katex-html" aria-hidden="true">k2</span></span></span>`
	page := `<html><body><article>` +
		`<dl id="before"><dd>` + formula(`x=1`) + `</dd></dl>` +
		`<div><p id="p1">` + long + `</p></div>` +
		`<dl id="dd"><dd>` + formula(`A=\overline{A^T}`) + `.</dd></dl>` +
		`<div><p id="p2">` + long + `</p></div>` +
		`<p id="words">so that ` + formula(`y`) + ` holds</p>` +
		`<div><p id="p3">` + long + `</p></div>` +
		`<p id="katex">` + katex + `</p>` +
		`<div><p id="p4">` + long + `</p></div>` +
		`<math id="bare" display="block"><mi>z</mi></math>` +
		`<div><p id="p5">` + long + `</p></div></article></body></html>`
	run := func(typ PageType) map[string]bool { return keptByRescue(t, page, typ, rescueGapMath) }
	got := run(TypeArticle)
	checkKeptIDs(t, got, map[string]bool{"before": false, "dd": true, "words": false, "katex": true, "bare": true, "p1": true, "p5": true})
	if got := run(TypeForum); got["dd"] {
		t.Errorf("on a forum, the formula joined")
	}
	plain := strings.NewReplacer("<math>", "<span>", "</math>", "</span>", `<math id="bare" display="block">`, `<span id="bare">`)
	if got := keptByRescue(t, plain.Replace(page), TypeArticle, rescueGapMath); got["dd"] || got["katex"] {
		t.Errorf("without MathML on the page, a block joined: %v", got)
	}
}
