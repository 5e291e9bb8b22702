package prune

import (
	"strings"

	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Links that run the browser's own commands: "zurück", "...zurück",
// "Back", "Drucken" written as <a href="javascript:history.back()">,
// "javascript:history.go(-1)" or "javascript:window.print()" (or an
// onclick doing so). They go nowhere in the site and say nothing of the
// page: they are its controls, whatever their words (TYPO3's news
// "backlink" closes thousands of German press releases). Only short
// labels, scriptLinkWords words at most: a link's headline is no control.
// Measured against the rule without it: trafilatura-dev P 0.9302 ->
// 0.9308 (a newspaper publishers' association's "zurück"; two more press
// pages lose theirs, which their snippets do not name); wcxb-dev,
// ScrapingHub and readability-testpages identical page for page.
const scriptLinkWords = 4

func scriptLinks(t *tree, cut func(int32, classify.Role)) {
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		n := t.nodes[i]
		if n.DataAtom != atom.A || t.cut[i] || t.text[i] == 0 {
			continue
		}
		if !browserCommand(dom.Attr(n, "href")) && !browserCommand(dom.Attr(n, "onclick")) {
			continue
		}
		// The unit the link stands in goes when the link is all its text.
		u := t.unit[i]
		if u >= 0 && t.text[u] == t.text[i] && t.canCut(u) && !wordsOver(t.unitText[u], scriptLinkWords) {
			cut(u, classify.RoleNavigation)
		}
	}
}

// browserCommand reports whether a link's script s goes back in the
// browser's history or prints the page. Script names are case-sensitive:
// no lower-cased copy of every link's address.
func browserCommand(s string) bool {
	return strings.Contains(s, "history.back") || strings.Contains(s, "history.go(-") || strings.Contains(s, "print()")
}
