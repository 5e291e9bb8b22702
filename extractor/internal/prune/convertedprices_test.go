package prune

import (
	"strings"
	"testing"

	"folio/extractor/internal/classify"
)

// conversions is a currency plug-in's list of the price in other
// currencies, one item per code given.
func conversions(codes ...string) string {
	var b strings.Builder
	b.WriteString(`<ul class="price_info_list">`)
	for _, c := range codes {
		b.WriteString(`<li><b>` + c + `</b>: <span class="amount">$110.82</span></li>`)
	}
	b.WriteString(`</ul>`)
	return b.String()
}

func TestConvertedPrices(t *testing.T) {
	desc := `<h1>Iris Hemp Dress</h1><p>` + para("dress", 50) + `</p>`
	cases := []struct {
		name string
		html string
		typ  classify.PageType
		cut  bool
	}{
		{"the price in five other currencies", desc + conversions("AED", "GBP", "AUD", "USD", "CAD"), classify.TypeProduct, true},
		{"not on an article", desc + conversions("AED", "GBP", "AUD", "USD", "CAD"), classify.TypeArticle, false},
		{"three conversions are too few", desc + conversions("AED", "GBP", "AUD"), classify.TypeProduct, false},
		{"a code twice is no conversion list", desc + conversions("AED", "GBP", "AUD", "GBP"), classify.TypeProduct, false},
		{"an item that is not a currency", desc + conversions("AED", "GBP", "AUD", "USD", "SKU"), classify.TypeProduct, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := cutTexts(t, c.html, c.typ)
			hit := false
			for _, s := range got {
				hit = hit || strings.Contains(s, "aed")
			}
			if hit != c.cut {
				t.Errorf("cuts = %q, want the conversions cut: %v", got, c.cut)
			}
		})
	}
}

func TestConvertedAmount(t *testing.T) {
	for s, want := range map[string]bool{
		"AED : 549.56AED": true, "GBP: $110.82": true, "USD 149.64": true, "ZAR : $ 2,679.54": true,
		"USD": false, "XYZ: 12": false, "USD: free": false, "EUR: 12 per month today": false,
	} {
		if _, got := convertedAmount(s); got != want {
			t.Errorf("convertedAmount(%q) = %v, want %v", s, got, want)
		}
	}
}
