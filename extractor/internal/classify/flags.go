package classify

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Ancestor flags: an element has a flag when it or an ancestor has the
// property. They are features of the learned scorer.
const (
	flagArticle     uint8 = 1 << iota // <article>, <main>, role=main, itemprop=articleBody
	flagContentHint                   // class/id word of a content container
	flagHidden                        // hidden, aria-hidden, display:none (tab panels, modals)
	flagList                          // inside <ul>, <ol>, <dl>
	flagTable                         // inside <table>
	flagChromeHint                    // class/id word of chrome (hintRole)
)

func ownFlags(n *html.Node, words []string, hint Role) uint8 {
	var f uint8
	switch n.DataAtom {
	case atom.Article, atom.Main:
		f |= flagArticle
	case atom.Ul, atom.Ol, atom.Dl:
		f |= flagList
	case atom.Table:
		f |= flagTable
	}
	for _, a := range n.Attr {
		switch a.Key {
		case "role":
			if a.Val == "main" {
				f |= flagArticle
			}
		case "itemprop":
			if strings.Contains(a.Val, "articleBody") || a.Val == "text" || a.Val == "description" {
				f |= flagArticle
			}
		case "hidden":
			f |= flagHidden
		case "aria-hidden":
			if a.Val == "true" {
				f |= flagHidden
			}
		case "style":
			if dom.StyleHas(a.Val, "display:none") {
				f |= flagHidden
			}
		}
	}
	for _, w := range words {
		if contentHint(w) {
			f |= flagContentHint
			break
		}
	}
	if hint != "" {
		f |= flagChromeHint
	}
	return f
}
