package prune

import (
	"folio/extractor/internal/classify"
)

// Repeated lines of a product page: a shop renders the same description,
// care line or feature text several times (the summary beside the gallery,
// again under a "Description" tab, again in a mobile accordion; each
// variant's copy of its blurb), one paragraph at a time, with different
// markup around each copy. dedup.go cuts only whole copied blocks of some
// 40 words and twins.go only copies side by side; a lone paragraph copied
// elsewhere stays, and both benchmarks count its words twice. On a
// product page a paragraph (a unit of repeatMinWords words or more) whose
// words repeat an earlier paragraph's, word for word, is that copy:
// nothing a shopper reads twice. Listings and collections repeat short
// lines legitimately (the same "Free shipping" under every card) and
// documentation repeats its steps under each tab, so the rule keeps to
// pages that declare a product (JSON-LD Product or og:type product).
//
// Measured with gym score against no such rule: wcxb-dev 0.8969 -> 0.8971,
// product 0.756 -> 0.759 (P 0.732 -> 0.741, R 0.853 -> 0.847; 27 pages
// gain up to 0.18, 10 lose: truths that keep a FAQ the page shows twice,
// or the same spec value under each variant); other types, ScrapingHub
// and trafilatura-dev unchanged. Five or eight words instead of three:
// product 0.758.
const repeatMinWords = 3

func repeats(t *tree, cut func(int32, classify.Role)) {
	var seen *hashSet
	var dups []int32
	var toks []uint64
	for _, u := range t.units {
		if t.cut[u] || t.code[u] || !t.canCut(u) || t.unitText[u] == "" {
			continue
		}
		toks = tokenHashes(toks[:0], t.unitText[u])
		if len(toks) < repeatMinWords {
			continue
		}
		if seen == nil {
			seen = newHashSet(64)
		}
		if !seen.add(lineHash(toks)) {
			dups = append(dups, u)
		}
	}
	// The page's type is asked only when a copy is found: it walks the
	// whole document.
	if len(dups) == 0 || t.page.Type == nil || t.page.Type() != classify.TypeProduct {
		return
	}
	for _, u := range dups {
		if !t.cut[u] {
			cut(u, classify.RoleBoilerplate)
		}
	}
}

// lineHash combines the hashes of a paragraph's words (tokenHashes: the
// benchmarks' lower-cased \w+ tokens) in order: two paragraphs hash alike
// when they read the same, whatever their punctuation, case or spacing.
func lineHash(toks []uint64) uint64 {
	h := uint64(14695981039346656037)
	for _, w := range toks {
		h = (h ^ w) * prime
	}
	return h
}
