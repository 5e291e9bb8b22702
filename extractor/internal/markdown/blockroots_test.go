package markdown_test

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/markdown"
)

// TestInlineRootsArePara: each node given to Render is a block of its own,
// an inline one too (the classifier chooses a card's title link as a unit
// of its own), so two chosen links side by side are two paragraphs, not
// one line.
func TestInlineRootsArePara(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<div><div>x</div><a href="/a">First card title</a>` +
		`<div>y</div><a href="/b">Second card title</a></div>`))
	if err != nil {
		t.Fatal(err)
	}
	var links []*html.Node
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && n.Data == "a" {
			links = append(links, n)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	_, text := markdown.Render(links, markdown.Options{})
	if want := "First card title\n\nSecond card title"; strings.TrimSpace(text) != want {
		t.Errorf("text = %q, want %q", text, want)
	}
}
