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
//
// Tried and not kept (gym score wcxb, precise mean, on a7d598f with
// titleblock.go, 0.913756): the words on typed collection pages too moved
// two pages, a furniture category down (collection 0.81668 -> 0.81662)
// and a news front page routed as a collection up (listing 0.84291 ->
// 0.84323; 0.913772), no gain for the collections they were meant for;
// on untyped pages as well they cut the product rows that collections'
// truths keep and services' and articles' feature carousels (0.911800;
// collection 0.80463, 40.5% of host draws below 0.80; service 0.87321 ->
// 0.86620; article 0.96591 -> 0.96544).
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
