package prune

import (
	"strings"
	"testing"

	"folio/extractor/internal/classify"
)

// bitCard is a driver kit's bit: its name, then its shank size in a line
// of its own.
func bitCard(name string) string {
	return `<li><div class="bit"><span class="name">` + name + `</span></div><div class="shank">4 mm</div></li>`
}

func TestShortRepeats(t *testing.T) {
	kit := `<p>` + serum + `</p><ul>` + bitCard("P2") + bitCard("T5") + bitCard("Y000") + `</ul>`
	cases := []struct {
		name string
		html string
		typ  classify.PageType
		want []string
	}{
		{
			name: "a size stamped under each item of a kit",
			html: kit,
			typ:  classify.TypeProduct,
			want: []string{"4 mm", "4 mm", "4 mm"},
		},
		{
			name: "twice is not a stamp",
			html: `<p>` + serum + `</p><ul>` + bitCard("P2") + bitCard("T5") + `</ul>`,
			typ:  classify.TypeProduct,
		},
		{
			name: "labels over their values in a comparison",
			html: `<p>` + serum + `</p><div class="col"><p>Fabric Content</p><p>Long-staple cotton</p></div>` +
				`<div class="col"><p>Fabric Content</p><p>European flax</p></div><div class="col"><p>Fabric Content</p><p>Organic cotton</p></div>`,
			typ: classify.TypeProduct,
		},
		{
			name: "a price on every card",
			html: `<p>` + serum + `</p><ul>` +
				`<li><p>Blue mug</p><div><p>$19.95</p></div></li><li><p>Red mug</p><div><p>$19.95</p></div></li><li><p>Big mug</p><div><p>$19.95</p></div></li></ul>`,
			typ: classify.TypeProduct,
		},
		{
			// Any currency sign beside a digit is a price (classify.Prices),
			// not only the dollar, euro, pound and yen.
			name: "a price in rupees on every card",
			html: `<p>` + serum + `</p><ul>` +
				`<li><p>Blue mug</p><div><p>₹1,299</p></div></li><li><p>Red mug</p><div><p>₹1,299</p></div></li><li><p>Big mug</p><div><p>₹1,299</p></div></li></ul>`,
			typ: classify.TypeProduct,
		},
		{
			name: "a spec table's cells",
			html: `<p>` + serum + `</p><table>` + strings.Repeat(`<tr><td><div>Included</div></td></tr>`, 3) + `</table>`,
			typ:  classify.TypeProduct,
		},
		{
			name: "not on an article",
			html: kit,
			typ:  classify.TypeArticle,
		},
	}
	for _, c := range cases {
		got := cutTexts(t, c.html, c.typ)
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%s: cut %q, want %q", c.name, got, c.want)
		}
	}
}
