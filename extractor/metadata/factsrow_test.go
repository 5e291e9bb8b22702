package metadata

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/htmltest"
)

// TestFactsBoxByline checks that a writer named in one row of a facts
// box (a book's, a recipe's, a module's) is not read as the page's
// author, in the layouts such boxes use, while a byline beside its own
// line of meta, or beside an interview's speakers, stays.
func TestFactsBoxByline(t *testing.T) {
	const head = `<html lang="de"><body><h1>Through the Booking Glass</h1><p>Ein Buch, das ich gern gelesen habe, und warum.</p>`
	cases := []struct{ name, box, want string }{
		{"inline-label", `<div><u>Titel:</u> The Casquette Girls</div><div><u>Seiten:</u> 400 Seiten</div>` +
			`<div><u>Autor:</u> Alys Arden</div><div><u>Verlag:</u> fortheARTofit</div>`, ""},
		{"written-by-label", `<div><b>Titel:</b> The Casquette Girls</div><div><b>Written by</b> Alys Arden</div>` +
			`<div><b>Seiten:</b> 400</div><div><b>Verlag:</b> fortheARTofit</div>`, ""},
		{"table", `<table><tr><td>Titel:</td><td>The Casquette Girls</td></tr><tr><td>Author:</td><td>Alys Arden</td></tr>` +
			`<tr><td>Verlag:</td><td>fortheARTofit</td></tr><tr><td>Seiten:</td><td>400</td></tr></table>`, ""},
		{"definition-list", `<dl><dt>Titel:</dt><dd>The Casquette Girls</dd><dt>Von</dt><dd>Alys Arden</dd>` +
			`<dt>Verlag:</dt><dd>fortheARTofit</dd></dl>`, ""},
		{"module-facts", `<h3>Grav CMS Twig SSTI</h3><p>Author: Tarek Nakkouch</p><p>Type: Exploit</p>` +
			`<p>Pull request: #20749 contributed by nakkouchtarek</p><p>Path: exploits/grav_twig_ssti</p>`, ""},
		{"own-meta-line", `<ul class="meta"><li>By Jane Doe</li><li>Published: 5. März 2024</li><li>Category: Bücher</li></ul>`, "Jane Doe"},
		{"interview", `<p><em>Rick: Exactly. If you only have one of each color in your pencil case, you start drawing a lot quicker.</em></p>` +
			`<p><em>Alex: And the validator reminds us to always be thinking about the user and what the page costs them.</em></p>` +
			`<p><em>Posted by Alex Durán</em></p>`, "Alex Durán"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			page := head + c.box + `</body></html>`
			if got := Extract(htmltest.Parse(t, page), nil).Author; got != c.want {
				t.Errorf("author = %q, want %q", got, c.want)
			}
		})
	}
}

// TestFactsReach checks that inFactsBox reads at most factsReach
// siblings on each side of the byline's row, white space and comments
// included: labelled rows past them make no box, however many siblings
// the row has; within reach they do.
func TestFactsReach(t *testing.T) {
	for _, c := range []struct {
		gap  int
		want bool
	}{{factsReach, false}, {factsReach - 3, true}} {
		page := `<html><body><div><div><b>Author:</b> Jane Doe</div>` + strings.Repeat("<!-- x -->", c.gap) +
			`<div>Seiten: 400</div><div>Verlag: Carlsen</div></div></body></html>`
		var row *html.Node
		var find func(n *html.Node)
		find = func(n *html.Node) {
			for c := n.FirstChild; c != nil && row == nil; c = c.NextSibling {
				if c.Type == html.ElementNode && c.DataAtom == atom.B {
					row = c
				}
				find(c)
			}
		}
		find(htmltest.Parse(t, page))
		if got := inFactsBox(row); got != c.want {
			t.Errorf("labelled rows %d siblings away: inFactsBox = %v, want %v", c.gap, got, c.want)
		}
	}
}
