package classify

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// ArticleFooter reports whether footer element n is an article's own
// footer: HTML scopes a <footer> to its nearest sectioning content or
// sectioning root (see pageFooter), and when that is an <article> (or an
// element with role=article), the footer holds what HTML says a footer
// holds, "information about its section such as who wrote it, links to
// related documents": a post's categories and tags, its author, the
// previous and next posts, related posts. <main> and role=main do not
// scope a footer (they are no sectioning content), the other scoping
// roles do. A footer of notes (noteList) is the article's text and no
// such footer; a content class word does not make one text, as themes
// name the meta footer "post-footer" and "entry-footer".
func ArticleFooter(n *html.Node) bool {
	if n.DataAtom != atom.Footer {
		return false
	}
	for p := n.Parent; p != nil && p.DataAtom != atom.Body; p = p.Parent {
		if p.DataAtom == atom.Article || dom.Attr(p, "role") == "article" {
			return !noteList(n)
		}
		switch p.DataAtom {
		case atom.Section, atom.Aside, atom.Nav,
			atom.Blockquote, atom.Details, atom.Dialog, atom.Fieldset, atom.Figure, atom.Td:
			return false
		}
		if r := dom.Attr(p, "role"); r != "main" && scopeRoles[r] {
			return false
		}
	}
	return false
}
