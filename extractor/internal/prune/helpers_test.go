package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
	"folio/extractor/internal/htmltest"
)

// para is a paragraph of n distinct words, seeded so that different seeds
// share no 4-gram.
func para(seed string, n int) string {
	w := make([]string, n)
	for i := range w {
		w[i] = seed + strings.Repeat("x", i%7) + string(rune('a'+i%26)) + string(rune('a'+i/26))
	}
	return strings.Join(w, " ")
}

func byID(n *html.Node, id string) *html.Node {
	if n.Type == html.ElementNode && dom.Attr(n, "id") == id {
		return n
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if r := byID(c, id); r != nil {
			return r
		}
	}
	return nil
}

// cutIDs returns the ids of the elements rule cut, in order.
func cutIDs(cuts []Cut, rule string) []string {
	var ids []string
	for _, k := range cuts {
		if k.Rule == rule {
			ids = append(ids, dom.Attr(k.Node, "id"))
		}
	}
	return ids
}

// parseRoot parses inner as the content of a <div> root in a body.
func parseRoot(t *testing.T, inner string) *html.Node {
	t.Helper()
	return byID(htmltest.Parse(t, "<html><body><div id=root>"+inner+"</div></body></html>"), "root")
}
