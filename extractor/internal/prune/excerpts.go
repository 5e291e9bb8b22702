package prune

import "folio/extractor/internal/classify"

// Excerpts of a product's description: a shop shows the first paragraph
// or two of the description beside the gallery (an "Overview" teaser
// followed by a "More Details" link) and the whole description again
// further down, under its tab. repeats.go cuts a later paragraph whose
// words were mostly read before, which takes the copies that say no more
// than the first; but here the later paragraph says more (the teaser's
// sentences and the rest), so it is kept, and the teaser stays too: its
// sentences are counted twice, while the truth writes them once. A kept
// paragraph whose words lie mostly (repeatShare) in sentences of
// paragraphs kept after it is such an excerpt, and it is the one to cut:
// the later paragraph holds all it says.
//
// The rule runs after repeats.go on the units it kept, from the last to
// the first, with repeats.go's scope (pages that declare a product) and
// measures (sentences of repeatMinWords words or more). Two of the
// excerpt's sentences must come back, and it must be excerptMinWords
// long: a shorter line whose sentences the description repeats is a
// summary or a feature bullet, which truths keep beside it.
//
// Measured (gym score, the rule against none, on 5f0b39d): wcxb-dev
// precise mean 0.907241 -> 0.907335, product 0.79070 -> 0.79087 (B&H's
// camera, whose overview teaser repeats the description's first 152
// words, 0.773 -> 0.798; an eBay book whose truth keeps its blurb twice,
// as the page shows it, 0.799 -> 0.795), collection 0.80540 -> 0.80642
// (a sheet shop's category intro, shown cut short above the grid and
// whole below it, 0.825 -> 0.944); no other page changes; ScrapingHub,
// trafilatura-dev and readability-testpages unchanged page for page.
// With one returning sentence enough, a book's table of contents lost
// "Chapter 10. OSS Licensing and Legal Issues" as an excerpt of the
// chapter's heading line (0.949 -> 0.944).
const excerptMinWords = 20

// excerpts cuts the paragraphs whose sentences come back, mostly, in the
// paragraphs kept after them.
func excerpts(t *tree, cut func(int32, classify.Role)) {
	if !t.product() {
		return
	}
	var later *hashSet
	var toks []uint64
	var ends []int
	for k := len(t.units) - 1; k >= 0; k-- {
		u := t.units[k]
		if !t.canCut(u) || t.unitText[u] == "" {
			continue
		}
		// repeats.go hashed the sentences of the units it judged
		// (sentences.go): most are read from there.
		text := t.keptText(u)
		sents, ok := t.hashedSentences(k, text)
		if !ok {
			toks, ends = sentenceTokens(toks[:0], ends[:0], text)
			sents = t.hashSentences(k, text, toks, ends)
		}
		if sents.words < excerptMinWords || sents.sentences < 2 {
			continue
		}
		if later == nil {
			later = newHashSet(64)
		}
		seenWords, seenSentences := 0, 0
		list := t.sentenceList(sents)
		for _, s := range list {
			if later.has(s.hash) {
				seenWords += int(s.words)
				seenSentences++
			}
		}
		if seenSentences >= 2 && float64(seenWords) >= repeatShare*float64(sents.words) {
			cut(u, classify.RoleBoilerplate)
			continue
		}
		for _, s := range list {
			later.add(s.hash)
		}
	}
}
