package parse

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/internal/corpus"
)

// exactUnits counts the tree as checkTree does: attrsPerNode per node,
// one per attribute.
func exactUnits(doc *html.Node) int64 {
	var n int64
	var walk func(*html.Node)
	walk = func(x *html.Node) {
		n += attrsPerNode + int64(len(x.Attr))
		for c := x.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return n
}

// estimate returns precount's estimate for page.
func estimate(page []byte) int64 {
	s := scanner{b: page}
	for s.i < len(s.b) {
		s.next()
	}
	return s.c.units
}

// The estimate never falls far below the tree the builder makes, even
// where the builder makes more nodes than there are tags.
func TestPrecountFollowsTheTree(t *testing.T) {
	cases := map[string]string{
		"plain":        "<html><head><title>T</title></head><body><p class=a id=b>Hello <b>world</b></p></body></html>",
		"implied":      "<p>one<p>two<li>three<li>four<table><tr><td>a<td>b</table>",
		"stray end p":  strings.Repeat("</p>", 200),
		"stray end br": strings.Repeat("</br>", 200),
		"reopened":     "<div>" + strings.Repeat("<b>", 3) + "<i><u><s><em><strong></div>" + strings.Repeat("<p>x</p>", 200),
		"reopened attributes": `<div><a href="/x" class=link title=t data-a=1 data-b=2></div>` +
			strings.Repeat("<p>x</p>", 200),
		"script":       "<script>if (a<b && c>d) { x = '<p>' }</script><p>after</p>",
		"raw text":     "<textarea><p>not a tag</textarea><style>p<a{}</style><title>a<b</title>",
		"comments":     "<!-- c --><!doctype html><?pi?><p>x<!-- y -->z</p>",
		"lt in text":   "<p>1 < 2 and 3<4 and a <- b</p>",
		"attributes":   `<a href="x>y" title='q"' data-x=1 hidden>link</a><img src=a alt="b c" />`,
		"unclosed tag": "<p>x</p><div a b c",
		"table":        "<table><td>a<td>b<tr><td>c</table>",
	}
	for name, page := range cases {
		t.Run(name, func(t *testing.T) {
			doc, err := html.ParseWithOptions(strings.NewReader(page), html.ParseOptionEnableScripting(false))
			if err != nil {
				t.Fatal(err)
			}
			exact, est := exactUnits(doc), estimate([]byte(page))
			// The builder adds html, head and body (3 nodes) and a tbody
			// per table on its own.
			if est+attrsPerNode*8 < exact {
				t.Errorf("estimate %d below the tree's %d", est, exact)
			}
		})
	}
}

// Every labelled page passes the default budget, and the estimate stays
// close to the tree: within 5% below it (implied html, head, body, tbody)
// and at most 60% above it. One page in eight keeps the test to seconds;
// FOLIO_CORPUS_ALL=1 reads them all.
func TestPrecountCorpus(t *testing.T) {
	step := 8
	if os.Getenv("FOLIO_CORPUS_ALL") != "" {
		step = 1
	}
	for _, name := range []string{"wcxb-dev", "scrapinghub", "trafilatura-dev", "readability-testpages"} {
		if corpus.Dir(name) == "" {
			continue
		}
		worst := 0.0
		for i, path := range corpus.Pages(t, name) {
			if i%step != 0 {
				continue
			}
			data, err := corpus.Read(path)
			if err != nil {
				t.Fatal(err)
			}
			text, _ := ToUTF8(data, "")
			lim := Limits{MaxNodes: 1_200_000, BytesPerNode: DefaultBytesPerNode}
			if err := precount(context.Background(), text, Budget(len(text), lim)); err != nil {
				t.Errorf("%s: %v", path, err)
			}
			doc, err := html.ParseWithOptions(strings.NewReader(string(text)), html.ParseOptionEnableScripting(false))
			if err != nil {
				continue
			}
			exact, est := float64(exactUnits(doc)), float64(estimate(text))
			if exact > 400 && (est < 0.95*exact || est > 1.6*exact) {
				t.Errorf("%s: estimate %.0f, tree %.0f", path, est, exact)
			}
			if r := est / exact; r > worst {
				worst = r
			}
		}
		t.Logf("%s: largest estimate/tree ratio %.2f", name, worst)
	}
}

// A page over the budget is refused before any tree is built, with the
// limit that grows: nodes for a flood, depth for nesting.
func TestPrecountRefuses(t *testing.T) {
	flood := []byte(strings.Repeat("<td>x", 10_000))
	var le *LimitError
	if err := precount(context.Background(), flood, 5_000); !errors.As(err, &le) || !errors.Is(err, ErrTooManyNodes) {
		t.Fatalf("flood: err = %v", err)
	}
	deep := []byte(strings.Repeat("<div>", 10_000))
	if err := precount(context.Background(), deep, 5_000); !errors.Is(err, ErrTooDeep) {
		t.Fatalf("nesting: err = %v", err)
	}
	list := []byte(strings.Repeat("<li>x", 10_000))
	if err := precount(context.Background(), list, 5_000); !errors.Is(err, ErrTooManyNodes) {
		t.Fatalf("list items: err = %v, want nodes, not depth", err)
	}
}
