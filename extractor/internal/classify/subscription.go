package classify

import "strings"

// Subscription products: Google's markup for paywalled news ("Subscription
// and paywalled content") has a story name the publication it belongs to
// as a product that can be bought, "isPartOf": {"@type": ["CreativeWork",
// "Product"], "name": "Jornal Correio", "productID": "...:basic"}, beside
// the NewsArticle it declares. Read as a declared Product, the story was
// routed as a shop's page, and the product rules replaced the article
// ones (the set-off appeal below a Brazilian paper's story stayed: the
// rule is off on products). A Product listed in one @type array with
// CreativeWork is the subscription, not the page's subject: it is read as
// the CreativeWork alone, in every JSON-LD count (detectType, the
// collection and product-list tests).
//
// trafilatura-dev: six pages of six news hosts carry it (a US magazine, a
// British, a Swiss, a German, a Colombian and a Brazilian paper); wcxb-dev
// and ScrapingHub have none. Measured: trafilatura-dev P 0.9314 -> 0.9319,
// F1 0.9527 -> 0.9530 (the Brazilian paper's subscription appeal goes; the
// five others unchanged); wcxb-dev, ScrapingHub and readability-testpages
// identical page for page.
func subscriptionProducts(ld string) string {
	const typeArray = 64
	const product = `"Product"`
	if !strings.Contains(ld, `"CreativeWork"`) {
		return ld
	}
	var b strings.Builder
	rest := ld
	for {
		k := strings.Index(rest, product)
		if k < 0 {
			break
		}
		// The array around it, read at most typeArray bytes either side:
		// a type list is short, and a page with many products is read
		// once, not once per product.
		before := rest[max(0, k-typeArray):k]
		after := rest[k+len(product) : min(len(rest), k+len(product)+typeArray)]
		open := strings.LastIndexAny(before, "[]{}")
		closing := strings.IndexAny(after, "[]{}")
		subscription := open >= 0 && before[open] == '[' && closing >= 0 && after[closing] == ']' &&
			strings.Contains(before[open:]+after[:closing], `"CreativeWork"`)
		b.WriteString(rest[:k])
		if !subscription {
			b.WriteString(product)
		}
		rest = rest[k+len(product):]
	}
	b.WriteString(rest)
	return b.String()
}
