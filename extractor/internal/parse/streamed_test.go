package parse

import (
	"bytes"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestPlaceStreamed parses pages a React server streamed out of order: a
// part placed in running text takes its placeholder's place (the
// boundary's fallback goes), a part whose placeholder stands among boxes
// or has none stays where it came.
func TestPlaceStreamed(t *testing.T) {
	cases := []struct{ name, page, want string }{
		{"boundary in prose",
			`<main><p>Install it:</p><!--$?--><template id="B:0"></template><div class="skeleton">Loading…</div><!--/$--><p>Then run it.</p></main>` +
				`<div hidden id="S:0"><pre>npm i pkg</pre></div>`,
			`<main><p>Install it:</p><!--$?--><pre>npm i pkg</pre><p>Then run it.</p></main>`},
		{"segment in prose",
			`<article><h2>Setup</h2><template id="P:a"></template></article><div hidden id="S:a"><p>Clone the repository.</p></div>`,
			`<article><h2>Setup</h2><p>Clone the repository.</p></article>`},
		{"nested fallback",
			`<p>One.</p><!--$?--><template id="B:1"></template><!--$--><span>spin</span><!--/$--><b>wait</b><!--/$--><p>Two.</p><div hidden id="S:1"><pre>x := 1</pre></div>`,
			`<p>One.</p><!--$?--><pre>x := 1</pre><p>Two.</p>`},
		{"among boxes",
			`<div class="grid"><div class="card">Desk</div><!--$?--><template id="B:2"></template><div>…</div><!--/$--></div><div hidden="" id="S:2"><div class="card">You may also like</div></div>`,
			""},
		{"no placeholder",
			`<p>Text.</p><div hidden="" id="S:3"><p>Orphan part.</p></div>`,
			""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc, err := Parse([]byte("<html><body>"+c.page+"</body></html>"), "", Limits{})
			if err != nil {
				t.Fatal(err)
			}
			want := c.want
			if want == "" {
				want = c.page
			}
			if got := body(t, doc); got != want {
				t.Errorf("got  %s\nwant %s", got, want)
			}
		})
	}
}

// body renders the children of doc's <body>.
func body(t *testing.T, doc *html.Node) string {
	t.Helper()
	var b bytes.Buffer
	for n := range doc.Descendants() {
		if n.Type == html.ElementNode && n.Data == "body" {
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				if err := html.Render(&b, c); err != nil {
					t.Fatal(err)
				}
			}
			break
		}
	}
	return strings.TrimSpace(b.String())
}
