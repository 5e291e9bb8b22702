package prune

import (
	"strings"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Screen-reader labels: shop themes read each card's figures out with
// words a sighted reader never sees, in elements a CSS class hides from
// the screen ("visually-hidden", "sr-only", "screen-reader-text"): "Regular
// price", "Sale price", "Unit price", "per", "Vendor:", "Product variants",
// "Opens in a new window". WCXB's truth is the page as shown, so these
// words are errors, on every card of a grid. The figures and names read
// out the same way are content the truth often holds (hidden.go keeps
// them): only a label cut, that is text of at most srLabelWords words and
// no digit.
//
// Measured (gym score): wcxb-dev collection 0.7803 -> 0.7819 (15 pages
// gain, 6 lose: truths that keep "Number of reviews:", "Price reduced
// from", a shop's colour names), products, articles, listings and forums
// gain a little on 22 pages, services lose 0.0001 (3 pages: logo names
// read out); ScrapingHub and trafilatura-dev unchanged.
const srLabelWords = 3

// srClasses are the class names (substrings) of the visually-hidden
// utilities of CSS frameworks and themes: Bootstrap's sr-only and
// visually-hidden, WordPress's screen-reader-text, Shopify's
// visually-hidden, HTML5 Boilerplate's visuallyhidden.
var srClasses = []string{"visually-hidden", "sr-only", "screen-reader", "visuallyhidden", "sr_only"}

func srLabels(t *tree, cut func(int32, classify.Role)) {
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.cut[i] || t.text[i] == 0 || !srOnlyClass(t.class[i]) {
			continue
		}
		if s := dom.Text(t.nodes[i], nil); !wordsOver(s, srLabelWords) && !strings.ContainsAny(s, "0123456789") {
			cut(i, classify.RoleBoilerplate)
			i = t.end[i] - 1
		}
	}
}

// srOnlyClass reports whether class (lower case) names a visually-hidden
// utility.
func srOnlyClass(c string) bool {
	if c == "" {
		return false
	}
	for _, k := range srClasses {
		if strings.Contains(c, k) {
			return true
		}
	}
	return false
}
