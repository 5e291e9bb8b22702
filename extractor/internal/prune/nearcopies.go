package prune

import "folio/extractor/internal/wordhash"

// Near copies of a product's paragraphs: repeats.go counts a paragraph as
// a copy when it or most of its words' sentences were read before, word
// for word. A shop's second copy often differs by a word or a mark inside
// each sentence: a spec heading glued to its paragraph with no full stop
// ("Exctraction Method Serum's key active ingredients..."), a title's copy
// with one option more, a notice reworded by a word ("the selected Size").
// Their sentences hash apart, but the word 4-grams of such a copy were
// nearly all (nearCopyShare) read in earlier paragraphs, while a new
// paragraph shares few of its 4-grams with the ones before it: one changed
// word spoils at most four 4-grams. Paragraphs with fewer than
// nearCopyGrams 4-grams give too weak a share and are left to the exact
// checks; link texts are left too, because a grid's card titles differ by
// a number or a word from each other ("... Photo Print ship#18039",
// "... ship#20058") and each is an item, not a copy. The check shares
// repeats.go's scope (pages that declare a product) and its one pass over
// the units, with one hash set of 4-grams.
//
// Measured (gym score) against repeats.go alone: wcxb-dev 0.904612 ->
// 0.904661, product 0.7772 -> 0.7780 (five pages gain up to 0.059: a
// serum's spec sheet again under each heading, a blender's title, a
// colour notice; two lose 0.018 and 0.009: a beard oil's per-scent
// ingredient lists, which differ by the scent and which its truth keeps
// each of, and a feature bullet that repeats the description's sentence);
// other types unchanged (a share of 0.7 also lost 0.067 on the beard oil
// and 0.043 on an audio interface); ScrapingHub and trafilatura-dev
// unchanged. Without the link test two collections lost 0.016 and 0.004
// on card titles.
const (
	nearCopyShare = 0.85
	nearCopyGrams = 10
	nearCopyLinks = 0.5 // link density at which a paragraph is a link text
	gramWords     = 4
)

// nearCopy reports whether at least nearCopyShare of the word 4-grams of
// toks (a paragraph's word hashes) are in grams, and adds them to grams.
// A paragraph too short to judge adds none: the 4-grams of a list's short
// items would make a copy of the paragraph that sums them up.
func nearCopy(grams *hashSet, toks []uint64) bool {
	total := len(toks) - gramWords + 1
	if total < nearCopyGrams {
		return false
	}
	seen := 0
	for i := 0; i < total; i++ {
		if grams.has(wordhash.Seq(toks[i : i+gramWords])) {
			seen++
		}
	}
	for i := 0; i < total; i++ {
		grams.add(wordhash.Seq(toks[i : i+gramWords]))
	}
	return float64(seen) >= nearCopyShare*float64(total)
}
