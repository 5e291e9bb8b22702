package embedded

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// scripts holds the data scripts of one page.
type scripts struct {
	jsonLD   []string // the text of each application/ld+json script
	nextData string   // the text of the __NEXT_DATA__ script
}

// findScripts walks doc once for the JSON-LD and Next.js data scripts.
func findScripts(doc *html.Node) scripts {
	var s scripts
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			if c.DataAtom == atom.Script {
				s.add(c)
				continue
			}
			walk(c)
		}
	}
	walk(doc)
	return s
}

// add keeps the text of a JSON-LD or Next.js data script.
func (s *scripts) add(n *html.Node) {
	var typ, id string
	for _, a := range n.Attr {
		switch a.Key {
		case "type":
			typ = a.Val
		case "id":
			id = a.Val
		}
	}
	isLD := strings.EqualFold(strings.TrimSpace(typ), "application/ld+json")
	if !isLD && id != "__NEXT_DATA__" {
		return
	}
	c := n.FirstChild
	if c == nil || c.Type != html.TextNode {
		return
	}
	if isLD {
		s.jsonLD = append(s.jsonLD, c.Data)
	} else if s.nextData == "" {
		s.nextData = c.Data
	}
}
