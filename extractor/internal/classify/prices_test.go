package classify

import (
	"testing"
)

func TestHasPrice(t *testing.T) {
	for s, want := range map[string]bool{
		"$19.99": true, "19,99 €": true, "€ 45": true, "Sale: $1,099.00": true, "¥1200": true, "₹ 499": true,
		"Save 20%": false, "4.5 out of 5": false, "US$": false, "$": false, "Price": false, "3 colours": false,
	} {
		if got := hasPrice(s); got != want {
			t.Errorf("hasPrice(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestPrices(t *testing.T) {
	for s, want := range map[string]int{
		"$19.99": 1, "19,99 €": 1, "Regular price $19.99": 1, "$1,999.95 $1,999.95": 2,
		"Sale price £88 Regular price £102": 2, "19 € 20": 1, "Save 20%": 0, "US$": 0,
	} {
		if got := Prices(s); got != want {
			t.Errorf("Prices(%q) = %d, want %d", s, got, want)
		}
	}
}

// TestPricesSurviveTheModel: a card's price is a short unit the model may
// doubt; it stays, while a doubted label and a price inside a link (an
// affiliate's "$115 at Wayfair" button) go.
func TestPricesSurviveTheModel(t *testing.T) {
	page := `<html><body><ul id="grid"><li><h3>Glossier You Duo</h3><div id="price">€88</div>` +
		`<div id="label">Limited edition</div><div id="buy"><a href="/shop">$115 at Wayfair</a></div></li></ul></body></html>`
	x, s, byID := doubtedPage(t, page, "price", "label", "buy")
	mains := map[int32]float64{byID["grid"]: 1}
	dropUnlikely(x, s, routeOptions{}, mains)
	checkKept(t, mainText(emitBlocks(x, s, mains)), []string{"Glossier You Duo", "€88"}, []string{"Limited edition", "Wayfair"})
}
