package classify

import "strings"

// Product sheets: shops open a product's details, measurements and size
// guide in a sheet over the page, and some name that sheet a modal (IKEA's
// "pipf-product-details-modal" holds the whole description, materials and
// care). Elsewhere a modal is a newsletter prompt, a sign-in form or a
// cart, which hardHints remove whatever the model says; on a product page
// the word alone is no verdict: with the model, the sheet is judged by its
// units like any other box (a cart or sign-in dialog still loses on its
// forms and links). Boxes that carry another hard word ("newsletter-modal")
// stay removed.
//
// Of the 96 modal-named boxes of 30 words or more on wcxb-dev's product
// pages, 8 are mostly ground truth (IKEA's details and measurements, a
// size guide, Apple's feature sheets). Measured (gym score): wcxb-dev
// product 0.771 -> 0.775 (IKEA 0.27 -> 0.73; two pages lose 0.009 and
// 0.005 on a customisation label and a financing link), other types
// unchanged, overall 0.900715 -> 0.901013; ScrapingHub and
// trafilatura-dev unchanged.
func productSheet(words []string, opt routeOptions) bool {
	return opt.shop() && opt.softHints && ProductSheet(words)
}

// ProductSheet reports whether words, a box's class and id words
// (dom.AppendClassWords), name a product's sheet: a word starting with
// "modal" and no other hard hint. It is the one home of the sheet's name:
// prune's discard-name asks it too (prune/productsheets.go), so the two
// stages read the same box the same way (they once disagreed: prune cut
// on "modal" as a substring what the classifier had kept).
func ProductSheet(words []string) bool {
	sheet := false
	for _, w := range words {
		if !hardHint([]string{w}) {
			continue
		}
		if !strings.HasPrefix(w, SheetWord) {
			return false // another hard word: a newsletter's modal
		}
		sheet = true
	}
	return sheet
}

// SheetWord is the prefix of the word that names a sheet; prune's
// discard token of the same name is it (prune/productsheets.go).
const SheetWord = "modal"
