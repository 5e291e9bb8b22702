package dom

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Self-linked sections. Documentation sites (Docusaurus, Nextra, MDX
// sites, GitHub Docs, rustdoc) give a heading, or the section it opens,
// an id made from its title and a permalink to it: <h2 id="social-auth">
// Social Auth<a href="#social-auth">#</a></h2>. That id is the author's
// words for the topic, not a layout name: Supabase's "About authentication
// and authorization" read as an author box, its "Social Auth" and React's
// "Sharing data between components" as share bars, and the headings were
// cut. A box of chrome links to itself from no heading of its own.
// Sphinx and MkDocs write the same permalinks (a.headerlink); their
// platform rule removes them after classification (70-docs.yaml,
// headerlinks), so that the classifier still sees them.

// SelfLinked reports whether n opens with a heading (or is one) that holds
// a link to n's own id, "#" + id.
func SelfLinked(n *html.Node) bool {
	id := Attr(n, "id")
	if id == "" || n.Type != html.ElementNode {
		return false
	}
	if headingElement(n) {
		return linksTo(n, id)
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			if Blank(c.Data) {
				continue
			}
			return false
		case html.CommentNode:
			continue
		case html.ElementNode:
			return headingElement(c) && linksTo(c, id)
		}
	}
	return false
}

// linksTo reports whether an <a> below h points at "#" + id.
func linksTo(h *html.Node, id string) bool {
	for c := h.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode {
			continue
		}
		if c.DataAtom == atom.A {
			if href := Attr(c, "href"); len(href) == len(id)+1 && href[0] == '#' && href[1:] == id {
				return true
			}
		}
		if linksTo(c, id) {
			return true
		}
	}
	return false
}
