package prune

import (
	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Dawn's price boxes. Shopify's reference theme Dawn, and the many themes
// built on it, write every card's price twice: a "price__regular" box and a
// "price__sale" box inside one "price" element, and its stylesheet
// (component-price.css) shows the sale box only when the element is
// marked "price--on-sale", and the regular box only when it is not. The
// hidden box holds the same amount again, with its own screen-reader
// labels, and an extracted card reads "$499.95 / $499.95 $499.95" where
// the page shows "$499.95".
//
// Measured (gym score wcxb, against no such rule): collection 0.80089 ->
// 0.80150 (a headphone shop 0.592 -> 0.706; a coffee shop 0.709 -> 0.667,
// whose truth lists prices of a later render that the copies' digits
// happened to match), every other page unchanged; no page of
// ScrapingHub, trafilatura-dev or readability-testpages has the boxes.

func dawnPrices(t *tree, cut func(int32, classify.Role)) {
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.cut[i] || t.text[i] == 0 || !dom.HasToken(t.class[i], "price") {
			continue
		}
		hide := "price__sale"
		if dom.HasToken(t.class[i], "price--on-sale") {
			hide = "price__regular"
		}
		for j := i + 1; j < t.end[i]; j++ {
			if dom.HasToken(t.class[j], hide) && t.canCut(j) {
				cut(j, classify.RoleBoilerplate)
				j = t.end[j] - 1
			}
		}
		i = t.end[i] - 1
	}
}
