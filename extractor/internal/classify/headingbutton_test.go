package classify

import (
	"strings"
	"testing"
)

// TestHeadingButtons: an accordion header's button, the whole text of its
// heading (the WAI-ARIA accordion pattern), is the heading's text and no
// form control; a menu toggle and a submit button stay form chrome.
func TestHeadingButtons(t *testing.T) {
	page := `<html><body><main><h1>Trail backpack</h1><p>A light pack for long days on the trail, with a rain cover.</p>` +
		`<h2>FAQs</h2>` +
		`<h3><button id="q1" aria-expanded="true" aria-controls="a1">Is the pack waterproof in heavy rain?</button></h3>` +
		`<div id="a1"><p>The fabric resists water and the included cover keeps heavy rain out.</p></div>` +
		`<div><button id="menu" aria-expanded="false">Menu</button><button id="buy" type="submit">Add to cart</button></div>` +
		`</main></body></html>`
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true})
	ids := nodeIDs(x)
	if r := s.chrome[ids["q1"]].role(); r != "" {
		t.Errorf("the heading's button is %q chrome, want content", r)
	}
	for _, id := range []string{"menu", "buy"} {
		if r := s.chrome[ids[id]].role(); r != RoleForm {
			t.Errorf("button %s is %q, want %q", id, r, RoleForm)
		}
	}
	got := classifiedText(t, page, "")
	if !strings.Contains(got, "waterproof in heavy rain") {
		t.Errorf("lost the FAQ's question: %q", got)
	}
}

// TestPanelButtons: an accordion whose header is a bare <button> opening
// the panel right after it keeps its questions with their answers.
func TestPanelButtons(t *testing.T) {
	page := `<html><body><main><h1>Trail backpack</h1><p>A light pack for long days on the trail, with a rain cover.</p>` +
		`<h2>FAQs</h2><div class="faq">` +
		`<button id="q1" aria-expanded="true" aria-controls="a1">Is the pack waterproof in heavy rain?</button>` +
		`<div id="a1"><p>The fabric resists water and the included cover keeps heavy rain out.</p></div>` +
		`<button id="q2" aria-expanded="false" aria-controls="a2">Does it fit a laptop?</button>` +
		`<div id="a2"><p>A sleeve inside the back panel holds a laptop of up to fifteen inches.</p></div>` +
		`</div><div><button id="menu" aria-expanded="false" aria-controls="m">Menu</button><a href="/">Home</a><ul id="m"><li>Shop</li></ul></div>` +
		`</main></body></html>`
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true})
	ids := nodeIDs(x)
	for _, id := range []string{"q1", "q2"} {
		if r := s.chrome[ids[id]].role(); r != "" {
			t.Errorf("panel button %s is %q chrome, want content", id, r)
		}
	}
	if r := s.chrome[ids["menu"]].role(); r != RoleForm {
		t.Errorf("menu toggle is %q, want %q", r, RoleForm)
	}
	got := classifiedText(t, page, "")
	for _, q := range []string{"waterproof in heavy rain", "fit a laptop"} {
		if !strings.Contains(got, q) {
			t.Errorf("lost the FAQ's question %q: %q", q, got)
		}
	}
}
