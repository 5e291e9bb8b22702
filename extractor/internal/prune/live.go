package prune

import (
	"strings"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Status messages: a region a page updates while the reader acts on it,
// announced to screen readers (aria-live="polite" or "assertive",
// role="status"): "loaded 143 results", "Showing 36 of 84", "Item added
// to your cart", a form's validation message. They describe the page's
// state, not its content, and hold a line or two; a live blog's feed is
// marked live too but holds the article, so only short regions go
// (liveMaxText). Off ("aria-live=off") is no announcement.
//
// Measured with gym score against no such rule: wcxb-dev 0.8964 -> 0.8965
// (five pages gain up to 0.024, none lose); ScrapingHub and
// trafilatura-dev unchanged.
const liveMaxText = 200 // letters and digits of a status message

func liveRegions(t *tree, cut func(int32, classify.Role)) {
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.cut[i] || t.text[i] == 0 || t.text[i] > liveMaxText || !t.canCut(i) {
			continue
		}
		n := t.nodes[i]
		switch live := strings.ToLower(strings.TrimSpace(dom.Attr(n, "aria-live"))); {
		case live == "polite", live == "assertive", strings.EqualFold(strings.TrimSpace(dom.Attr(n, "role")), "status"):
			cut(i, classify.RoleBoilerplate)
			i = t.end[i] - 1
		}
	}
}
