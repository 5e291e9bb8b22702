package prune

import (
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// buildTree joins a unit's text nodes as dom.Seam says: inline markup
// and <wbr> join, white space, a <br>, a box, a flex item and text left
// out (no letter or digit) part.
func TestSeamsJoinWords(t *testing.T) {
	cases := []struct{ html, want string }{
		{`<h1>Vacuum accessories Staubsaugerzub<wbr>ehör 8198</h1>`, "Vacuum accessories Staubsaugerzubehör 8198"},
		{`<p>get<wbr>Element<wbr>ById returns one element</p>`, "getElementById returns one element"},
		{`<p>two words <wbr>stay apart</p>`, "two words stay apart"},
		{`<p><span>Blue</span><span>Green</span></p>`, "Blue Green"},
		{`<p><b>W</b>ord and Plan<span>ning</span> <a href="x">l</a>ink</p>`, "Word and Planning link"},
		{`<p>line<br>next</p>`, "line next"},
		{`<h1><span class="block">Best Notion</span><span class="block">alternatives</span></h1>`, "Best Notion alternatives"},
		{`<p class="flex"><span>price</span><span>20</span></p>`, "price 20"},
		{`<p><b>foo</b>—<i>bar</i></p>`, "foo bar"},
	}
	for _, c := range cases {
		tr := buildTree([]*html.Node{parseRoot(t, c.html)}, nil)
		if got := tr.unitText[tr.units[0]]; got != c.want {
			t.Errorf("%s: unit text %q, want %q", c.html, got, c.want)
		}
	}
}

func TestWordBreakTitleCopy(t *testing.T) {
	// A sticky card's title, then the h1 with a word break: the h1 is a
	// copy of the title, which repeats.go cuts.
	page := `<div class="condensed-card"><div class="title">Schwammset für Pro B402HW Staubsaugerzubehör8198</div></div>` +
		`<h1>Schwammset für Pro B402HW Staubsaugerzub<wbr>ehör8198</h1><p>` + shopBlurb + `</p>`
	cuts := Prune([]*html.Node{parseRoot(t, page)}, nil, pageOf(classify.TypeProduct))
	if len(cuts) != 1 || cuts[0].Node.Data != "h1" {
		t.Errorf("cuts = %v, want the h1's copy of the title", cuts)
	}
}
