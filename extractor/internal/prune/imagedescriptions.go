package prune

import (
	"strings"

	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Image descriptions: a gallery gives each picture its accessible
// description in a visually-hidden element the <img> points to
// (aria-describedby or aria-labelledby: "Image 2 of 5" under each slide of
// a Squarespace product gallery). The text is the picture's, as its alt
// text is, read out to a screen reader with the image; a sighted reader
// never sees it, and the truths, which are the page as shown, leave it
// out. srlabels.go cuts visually-hidden labels only when they hold no
// digit (a hidden price or count is often content); these are named by
// the image itself, so they go whatever they hold.
//
// Measured (gym score, the rule against none, on 0223e65): wcxb-dev
// precise mean 0.907351 -> 0.907429, product 0.79092 -> 0.79190 (a
// Squarespace shop's mug, "Image 2 of 5" to "Image 5 of 5" under its
// slides, 0.884 -> 1.000); no other page changes; ScrapingHub,
// trafilatura-dev and readability-testpages unchanged page for page.
func imageDescriptions(t *tree, cut func(int32, classify.Role)) {
	var named map[string]bool
	for i, n := range t.nodes {
		if n.DataAtom != atom.Img || t.cut[i] {
			continue
		}
		for _, k := range []string{"aria-describedby", "aria-labelledby"} {
			for id := range dom.Tokens(dom.Attr(n, k)) {
				if named == nil {
					named = map[string]bool{}
				}
				named[strings.ToLower(id)] = true
			}
		}
	}
	if named == nil {
		return
	}
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.cut[i] || t.text[i] == 0 || t.id[i] == "" || !named[t.id[i]] || !srOnlyClass(t.class[i]) || !t.canCut(i) {
			continue
		}
		cut(i, classify.RoleBoilerplate)
		i = t.end[i] - 1
	}
}
