package prune

import (
	"strings"
	"testing"

	"folio/extractor/internal/classify"
)

// ratedProduct is a product's page: its name, the rating line given, its
// price and description.
func ratedProduct(rating string) string {
	return `<h1>Trail Runner 2</h1><div class="summary"><span>` + rating + `</span></div><p>$129.00</p><p>` +
		para("shoe", 50) + `</p>`
}

// ratedCards is a grid of n cards, each with its score.
func ratedCards(n int) string {
	var b strings.Builder
	b.WriteString(`<ul>`)
	for i := range n {
		b.WriteString(`<li><h3>Skillet ` + string(rune('A'+i)) + `</h3><div>4.` + string(rune('1'+i)) +
			` out of 5 Stars. 12 reviews</div><b>$19.99</b></li>`)
	}
	b.WriteString(`</ul>`)
	return b.String()
}

func TestRatingSummaries(t *testing.T) {
	cases := []struct {
		name string
		html string
		typ  classify.PageType
		cut  bool
	}{
		{"the product's average score", ratedProduct("4.6 out of 5 Stars. 1664 reviews"), classify.TypeProduct, true},
		{"a score with a slash", ratedProduct("3.72 / 5 (212)"), classify.TypeProduct, true},
		{"a French score in a sentence", ratedProduct("Déjà 17200 avis et une note de 4,5 / 5"), classify.TypeProduct, true},
		{"a whole score in words", ratedProduct("Rated 5 out of 5 stars by 3 customers"), classify.TypeProduct, true},
		{"a review's verdict", ratedProduct("Our score: 4.5 out of 5"), classify.TypeProduct, false},
		{"a German review's verdict", ratedProduct("Unsere Wertung: 4,5 von 5 Sternen"), classify.TypeProduct, false},
		{"a bare score", ratedProduct("3.72 / 5"), classify.TypeProduct, false},
		{"a shoe's size in two systems", ratedProduct("Size 4.5 / 5 (EU 37.5)"), classify.TypeProduct, false},
		{"a German shoe's size in two systems", ratedProduct("Größe: UK 4,5 / 5 (EU 38)"), classify.TypeProduct, false},
		{"a specification's measures", ratedProduct("Kabellänge: 1,5 / 5 m, 230 V"), classify.TypeProduct, false},
		{"not on an article", ratedProduct("4.6 out of 5 Stars. 1664 reviews"), classify.TypeArticle, false},
		{"a histogram's bare fraction", ratedProduct("4/5"), classify.TypeProduct, false},
		{"a critic's quote", ratedProduct("5/5 – GamesRadar+"), classify.TypeProduct, false},
		{"a score out of ten", ratedProduct("8.5 / 10"), classify.TypeProduct, false},
		{"a review that names a score", ratedProduct("I would give these shoes 4.5 out of 5 if the laces were longer and the heel a little softer"), classify.TypeProduct, false},
		{"reviews' own scores count toward the grid's guard", ratedProduct("4.6 out of 5 stars, 44,754 ratings") +
			`<div>5.0 out of 5 stars</div><p>` + para("laces", 20) + `</p><div>4.0 out of 5 stars</div><p>` + para("heel", 20) + `</p>`, classify.TypeProduct, false},
		{"the cards of a grid keep their scores", `<h1>Skillets</h1>` + ratedCards(4), classify.TypeProduct, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			hit := false
			for _, s := range cutTexts(t, c.html, c.typ) {
				hit = hit || strings.Contains(s, "5")
			}
			if hit != c.cut {
				t.Errorf("rating cut = %v, want %v", hit, c.cut)
			}
		})
	}
}

func TestRatingScore(t *testing.T) {
	for s, want := range map[string]bool{
		"4.6 out of 5 Stars. 1664 reviews": true, "Rated 4.4 out of 5 stars.": true, "3.72 / 5": true,
		"4,5 von 5 Sternen": true, "4,5 z 5": true, "(4.7) of 5.0": true, "4.5/5": true,
		"1/5": false, "5/5 – GamesRadar+": false, "8.5 / 10": false, "4.6 out of 10": false,
		"Version 4.5 of the app": false, "12.5 / 5": false, "out of 5": false,
		"1,5 / 5 m": false, "2.5/5 mm": false, "4.5 / 5 kg": false,
	} {
		if got := ratingScore(s); got != want {
			t.Errorf("ratingScore(%q) = %v, want %v", s, got, want)
		}
	}
}
