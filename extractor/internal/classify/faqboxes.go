package classify

import "strings"

// keepFAQBoxes keeps a product page's FAQ when the set of subtrees left it
// out of a block it merged. Shops put questions and answers about the
// product under its description ("Is this pack waterproof?", "Can I track
// my order?"), often as an accordion whose answers are folded away
// (display:none), which the model doubts; mergeUp then skips the box as an
// unchosen child of the block around the description. WCXB's product
// truths keep these sections (dropping every FAQ section from the product
// output costs 0.97 summed F1 on wcxb-dev), so a skipped child whose class
// or id names it an FAQ ("faq-wrap", "faqs-section") stays. Boxes outside
// the chosen blocks are left alone: a site-wide help widget is not the
// product's.
//
// Measured (gym score, summed page F1): wcxb-dev product +0.289 (a
// backpack shop's FAQ of six folded answers, 0.659 -> 0.948), no other page
// of the four corpora changes, with or without the product gate; it stays
// on product pages, where the truths are known to keep FAQs (an article's
// FAQ is labelled both ways).
func keepFAQBoxes(x *index, s *scores, opt routeOptions, skips map[int32]Role) {
	if !opt.shop() || len(skips) == 0 {
		return
	}
	var words []string
	for c := range skips {
		words = hintWords(x.nodes[c], words[:0])
		if faqWords(words) {
			delete(skips, c)
		}
	}
}

// faqWords reports whether class/id words name a box of frequently asked
// questions.
func faqWords(words []string) bool {
	for _, w := range words {
		if strings.HasPrefix(w, "faq") {
			return true
		}
	}
	return false
}
