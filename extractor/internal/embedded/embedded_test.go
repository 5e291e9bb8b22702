package embedded

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/parse"
)

const longBody = "The committee met on Tuesday to review the budget for the coming year. " +
	"Members agreed to fund the new library wing and to delay the road repairs until spring. " +
	"The mayor said the decision reflected what residents had asked for at the public hearings."

func mustParse(t testing.TB, page string) *html.Node {
	t.Helper()
	doc, err := parse.Parse([]byte(page), "", parse.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// text renders nodes' text plainly, for assertions.
func text(nodes []*html.Node) string {
	var b strings.Builder
	for _, n := range nodes {
		b.WriteString(visibleText(n))
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

func TestContent(t *testing.T) {
	cases := []struct {
		name, page string
		want       string // "" when nothing should be found
		tag        string // the first element under the root
	}{
		{"jsonld-graph", `<script type="application/ld+json">{"@graph":[{"@type":"WebSite","name":"T"},
{"@type":"NewsArticle","articleBody":"` + longBody + `"}]}</script>`, "new library wing", "p"},
		{"jsonld-text", `<script type="application/ld+json">[{"@type":"CreativeWork","text":"` + longBody + `"}]</script>`, "road repairs", "p"},
		{"jsonld-description-is-not-content", `<script type="application/ld+json">{"@type":"Product","description":"` + longBody + `"}</script>`, "", ""},
		{"jsonld-short", `<script type="application/ld+json">{"articleBody":"Too short."}</script>`, "", ""},
		{"nextdata-html", `<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"post":{"id":"p1",
"body":"<p>` + longBody + `</p><p>Second paragraph of the post.</p>"}}}}</script>`, "Second paragraph", "p"},
		{"nextdata-ids-only", `<script id="__NEXT_DATA__">{"props":{"pageProps":{"id":42}}}</script>`, "", ""},
		{"broken-json", `<script type="application/ld+json">{"articleBody": "` + longBody, "", ""},
		{"none", `<p>Nothing embedded.</p>`, "", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			nodes := Content(mustParse(t, "<html><head>"+c.page+"</head><body></body></html>"), parse.Limits{})
			if c.want == "" {
				if nodes != nil {
					t.Fatalf("found %q, want nothing", text(nodes))
				}
				return
			}
			if nodes == nil || !strings.Contains(text(nodes), c.want) {
				t.Fatalf("got %v, want text with %q", nodes, c.want)
			}
			var first *html.Node
			for first = nodes[0].FirstChild; first != nil && first.Type != html.ElementNode; first = first.NextSibling {
			}
			if first == nil || first.Data != c.tag {
				t.Errorf("first element %v, want <%s>", first, c.tag)
			}
		})
	}
}

func TestParagraphs(t *testing.T) {
	div := paragraphs("First para\r\nstill first.\r\n\r\n\n\nSecond <b>para</b>.")
	var got []string
	for p := div.FirstChild; p != nil; p = p.NextSibling {
		got = append(got, p.FirstChild.Data)
	}
	if len(got) != 2 || got[0] != "First para\nstill first." || got[1] != "Second <b>para</b>." {
		t.Errorf("paragraphs = %q", got)
	}
}

func TestPropStrings(t *testing.T) {
	data := `{"props":{"pageProps":{"a":{"body":"` + longBody + `","id":"` + strings.Repeat("x", 300) + `"},
"list":[{"text":"short"},{"description":"This description has enough words to count as prose here."}],
"url":"https://example.com/a/very/long/url/with many spaces in it that is still a url ok"}}}`
	got := propStrings(data)
	if len(got) != 2 || got[0] != longBody || !strings.HasPrefix(got[1], "This description") {
		t.Errorf("propStrings = %q", got)
	}
}

func FuzzContent(f *testing.F) {
	f.Add(`<script type="application/ld+json">[{"@graph":{"articleBody":1}}]</script>`)
	f.Add(`<script id="__NEXT_DATA__">{"props":{"body":"<p>` + longBody + `</p>"}}</script>`)
	f.Fuzz(func(t *testing.T, page string) {
		doc, err := parse.Parse([]byte(page), "", parse.Limits{MaxDepth: 512, MaxNodes: 100000})
		if err != nil {
			return
		}
		Content(doc, parse.Limits{MaxDepth: 512, MaxNodes: 100000})
	})
}
