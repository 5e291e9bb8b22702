package extractor

import (
	"strings"
	"testing"
)

// TestSellsReachesPrune: a page that declares no type but has one
// add-to-cart form gets the product rules in the prune stage (the
// classifier's Page.Sells is handed on): the size stamped under each bit of
// a driver kit is cut as a badge.
func TestSellsReachesPrune(t *testing.T) {
	var bits strings.Builder
	for _, b := range []string{"P2", "T5", "Y000", "PH1"} {
		bits.WriteString(`<li><div class="bit"><span>` + b + ` bit for precision screws</span></div><div class="shank">4 mm</div></li>`)
	}
	page := `<html><head><title>Driver Kit</title></head><body><main><h1>Driver Kit</h1>` +
		strings.Repeat(`<p>A precision driver kit with a magnetic handle, a flexible extension and a sturdy case for every repair at home.</p>`, 3) +
		`<form id="addToCart" method="post" action="/buy"><input type="submit" value="Add to Cart"></form>` +
		`<ul>` + bits.String() + `</ul></main></body></html>`
	for _, c := range []struct {
		form bool
		want bool // whether "4 mm" stays
	}{{true, false}, {false, true}} {
		p := page
		if !c.form {
			p = strings.Replace(p, `id="addToCart" `, ``, 1)
		}
		res, err := Extract([]byte(p), WithURL("https://shop.example/kit"))
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(res.Markdown, "4 mm"); got != c.want {
			t.Errorf("form %v: \"4 mm\" kept %v, want %v\n%s", c.form, got, c.want, res.Markdown)
		}
	}
}
