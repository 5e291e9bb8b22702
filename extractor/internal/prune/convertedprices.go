package prune

import (
	"strings"

	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
)

// Converted prices: a shop's currency plug-in (WooCommerce Currency
// Switcher's price-info list, and the like) prints the product's price
// once more in every currency it sells in, as a list under the price,
// "AED: 549.56", "GBP: $110.82", "USD: $149.64", which the browser shows
// as a tooltip. The reader came for the price in the page's currency; the
// eleven conversions are a widget, and no wcxb-dev truth keeps one.
//
// A list is one when each of its items with text (at least
// convertedMin of them) is a distinct ISO 4217 code and an amount, and
// nothing else: a code, an optional colon, and at most two words, one with
// a digit. The rule keeps to product pages (repeats.go's t.product): an
// article on exchange rates lists them as its content.
//
// Measured (gym score wcxb, the rule against none, on 734d4a6): product
// 0.79827 -> 0.79916 (a WooCommerce dress 0.805 -> 0.911), every other
// type unchanged page for page; ScrapingHub, trafilatura-dev and
// readability-testpages unchanged page for page. The pattern (a line
// "CODE: amount") appears in no other output of the four corpora.
const convertedMin = 4

func convertedPrices(t *tree, cut func(int32, classify.Role)) {
	if !t.product() {
		return
	}
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.cut[i] || t.text[i] == 0 || !convertedList(t, i) || !t.canCut(i) {
			continue
		}
		cut(i, classify.RoleBoilerplate)
		i = t.end[i] - 1
	}
}

// convertedList reports whether element i's children with text are
// convertedMin or more conversions of one price into distinct currencies.
func convertedList(t *tree, i int32) bool {
	switch t.nodes[i].DataAtom {
	case atom.Ul, atom.Ol, atom.Dl, atom.Div:
	default:
		return false
	}
	var codes []string
	for c := i + 1; c < t.end[i]; c = t.end[c] {
		if t.text[c] == 0 {
			continue
		}
		if t.unit[c] != c {
			return false
		}
		code, ok := convertedAmount(t.unitText[c])
		if !ok {
			return false
		}
		for _, s := range codes {
			if s == code {
				return false
			}
		}
		codes = append(codes, code)
	}
	return len(codes) >= convertedMin
}

// convertedAmount returns the currency code of a line "AED: 549.56AED"
// ("GBP : $110.82", "USD 149.64"), and whether the line is one.
func convertedAmount(s string) (string, bool) {
	f := strings.Fields(strings.Replace(s, ":", " ", 1))
	if len(f) < 2 || len(f) > 3 || !isoCurrencies[f[0]] {
		return "", false
	}
	return f[0], strings.ContainsAny(f[1], "0123456789") || len(f) == 3 && strings.ContainsAny(f[2], "0123456789")
}

// isoCurrencies are the ISO 4217 codes of the currencies shops most often
// convert into, written as the codes are, in capitals.
var isoCurrencies = map[string]bool{}

func init() {
	for _, c := range strings.Fields("AED ARS AUD BGN BRL CAD CHF CLP CNY COP CZK DKK EGP EUR GBP HKD HUF IDR ILS INR " +
		"ISK JPY KES KRW KWD MAD MXN MYR NGN NOK NZD OMR PEN PHP PKR PLN QAR RON RSD RUB SAR SEK SGD THB TRY " +
		"TWD UAH USD VND ZAR") {
		isoCurrencies[c] = true
	}
}
