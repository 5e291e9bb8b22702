package markdown_test

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
	"folio/extractor/internal/markdown"
)

// TestAriaTwins: an aria-hidden copy of the screen-reader text beside it
// (a shop's price split into styled parts) is left out; a hidden visual
// that says something else, or one with text between, stays.
func TestAriaTwins(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"price-parts", `<p>Now <span class="a-price"><span class="a-offscreen">EUR 34.42</span><span aria-hidden="true"><span class="a-price-symbol">EUR</span><span class="a-price-whole">34<span class="a-price-decimal"></span></span><span class="a-price-fraction">42</span></span></span> only</p>`, "Now EUR 34.42 only"},
		{"visual-first", `<p><span aria-hidden="true">$12.99</span> <span class="sr-only">$12.99</span></p>`, "$12.99"},
		{"stars-stay", `<p><span class="sr-only">4.5 out of 5 stars</span><span aria-hidden="true">4.5 stars</span></p>`, "4.5 out of 5 stars 4.5 stars"},
		{"text-between", `<p><span>EUR 5</span> or <span aria-hidden="true">EUR 5</span></p>`, "EUR 5 or EUR 5"},
		{"both-hidden", `<p><span aria-hidden="true">Sale</span><span aria-hidden="true">Sale</span></p>`, "Sale Sale"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, txt := markdown.Render(parseBody(t, c.in), markdown.Options{Base: caseBase})
			if got := strings.TrimSpace(txt); got != c.want {
				t.Errorf("%s:\n got %q\nwant %q", c.in, got, c.want)
			}
		})
	}
	// The copy beside must be written: when the caller cuts it (eBay's
	// visually clipped title), the aria-hidden one stays.
	clipped := func(n *html.Node) bool { return n.Type == html.ElementNode && dom.Attr(n, "class") == "clipped" }
	in := `<h1><span aria-hidden="true">Catena DID 520</span><span class="clipped">Catena DID 520</span></h1>`
	_, txt := markdown.Render(parseBody(t, in), markdown.Options{Base: caseBase, Skip: clipped})
	if got := strings.TrimSpace(txt); got != "Catena DID 520" {
		t.Errorf("cut copy beside: got %q, want %q", got, "Catena DID 520")
	}
}
