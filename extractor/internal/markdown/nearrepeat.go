package markdown

import "folio/extractor/internal/wordhash"

// Near copies inside a self-repeating text node: a field joined from copies
// of one passage does not always join exact copies. An eBay book's
// "Reviews" value holds its blurbs once with mojibake ("empowering â€¦There"),
// once with plain dots and double dashes, once abridged and once with its
// quotes mangled ("fatalebut ite(tm)s waiting"), so most sentences of the
// later copies differ from their first copy by a word or two and the exact
// sentence hash of dropSelfRepeats keeps them. A sentence of
// selfRepeatWords words or more whose word 4-grams were mostly
// (nearCopyShare, more than half) written earlier in the same node is such
// a copy: one odd word spoils at most four of a sentence's 4-grams, and an
// abridged copy glues the ends of two sentences, while a writer's new
// sentence shares few 4-grams with the ones before it. The set is kept per
// text node, like the exact hashes, so the check stays one pass. Sentences
// with fewer than nearCopyGrams 4-grams are left to the exact check: a
// question repeated after a list of questions ("What is X and how does it
// work?") shares all of its few 4-grams with the list.
//
// Measured (gym score): wcxb-dev 0.904504 -> 0.904612, product 0.7758 ->
// 0.7772 (the eBay book page 0.607 -> 0.769), no page loses; ScrapingHub
// and trafilatura-dev unchanged; that was with a share of 0.7. A share of
// 0.5 then took wcxb-dev 0.904905 -> 0.904929 (the eBay page 0.771 ->
// 0.799, a collection's self-repeating SEO text 0.807 -> 0.815), no page
// loses; 0.4 and 0.3 add 0.001 on one article.
const (
	shingleWords  = 4
	nearCopyShare = 0.5
	nearCopyGrams = 10 // fewer 4-grams make too weak a share
)

// shingles holds the word 4-grams written so far in one text node.
type shingles map[uint64]bool

// grams calls f with the hash of each run of shingleWords words in ws.
func grams(ws []uint64, f func(uint64)) {
	for i := 0; i+shingleWords <= len(ws); i++ {
		f(wordhash.Seq(ws[i : i+shingleWords]))
	}
}

// nearCopy reports whether nearly all the 4-grams of ws are in the set.
func (s shingles) nearCopy(ws []uint64) bool {
	seen, total := 0, 0
	grams(ws, func(h uint64) {
		total++
		if s[h] {
			seen++
		}
	})
	return total >= nearCopyGrams && float64(seen) >= nearCopyShare*float64(total)
}

// add puts the 4-grams of ws in the set.
func (s shingles) add(ws []uint64) {
	grams(ws, func(h uint64) { s[h] = true })
}
