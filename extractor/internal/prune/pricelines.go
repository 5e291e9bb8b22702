package prune

import "folio/extractor/internal/classify"

// Labelled prices. phrases.txt cuts a line that starts "Regular price" or
// "Current price": on a collection's card that is the label a theme prints
// before the price (Shopify's Dawn writes "Regular price" visually hidden,
// then the amount), and WCXB's truth leaves the label out. But the prefix
// rule cuts the whole line, so the price went with its label, and the
// truth keeps the price: wcxb-dev 0638's 51 coffee cards lost every price.
// A line holding exactly one price (a currency sign beside a digit,
// classify.Prices) is that card's price with its label, and stays; the
// srlabels rule cuts a hidden label on its own. A line with two prices or
// more ("Regular price $1,999.95 Sale price $1,999.95") is a theme's
// alternate sale layout that repeats the price shown beside it, and is
// still cut.
//
// Measured (gym score): wcxb-dev collection 0.79613 -> 0.79639 (the coffee
// shop 0.478 -> 0.563; a headphone shop on the same theme 0.646 -> 0.592,
// whose truth writes each price once where the page shows it twice),
// every other page unchanged; ScrapingHub, trafilatura-dev and
// readability-testpages unchanged.

// labelledPrice reports whether a line the phrase prefixes name holds one
// price.
func labelledPrice(text string) bool { return classify.Prices(text) == 1 }
