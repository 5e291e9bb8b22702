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

// Classify returns the page's blocks in document order: one RoleMain block
// (the content root) and the chrome blocks found inside and around it.
//
// This first version trusts semantics: the largest <main> or <article>,
// otherwise <body>; inside it, landmark elements and obvious chrome classes
// are chrome.
func Classify(doc *html.Node) []Block {
	body := findBody(doc)
	if body == nil {
		return nil
	}
	root := semanticRoot(body)
	var blocks []Block
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			if c == root {
				blocks = append(blocks, Block{Node: c, Role: RoleMain, Score: 1, Path: PathOf(c)})
				walk(c)
				continue
			}
			if r, ok := chromeRole(c); ok {
				blocks = append(blocks, Block{Node: c, Role: r, Path: PathOf(c)})
				continue
			}
			walk(c)
		}
	}
	if root == body {
		blocks = append(blocks, Block{Node: body, Role: RoleMain, Score: 1, Path: PathOf(body)})
	}
	walk(body)
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

// semanticRoot picks the <main> or <article> holding the most text, when it
// holds a fair share of the page; otherwise the body.
func semanticRoot(body *html.Node) *html.Node {
	var best *html.Node
	bestLen := 0
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			if c.DataAtom == atom.Main || c.DataAtom == atom.Article || attr(c, "role") == "main" {
				if l := textLen(c); l > bestLen {
					best, bestLen = c, l
				}
			}
			walk(c)
		}
	}
	walk(body)
	// A main that holds under a fifth of the page's text is probably a teaser
	// or a widget, not the content.
	if best == nil || bestLen*5 < textLen(body) {
		return body
	}
	return best
}

var chromeLandmarks = map[string]Role{
	"navigation":    RoleNavigation,
	"banner":        RoleHeader,
	"contentinfo":   RoleFooter,
	"complementary": RoleSidebar,
	"search":        RoleForm,
	"dialog":        RoleBoilerplate,
	"alertdialog":   RoleBoilerplate,
}

var chromeWords = []struct {
	word string
	role Role
}{
	{"cookie", RoleCookie}, {"consent", RoleCookie}, {"gdpr", RoleCookie},
	{"breadcrumb", RoleBreadcrumb}, {"sidebar", RoleSidebar},
	{"advert", RoleAd}, {"sponsor", RoleAd},
	{"share", RoleBoilerplate}, {"social", RoleBoilerplate}, {"newsletter", RoleBoilerplate},
	{"related", RoleRelated}, {"comment", RoleComments},
	{"footer", RoleFooter}, {"masthead", RoleHeader}, {"navbar", RoleNavigation}, {"menu", RoleNavigation},
}

// chromeRole says whether n is obvious page chrome.
func chromeRole(n *html.Node) (Role, bool) {
	switch n.DataAtom {
	case atom.Nav:
		return RoleNavigation, true
	case atom.Header:
		if !insideContent(n) {
			return RoleHeader, true
		}
	case atom.Footer:
		if !insideContent(n) {
			return RoleFooter, true
		}
	case atom.Aside:
		return RoleSidebar, true
	case atom.Form:
		return RoleForm, true
	}
	if r, ok := chromeLandmarks[attr(n, "role")]; ok {
		return r, true
	}
	hint := strings.ToLower(attr(n, "class") + " " + attr(n, "id"))
	if strings.TrimSpace(hint) == "" {
		return "", false
	}
	for _, w := range chromeWords {
		if strings.Contains(hint, w.word) {
			return w.role, true
		}
	}
	return "", false
}

// insideContent reports whether n sits inside an <article> or <main>, where a
// <header> or <footer> belongs to the content (a byline, a dateline).
func insideContent(n *html.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.DataAtom == atom.Article || p.DataAtom == atom.Main {
			return true
		}
	}
	return false
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

// textLen counts non-space bytes of text under n, skipping scripts and styles.
func textLen(n *html.Node) int {
	total := 0
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch c.Type {
			case html.TextNode:
				for i := 0; i < len(c.Data); i++ {
					if b := c.Data[i]; b != ' ' && b != '\n' && b != '\t' && b != '\r' {
						total++
					}
				}
			case html.ElementNode:
				if c.DataAtom != atom.Script && c.DataAtom != atom.Style && c.DataAtom != atom.Template {
					walk(c)
				}
			}
		}
	}
	walk(n)
	return total
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
