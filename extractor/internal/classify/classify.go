package classify

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Block is a subtree of the page with a role.
type Block struct {
	Node  *html.Node
	Role  Role
	Score float64
	Path  string // a readable DOM path such as "body>div.main>article"
}

// Classify returns the page's blocks in document order: the RoleMain blocks
// (the content) and the chrome blocks found inside and around them.
//
// The pipeline: index the body once (text, link and paragraph statistics per
// element), estimate how much of each subtree is good text, mark chrome by
// tag, ARIA landmark and class/id words, then choose the content.
func Classify(doc *html.Node) []Block {
	body := findBody(doc)
	if body == nil {
		return nil
	}
	x := buildIndex(body)
	opt := routeOptions{}
	s := score(x, opt)
	mains := selectMain(x, s)
	return emitBlocks(x, s, mains)
}

// emitBlocks lists the main blocks and, in document order, the chrome
// blocks inside and outside them.
func emitBlocks(x *index, s *scores, mains map[int32]float64) []Block {
	var blocks []Block
	for i := int32(0); i < int32(len(x.nodes)); i++ {
		if sc, ok := mains[i]; ok {
			blocks = append(blocks, Block{Node: x.nodes[i], Role: RoleMain, Score: sc, Path: PathOf(x.nodes[i])})
			continue
		}
		if r := s.chrome[i]; r != "" {
			blocks = append(blocks, Block{Node: x.nodes[i], Role: r, Path: PathOf(x.nodes[i])})
			i = x.end[i] - 1
		}
	}
	return blocks
}

func findBody(n *html.Node) *html.Node {
	if n.Type == html.ElementNode && n.DataAtom == atom.Body {
		return n
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if b := findBody(c); b != nil {
			return b
		}
	}
	return nil
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

// PathOf returns a short CSS-like path to n, for debugging output.
func PathOf(n *html.Node) string {
	var parts []string
	for p := n; p != nil && p.Type == html.ElementNode; p = p.Parent {
		s := p.Data
		if id := attr(p, "id"); id != "" {
			s += "#" + id
		} else if cls := strings.Fields(attr(p, "class")); len(cls) > 0 {
			s += "." + cls[0]
		}
		parts = append(parts, s)
		if p.DataAtom == atom.Body {
			break
		}
	}
	for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
		parts[i], parts[j] = parts[j], parts[i]
	}
	return strings.Join(parts, ">")
}
