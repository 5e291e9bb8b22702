package prune

import (
	"strings"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Product sheets: shops open a product's details, measurements and size
// guide in a sheet over the page and often name it a modal ("product-
// details-modal", "measurements-modal"). The classifier lets such a box
// be judged by its units on a product page (classify/productsheets.go):
// the word alone is no verdict there, since elsewhere a modal is a
// newsletter prompt or a sign-in form. discardNames read the word again
// inside the chosen content and cut what the classifier had kept, so the
// two stages disagreed on the same box. On a product's page a box whose
// class and id name no discard concept but the modal is left to the
// classifier's choice; a "newsletter-modal" or "share-modal" still goes.
// Which names are a sheet's is the classifier's word (classify.
// ProductSheet: a class word starting with "modal", no other hard hint);
// prune adds only its own discard concepts (otherDiscardTable).
//
// Measured (gym score wcxb, against discard-name cutting every modal):
// product .80803 -> .80825, two pages move: IKEA's shelf 0.702 -> 0.736
// (the product details sheet), an Amazon book 0.953 -> 0.946 (a Kindle
// app prompt that the classifier chose); other types unchanged.
func productSheet(class, id string) bool {
	var buf [8]string
	if !classify.ProductSheet(dom.AppendClassWords(dom.AppendClassWords(buf[:0], class), id)) {
		return false
	}
	for _, v := range [...]string{class, id} {
		for w := range strings.FieldsSeq(v) {
			if otherDiscardTable.in(w) {
				return false
			}
		}
	}
	return true
}

// otherDiscardTable files the discard tokens but the sheet's.
var otherDiscardTable = fileTokens(func() []string {
	var out []string
	for _, tok := range discardTokens {
		if tok != classify.SheetWord {
			out = append(out, tok)
		}
	}
	return out
}())
