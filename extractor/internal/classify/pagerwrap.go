package classify

import "strings"

// Pagination wrappers: "pagination" and "pager" name the row of page links
// under a list (chromeHints, RoleNavigation2), but a component library may
// give the name to the box that pages through the items, the product grid
// and its page links together (a Next.js shop's
// <div class="pagination_pagination__rI_ag"> around every product card).
// The hint, and the chrome-hint flag the model reads, are inherited by
// everything below, and the model dropped each card's title and price as
// chrome. A row of page links holds no headings; a box that holds
// pagerCards headings or more holds the items, and its pagination word
// names no chrome. Other navigation words (toc, skip) keep their hint: a
// manual's table of contents holds headings too.
//
// Measured (gym score): wcxb-dev mean 0.904465 -> 0.904502 (Gymshark's
// collection 0.244 -> 0.277, a service page 0.660 -> 0.677, two articles
// +0.003; no page loses), collection 0.7918 -> 0.7921, service 0.8700 ->
// 0.8701, other types unchanged; 2 headings gives the same; ScrapingHub
// and trafilatura-dev unchanged. The walk stops at the pagerCards-th
// heading and runs only on elements so named.
func pagerWrapper(x *index, i int32, words []string) bool {
	named := false
	for _, w := range words {
		if strings.HasPrefix(w, "pagination") || strings.HasPrefix(w, "pager") {
			named = true
			break
		}
	}
	if !named {
		return false
	}
	heads := 0
	for j := i + 1; j < x.end[i]; j++ {
		if isHeading(x, j) {
			if heads++; heads >= pagerCards {
				return true
			}
		}
	}
	return false
}

// pagerCards is the number of headings that makes a pagination box the
// items' wrapper.
const pagerCards = 3
