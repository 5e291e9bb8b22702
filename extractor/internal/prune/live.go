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
// (liveMaxText). Off ("aria-live=off") is no announcement. role="alert"
// is ARIA's assertive live region by another name: the error a script
// shows when a request fails ("We're sorry, your request can't be
// completed right now", "Try again!"), a result count ("Showing 1–16 of
// 29 results"), a deal's "pricing subject to change" notice.
//
// role="alert", measured against role="status" alone (gym score, on
// 03bc618): wcxb-dev precise mean 0.907335 -> 0.907351 (an article's
// deal notice 0.866 -> 0.880, a shop's result count 0.767 -> 0.772,
// Amazon's hidden error boxes 0.512 -> 0.517, a "Try again!" +0.001; no
// page loses), product 0.79087 -> 0.79092, collection 0.80642 ->
// 0.80646, article 0.96473 -> 0.96475; ScrapingHub, trafilatura-dev and
// readability-testpages unchanged page for page.
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
		case live == "polite", live == "assertive", liveRole(strings.TrimSpace(dom.Attr(n, "role"))):
			cut(i, classify.RoleBoilerplate)
			i = t.end[i] - 1
		}
	}
}

// liveRole reports whether an element's role makes it a live region
// that announces the page's state.
func liveRole(r string) bool {
	return strings.EqualFold(r, "status") || strings.EqualFold(r, "alert")
}
