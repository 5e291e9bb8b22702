package templates

import (
	"strings"

	"github.com/andybalholm/cascadia"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// matcher matches one selector. Induced selectors are compounds of a tag,
// an id and classes joined by descendant combinators ("article.post
// div.entry-content"); those get a matcher that compares atoms and scans
// class attributes without allocating, several times faster than the
// general cascadia matcher that every other selector falls back to.
type matcher func(*html.Node) bool

// compound is "tag#id.c1.c2" with any part optional.
type compound struct {
	tag     atom.Atom
	tagName string
	id      string
	classes []string
}

// compileMatcher compiles s, with the fast path when s allows it.
func compileMatcher(s string) (matcher, error) {
	if cs, ok := parseCompounds(s); ok {
		return func(n *html.Node) bool { return matchChain(n, cs) }, nil
	}
	sel, err := cascadia.Compile(s)
	if err != nil {
		return nil, err
	}
	return matcher(sel), nil
}

// parseCompounds parses s into descendant-chained compounds; ok is false
// when s uses any other syntax.
func parseCompounds(s string) ([]compound, bool) {
	parts := strings.Fields(s)
	if len(parts) == 0 {
		return nil, false
	}
	out := make([]compound, 0, len(parts))
	for _, p := range parts {
		c, ok := parseCompound(p)
		if !ok {
			return nil, false
		}
		out = append(out, c)
	}
	return out, true
}

func parseCompound(p string) (compound, bool) {
	var c compound
	i := strings.IndexAny(p, "#.")
	if i < 0 {
		i = len(p)
	}
	c.tagName = strings.ToLower(p[:i])
	if c.tagName != "" {
		c.tag = atom.Lookup([]byte(c.tagName))
	}
	for rest := p[i:]; rest != ""; {
		kind := rest[0]
		rest = rest[1:]
		j := strings.IndexAny(rest, "#.")
		if j < 0 {
			j = len(rest)
		}
		name := rest[:j]
		rest = rest[j:]
		if !identifier(name) {
			return c, false
		}
		if kind == '#' {
			c.id = name
		} else {
			c.classes = append(c.classes, name)
		}
	}
	return c, c.tagName == "" || identifier(c.tagName)
}

// identifier accepts the names induced selectors use (verbatimToken).
func identifier(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return s != ""
}

// matchChain matches the last compound on n and the others, right to left,
// on ancestors (descendant combinator).
func matchChain(n *html.Node, cs []compound) bool {
	last := len(cs) - 1
	if !cs[last].match(n) {
		return false
	}
	k := last - 1
	for p := n.Parent; p != nil && k >= 0; p = p.Parent {
		if cs[k].match(p) {
			k--
		}
	}
	return k < 0
}

func (c *compound) match(n *html.Node) bool {
	if n.Type != html.ElementNode {
		return false
	}
	if c.tagName != "" && (n.DataAtom != c.tag || c.tag == 0 && n.Data != c.tagName) {
		return false
	}
	if c.id == "" && len(c.classes) == 0 {
		return true
	}
	var id, class string
	for _, a := range n.Attr {
		switch a.Key {
		case "id":
			id = a.Val
		case "class":
			class = a.Val
		}
	}
	if c.id != "" && id != c.id {
		return false
	}
	for _, want := range c.classes {
		if !dom.HasToken(class, want) {
			return false
		}
	}
	return true
}

// matchOutermost appends the outermost elements under root (root
// included) that any of ms matches, in document order, walking the tree
// once and not descending into matches.
func matchOutermost(root *html.Node, ms []matcher, out []*html.Node) []*html.Node {
	for _, m := range ms {
		if m(root) {
			return append(out, root)
		}
	}
	for c := root.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode {
			out = matchOutermost(c, ms, out)
		}
	}
	return out
}
