package prune

import (
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// widgetHeadCases are headings that end the text over a box the page
// leaves empty, and closing headings that title something a reader sees.
var widgetHeadCases = []pruneCase{
	{
		name: "a heading over an empty button box and a hidden copy ends the text",
		html: article + `<div class="box"><h4>Hilf uns weiter:</h4>` +
			`<div style="display:none"><a href="/donate">` + para("teaser", 12) + `</a></div><div class="like-button"></div></div>`,
		cut: []string{"h4"},
	},
	{
		name: "a heading over a checkout mount point with display:none",
		html: article + `<div><h2>Jetzt spenden!</h2><div><div id="checkout" style="display: none;"></div></div></div>`,
		cut:  []string{"h2"},
	},
	{
		name: "a closing heading with no box beside it is kept",
		html: article + `<h3>Fazit</h3>`,
		keep: []string{"h3"},
	},
	{
		name: "a heading over an embedded video is kept",
		html: article + `<div><h3>Das Video zum Beitrag</h3><div class="embed"><iframe src="https://video.example/1"></iframe></div></div>`,
		keep: []string{"h3"},
	},
	{
		name: "an accordion question inside its toggle, with empty icon boxes, is kept",
		html: article + `<a href="#" class="accordion-question"><h3>Does it work with my bank?</h3>` +
			`<div class="icons"><div class="icon"></div></div></a>`,
		keep: []string{"h3"},
	},
	{
		name: "an FAQ's last question over its answer folded with display:none is kept",
		html: article + `<div class="faq-item"><h3 class="faq-question">Can I have a second bin?</h3>` +
			`<div class="faq-answer" style="display:none"><p>` + para("answer", 20) + `</p></div></div>`,
		keep: []string{"h3"},
	},
	{
		name: "a heading over an empty box followed by more text is kept",
		html: `<div><h3>Der Verlauf</h3><div class="spacer"></div></div>` + article,
		keep: []string{"h3"},
	},
}

// TestWidgetHeadingsLinear: the boxes beside the last heading are read
// once. A reviews widget's skeleton of 60,000 empty boxes under the
// closing heading was read with a search of the whole tree per box, time
// quadratic in the page (about 5 s for this rule alone), milliseconds
// once the tree's own order gives each box its index.
func TestWidgetHeadingsLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("a page of 120,000 elements")
	}
	root := parseRoot(t, article+`<div><h3>Reviews</h3><div class="skeleton">`+
		strings.Repeat(`<div><span></span></div>`, 60000)+`</div></div>`)
	tr := buildTree([]*html.Node{root}, nil)
	cuts := 0
	start := time.Now()
	widgetHeadings(tr, func(int32, classify.Role) { cuts++ })
	if took := time.Since(start); took > 500*time.Millisecond {
		t.Errorf("took %v", took)
	}
	if cuts != 1 {
		t.Errorf("%d cuts, want the heading", cuts)
	}
}

// TestWidgetHeadingRoot: a heading the classifier joined as a content root
// of its own is read against its siblings in the page, the empty boxes
// after it as much as when its parent is content.
func TestWidgetHeadingRoot(t *testing.T) {
	root := parseRoot(t, `<div id="story">`+article+`</div><div><h4 id="head">Hilf uns weiter:</h4>`+
		`<a href="/donate" style="display:none">`+para("teaser", 12)+`</a><div class="like-button"></div></div>`)
	story, head := byID(root, "story"), byID(root, "head")
	tr := buildTree([]*html.Node{story, head}, nil)
	var cut []string
	widgetHeadings(tr, func(i int32, _ classify.Role) { cut = append(cut, tr.nodes[i].Data) })
	if len(cut) != 1 || cut[0] != "h4" {
		t.Errorf("cut %v, want the h4", cut)
	}
}
