package prune

import (
	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Viewer lists: forum engines print who reads a thread or a board now
// under it ("Users browsing this forum: Camtropia, Cro09, …" on phpBB,
// "Currently Active Users Viewing This Thread: 3 (1 members and 2
// guests)" on vBulletin), a line of member names, not a post. phrases.txt
// names the lines, and boilerLines cuts a line that opens with a phrase
// only up to prefixMaxWords words, where a headline follows the phrase;
// on a busy board the list runs past that. On a forum page a line of any
// length that opens with one of the phrases and is mostly links (the
// names) is such a list.
func viewerLists(t *tree, cut func(int32, classify.Role)) {
	if t.page.Type != classify.TypeForum && !t.page.Forum {
		return
	}
	for _, u := range t.units {
		if !t.canCut(u) || t.linkDensity(u) < 0.5 {
			continue
		}
		if text := t.unitText[u]; dom.WordsUpTo(text, prefixMaxWords+1) > prefixMaxWords && hasPrefix(normLine(text)) {
			cut(u, classify.RoleBoilerplate)
		}
	}
}
