package classify

import "strings"

// shopWords are class/id word prefixes of the recommendation widgets of
// product pages: "recommended for you", "customers also viewed", "similar
// items", "recently viewed", up-sell and cross-sell carousels. EXTRACTION.md
// lists them as what a product page's content leaves out; on a product page
// they are chrome even with the model, which otherwise keeps their long
// product-name links. Review blocks are not listed: wcxb-dev's product truth
// keeps reviews often enough that removing them lost F1 (0.737 -> 0.732).
// On wcxb-dev (model retrained with and without them) they take product F1
// from 0.733 to 0.745 in-sample and from 0.691 to 0.702 cross-validated,
// but cost collections 0.011 and listings 0.006 cross-validated (pages
// routed as products by their items' JSON-LD): a trade for the type that
// is furthest below its target.
var shopWords = []string{"recommend", "carousel", "upsell", "crosssell", "cross", "similar",
	"recently", "related", "also", "viewed"}

// shopChrome reports whether class/id words name a recommendation widget.
func shopChrome(words []string) bool {
	for _, w := range words {
		for _, p := range shopWords {
			if strings.HasPrefix(w, p) {
				return true
			}
		}
	}
	return false
}
