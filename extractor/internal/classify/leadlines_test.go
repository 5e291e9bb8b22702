package classify

import (
	"strings"
	"testing"
)

// TestChooseLeadLines: a chosen paragraph or list whose box holds only a
// short title line before it gives way to the box when the box has a chosen
// block's shape; a box whose line is linked, long or comes after the block,
// a box of a shape not chosen, a box over a list of links, and any box on
// a forum, does not.
func TestChooseLeadLines(t *testing.T) {
	long := strings.Repeat("A long sentence of the step with many words in it. ", 6)
	page := `<html><body><article>` +
		`<div class="step" id="p0"><span class="head">Step 8</span><p>` + long + `</p></div>` +
		`<div class="step" id="step"> <span class="head">Step 9</span> <p id="p1">` + long + `</p></div>` +
		`<div class="step" id="need"><span>What You'll Need:</span><ul id="p2"><li>` + long + `</li></ul></div>` +
		`<div class="step" id="linked"><a href="/x">Step 10</a><p id="p3">` + long + `</p></div>` +
		`<div class="step" id="after"><p id="p4">` + long + `</p><span>Share this</span></div>` +
		`<div class="step" id="longlead"><span>` + long + `</span><p id="p5">` + long + `</p></div>` +
		`<div class="step" id="widget"><span>Most read</span><ul id="p7"><li><a href="/a">` + long + `</a></li></ul></div>` +
		`<div class="byline" id="other"><span>By Jane Doe</span><p id="p6">` + long + `</p></div>` +
		`</article></body></html>`
	run := func(typ PageType) map[string]bool { return keptByRescue(t, page, typ, chooseLeadLines) }
	want := map[string]bool{
		"step": true, "p1": false, "need": true, "p2": false,
		"linked": false, "p3": true, "after": false, "p4": true, "longlead": false, "p5": true,
		"other": false, "p6": true, "p0": true, "widget": false, "p7": true,
	}
	got := run(TypeArticle)
	checkKeptIDs(t, got, want)
	if got := run(TypeForum); got["step"] || !got["p1"] {
		t.Errorf("on a forum, the box replaced its paragraph")
	}
}
