package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

const installCard = `<ol><li>Tap the Share icon in Safari</li><li>Scroll the menu and tap Add to Home Screen.</li>` +
	`<li>Tap Add in the top-right corner.</li></ol>`

var popoverCases = []pruneCase{
	{
		name: "an install-the-app card opened by a button",
		html: article + `<div popover id="install"><p>A full-screen app on your home screen.</p>` + installCard + `</div>`,
		cut:  []string{"div"},
		keep: []string{"p"},
	},
	{
		name: "a popover that holds most of the content stays",
		html: `<p>Short intro.</p><div popover>` + article + `</div>`,
		keep: []string{"div", "p"},
	},
	{
		name: "a box without the attribute",
		html: article + `<div class="popover-like"><p>A full-screen app on your home screen.</p>` + installCard + `</div>`,
		keep: []string{"div"},
	},
}

// The classifier may choose a part of a popover card (its list of steps) as
// a content root of its own.
func TestPrunePopoverAboveTheRoot(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<html><body><div id=a>` + article + `</div>` +
		`<i-card popover id="card"><div><div id=b>` + installCard + `</div></div></i-card></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	a, b := byID(doc, "a"), byID(doc, "b")
	cuts := Prune([]*html.Node{a, b}, nil, Page{})
	if len(cuts) != 1 || cuts[0].Node != b {
		t.Fatalf("cuts = %v, want the card's steps", cuts)
	}
}
