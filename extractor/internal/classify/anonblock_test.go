package classify

import (
	"testing"

	"folio/extractor/internal/dom"
)

// TestLoneTitles: a card title link standing alone in a box beside block
// siblings is a paragraph unit of its own; a short link, a link inside a
// line of its box's text, and a link in a list item stay in their
// parent's unit.
func TestLoneTitles(t *testing.T) {
	page := `<html><body><div id="info"><div>Rated 4.8</div>` +
		`<a id="title" href="/p/1">GIGABYTE Gaming Radeon RX 9060 XT 16GB GDDR6 Graphics Card</a>` +
		`<ul><li>Model #: GV-R9060XT</li></ul></div>` +
		`<div id="short"><div>Page 2 of 9</div><a id="next" href="/p/3">Next</a></div>` +
		`<div id="line"><div>Best seller</div>in <a id="inline" href="/c/48">GPUs and Video Graphics Cards of every brand</a></div>` +
		`<ul><li id="item"><div>New</div><a id="inli" href="/p/2">ASRock Challenger Radeon RX 9070 XT 16GB GDDR6 Card</a></li></ul>` +
		`</body></html>`
	x := indexPage(t, page)
	ids := nodeIDs(x)
	for child, unit := range map[string]string{"title": "title", "next": "short", "inline": "line", "inli": "item"} {
		if got := x.unit[ids[child]]; got != ids[unit] {
			t.Errorf("unit of #%s = %s, want #%s", child, dom.Attr(x.nodes[got], "id"), unit)
		}
	}
	if x.unitText[ids["info"]] != 0 {
		t.Errorf("the box kept its title's text: %d bytes", x.unitText[ids["info"]])
	}
}
