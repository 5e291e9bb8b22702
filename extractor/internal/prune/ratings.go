package prune

import (
	"strings"

	"folio/extractor/internal/classify"
)

// Rating summaries: beside a product's name a shop prints its average
// score ("4.6 out of 5 Stars. 1664 reviews", "Rated 4.76 out of 5 based on
// 29 customer ratings", "Déjà 17200 avis et une note de 4,5 / 5"), over stars
// drawn as icons. WCXB's product truths are the description, the
// specifications and the price, and leave the score out: on wcxb-dev's
// product pages such lines stand on six hosts' pages and no truth keeps
// one. The score is a number from 0 to 5 with a decimal, or one joined to
// "5" by the words of "out of" ("4,5 von 5", "4,5 sur 5", "4,5 z 5"), or
// both; a bare fraction ("1/5", "5/5 – GamesRadar+") is a histogram's
// row or a critic's quote, which truths keep.
//
// An average comes with the number of scores it averages ("1664
// reviews", "based on 29 customer ratings", "17200 avis"): the unit must
// hold a third number beside the score and its scale (ratingCounted). An
// editor's verdict stands alone ("Our score: 4.5 out of 5", "Unsere
// Wertung: 4,5 von 5"), and is the point of a review article, which
// routes as a product's page when its JSON-LD Review names the Product
// it reviews.
//
// Guards: only on a product's page (tree.product), only a unit of
// ratingWords words or fewer (a review that mentions a score is text),
// and only when the content holds ratingMax scores at most, counted or
// not: more are the cards of a grid or a list of reviews, each with its
// score, which collection truths keep with their cards (an Amazon or
// Walmart best-seller grid, Sam's Club's tiles; Amazon UK's review cards
// "5.0 out of 5 stars" beside the product's counted score, which that
// page's truth keeps).
//
// Measured (gym score wcxb, on 7d35813): product .80843 -> .80864 (a
// WooCommerce sandal shop 0.929 -> 0.936, a French gift shop 0.892 ->
// 0.898, Walmart's blender 0.694 -> 0.706), no page of any type loses;
// the product type's share of host-bootstrap draws below 0.80 33.1% ->
// 32.8%. Five ratings instead of two add Amazon UK's review cards (0.662
// -> 0.681): reviews, which truths label both ways.
const (
	ratingWords = 10
	ratingMax   = 2
)

// measureUnits are the symbols of the units a specification writes after
// a number (SI and the inch, foot and pound of shops' specifications),
// lower-cased.
var measureUnits = map[string]bool{
	"mm": true, "cm": true, "m": true, "km": true, "in": true, "ft": true, "\"": true,
	"g": true, "kg": true, "lb": true, "lbs": true, "oz": true,
	"ml": true, "cl": true, "l": true, "v": true, "w": true, "kw": true, "mah": true,
}

// ratingJoins are the words that join a score to its scale ("4.5 out of
// 5", "4,5 von 5", "4,5 de 5"), in the languages of the corpora.
var ratingJoins = map[string]bool{"of": true, "von": true, "sur": true, "su": true, "van": true, "z": true, "av": true, "de": true}

func ratingSummaries(t *tree, cut func(int32, classify.Role)) {
	if !t.product() {
		return
	}
	var found []int32
	scores := 0
	for _, u := range t.units {
		if t.cut[u] || t.unitText[u] == "" || t.text[u] > shortLetters(ratingWords) {
			continue
		}
		if s := t.unitText[u]; !wordsOver(s, ratingWords) && ratingScore(s) {
			if scores++; scores > ratingMax {
				return // a list of reviews, each with its score, counted or not
			}
			if ratingCounted(s) {
				found = append(found, u)
			}
		}
	}
	for _, u := range found {
		if t.canCut(u) {
			cut(u, classify.RoleBoilerplate)
		}
	}
}

// ratingScore reports whether s gives a score out of five: a number from
// 0 to 5, then "/" or joining words, then 5 ("4.6 out of 5", "3.72 / 5",
// "4,5 von 5"), with a decimal or joining words or both, and no unit of
// measure after the 5: a product's specification writes two sizes that
// way ("Kabellänge: 1,5 / 5 m", "2.5/5 mm").
func ratingScore(s string) bool {
	if !strings.Contains(s, "5") {
		return false // no scale: most units, read without splitting them
	}
	f := strings.Fields(strings.ReplaceAll(strings.ToLower(s), "/", " / "))
	for i, w := range f {
		decimal, ok := scoreNumber(w)
		if !ok {
			continue
		}
		j, words := i+1, false
		for j < len(f) && j < i+3 && (f[j] == "out" || ratingJoins[f[j]]) {
			j, words = j+1, true
		}
		if !words && j < len(f) && f[j] == "/" {
			j++
		}
		if j == i+1 || j >= len(f) || !(decimal || words) {
			continue
		}
		if j+1 < len(f) && measureUnits[strings.TrimRight(f[j+1], ".,;:)")] {
			continue // a measure: "1,5 / 5 m", "2.5/5 mm"
		}
		if scale := strings.TrimRight(f[j], ".,;:*)"); scale == "5" || scale == "5.0" || scale == "5,0" {
			return true
		}
	}
	return false
}

// scoreNumber reports whether w is a number from 0 to 5 with at most two
// decimals ("4", "4.5", "3,72"), and whether it has a decimal.
func scoreNumber(w string) (decimal, ok bool) {
	w = strings.TrimRight(strings.TrimLeft(w, "(*"), ")*")
	if w == "" || w[0] < '0' || w[0] > '5' {
		return false, false
	}
	if len(w) == 1 {
		return false, true
	}
	if (w[1] != '.' && w[1] != ',') || len(w) < 3 || len(w) > 4 {
		return false, false
	}
	for _, c := range w[2:] {
		if c < '0' || c > '9' {
			return false, false
		}
	}
	return true, true
}

// ratingCounted reports whether s holds three numbers or more: the score,
// its scale and the count of scores averaged ("4.6 out of 5. 1664
// reviews", "3.72 / 5 (212)"). A number labelled by a size system's code
// before it ("EU 37.5", "UK 5") is a size, not a count: a shoe's "Size
// 4.5 / 5 (EU 37.5)" reads as a score and its scale, and its third number
// is the same size in another system.
func ratingCounted(s string) bool {
	n := 0
	prev := ""
	for w := range strings.FieldsSeq(strings.ReplaceAll(s, "/", " / ")) {
		if w = strings.TrimLeft(w, "([*"); w != "" && w[0] >= '0' && w[0] <= '9' && !sizeCode(prev) {
			n++
		}
		prev = w
	}
	return n >= 3
}

// sizeCode reports whether w is the code of a size system as shops print
// it before a shoe or clothing size: two or three capitals ("EU", "UK",
// "US", "FR"). A count of ratings follows a word, a bracket or the scale,
// never such a code.
func sizeCode(w string) bool {
	if len(w) < 2 || len(w) > 3 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'A' || w[i] > 'Z' {
			return false
		}
	}
	return true
}
