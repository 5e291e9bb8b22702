package classify

import (
	"reflect"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestClassifyPageType: ClassifyPage hands on the type that routed the
// classification (the prune stage reads it instead of walking the document
// again), with the blocks Classify returns.
func TestClassifyPageType(t *testing.T) {
	body := `<body><main><h1>Staple Tee</h1>` + strings.Repeat(`<p>Enduring comfort in a regular fit, crafted from combed cotton, for every day of the week.</p>`, 6) + `</main></body></html>`
	for _, c := range []struct {
		head, url string
		want      PageType
	}{
		{`<script type="application/ld+json">{"@type":"Product","name":"Staple Tee"}</script>`, "https://shop.example/tee", TypeProduct},
		{`<meta property="og:type" content="article">`, "https://news.example/story", TypeArticle},
		{``, "https://forum.example/t/tees/12", TypeForum},
		{``, "https://blog.example/post", TypeUnknown},
	} {
		page := `<html><head><title>Staple Tee</title>` + c.head + `</head>` + body
		parse := func() *html.Node {
			doc, err := html.Parse(strings.NewReader(page))
			if err != nil {
				t.Fatal(err)
			}
			return doc
		}
		got := ClassifyPage(parse(), Options{URL: c.url})
		if got.Type != c.want {
			t.Errorf("%s %s: type %q, want %q", c.url, c.head, got.Type, c.want)
		}
		if want := Classify(parse(), Options{URL: c.url}); !reflect.DeepEqual(paths(got.Blocks), paths(want)) || len(want) == 0 {
			t.Errorf("%s: blocks %v, Classify's %v", c.url, paths(got.Blocks), paths(want))
		}
	}
	if got := ClassifyPage(&html.Node{Type: html.DocumentNode}, Options{}); got.Type != TypeUnknown || got.Blocks != nil {
		t.Errorf("a document without a body: %+v", got)
	}
}

func paths(bs []Block) []string {
	var out []string
	for _, b := range bs {
		out = append(out, string(b.Role)+" "+b.Path)
	}
	return out
}
