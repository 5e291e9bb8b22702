package parse

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestCloseNoscriptRaw(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"self-closed iframe", `<noscript><iframe src="x" /></noscript><p>text</p>`,
			`<noscript><iframe src="x" /></iframe></noscript><p>text</p>`},
		{"upper case", `<NOSCRIPT><IFRAME src=x></NOSCRIPT><p>text</p>`,
			`<NOSCRIPT><IFRAME src=x></iframe></NOSCRIPT><p>text</p>`},
		{"closed iframe", `<noscript><iframe src="x"></iframe></noscript><p>text</p>`, ""},
		{"another name", `<noscript><iframes-app></noscript>`, ""},
		{"no noscript", `<iframe src="x" /><p>text</p>`, ""},
		{"unterminated noscript", `<noscript><iframe src="x" />`, ""},
		{"two blocks", `<noscript><style></noscript>a<noscript><img></noscript>b<noscript><iframe></noscript>`,
			`<noscript><style></style></noscript>a<noscript><img></noscript>b<noscript><iframe></iframe></noscript>`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			want := c.want
			if want == "" {
				want = c.in
			}
			if got := string(closeNoscriptRaw([]byte(c.in))); got != want {
				t.Errorf("got  %q\nwant %q", got, want)
			}
		})
	}
}

// The page after a tag manager's self-closed <iframe> in <noscript> is
// markup, not the iframe's text.
func TestParseNoscriptIframe(t *testing.T) {
	page := `<html><body><noscript><iframe src="https://www.googletagmanager.com/ns.html" height="0" width="0" /></noscript>` +
		`<main><h1>Your fastest path</h1><p>` + strings.Repeat("Deploy apps and agents with zero ops. ", 40) + `</p></main></body></html>`
	doc, err := Parse([]byte(page), "", Limits{})
	if err != nil {
		t.Fatal(err)
	}
	var found bool
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && n.Data == "h1" {
			found = true
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	if !found {
		var b strings.Builder
		html.Render(&b, doc)
		t.Errorf("no <h1> element: the page was read as the iframe's text:\n%s", b.String())
	}
}
