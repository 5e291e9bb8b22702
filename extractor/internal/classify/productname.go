package classify

// On a product page, the product's name is part of the product: when a
// chosen block holds the page's headline (its first <h1> outside chrome)
// but the set of subtrees left the heading out, mergeUp would skip it as
// an unchosen child, and the block would describe a product it never
// names. The heading stays, alone: a skipped child is kept only when all
// its text is the headline's (the <h1> itself or a box around nothing
// else). Elsewhere the rule does not apply: an article's headline is
// usually its <title> too, which WCXB's truths leave out (EXTRACTION.md).
func keepProductName(x *index, s *scores, opt routeOptions, skips map[int32]Role) {
	if !opt.shop() || len(skips) == 0 {
		return
	}
	h1 := firstH1(x, s)
	if h1 < 0 {
		return
	}
	for c := range skips {
		if x.contains(c, h1) && x.text[c] == x.text[h1] {
			delete(skips, c)
			return
		}
	}
}
