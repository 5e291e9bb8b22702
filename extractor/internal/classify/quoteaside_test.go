package classify

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

func TestQuoteAside(t *testing.T) {
	cases := []struct {
		html string
		role Role
	}{
		{`<aside class="quote no-group" data-username="ryshab"><blockquote>I hope I was able to explain my theory.</blockquote></aside>`, ""},
		{`<aside class="quote quote-modified"><div class="title">Bear's Portfolio</div></aside>`, ""},
		{`<aside class="sidebar"><p>Popular topics</p></aside>`, RoleSidebar},
		{`<aside class="quotes-of-the-day"><p>Popular quotes</p></aside>`, RoleSidebar},
	}
	for _, c := range cases {
		doc, err := html.Parse(strings.NewReader(`<html><body><div class="post">` + c.html + `</div></body></html>`))
		if err != nil {
			t.Fatal(err)
		}
		aside := dom.FindBody(doc).FirstChild.FirstChild
		if r, _ := tagRole(aside, true); r != c.role {
			t.Errorf("%s: role %q, want %q", c.html, r, c.role)
		}
	}
}
