package classify

import (
	"unicode"

	"folio/extractor/internal/dom"
)

// Prices in the chosen content: a card's price is a short line ("€88",
// "$19.99", "Sale: $1,099.00") that the model, which learnt that short
// lines are mostly chrome, often finds unlikely, and dropUnlikely cut it
// from grids whose truth keeps it. A price is told by a currency sign of
// any script (Unicode's Sc category) next to a digit, so no word list is
// needed; a price inside a link is an affiliate's button ("$115 at
// Wayfair", "$500 from Amazon") that articles' truths leave out, and is
// still dropped.
//
// Measured (gym score): wcxb-dev collection 0.7824 -> 0.7844 (10 pages
// gain, 2 lose), listing 0.8046 -> 0.8055 (2 gain), product -0.0001 (a
// sticky bar's repeated price), article one page -0.001; ScrapingHub and
// trafilatura-dev unchanged.
const priceWords = 6 // words of a price line

// priceUnit reports whether unit u is a price: a few words, mostly not a
// link's, with a currency sign next to a digit.
func priceUnit(x *index, u int32) bool {
	if x.unitWords[u] > priceWords || 2*x.unitLink[u] > x.unitText[u] {
		return false
	}
	return hasPrice(dom.Text(x.nodes[u], skipped))
}

// hasPrice reports whether s holds a currency sign beside a digit,
// white space allowed between them ("$19.99", "19,99 €", "€ 45").
func hasPrice(s string) bool { return Prices(s) > 0 }

// Prices counts the currency signs (Unicode's Sc category) of s that
// stand beside a digit, white space allowed between them: "$19.99" and
// "19,99 €" hold one price, "$1,999.95 $1,999.95" two.
func Prices(s string) int {
	n := 0
	waiting, prevDigit := false, false // a sign waits for its digit; the last non-space rune was a digit
	for _, r := range s {
		switch {
		case unicode.IsSpace(r):
			continue
		case unicode.Is(unicode.Sc, r):
			if prevDigit {
				n++
			}
			waiting, prevDigit = !prevDigit, false
		case unicode.IsDigit(r):
			if waiting {
				n++
			}
			waiting, prevDigit = false, true
		default:
			waiting, prevDigit = false, false
		}
	}
	return n
}
