package extractor

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/templates"
)

func TestInDocumentOrder(t *testing.T) {
	doc, _ := html.Parse(strings.NewReader(`<body><nav id=a></nav><div><p id=b></p><p id=c></p></div><aside id=d></aside><div><p id=e></p></div></body>`))
	byID := map[string]*html.Node{}
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for _, a := range n.Attr {
			if a.Key == "id" {
				byID[a.Val] = n
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	content := []*html.Node{byID["b"], byID["e"]}
	ctx := []templates.Block{{Node: byID["a"], Role: "breadcrumb"}, {Node: byID["c"], Role: "related"}, {Node: byID["d"], Role: "related"}}
	var got []string
	for _, n := range inDocumentOrder(content, ctx) {
		got = append(got, n.Attr[0].Val)
	}
	if strings.Join(got, "") != "abcde" {
		t.Errorf("order %v, want a b c d e", got)
	}
	if precedes(byID["e"], byID["a"]) || !precedes(byID["a"], byID["e"]) {
		t.Error("precedes is wrong across subtrees")
	}
}
