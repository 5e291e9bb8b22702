package classify

import "testing"

// TestProductShapeMembers: on a product page, the unchosen answers of an
// accordion whose other answers are chosen join them; a product tile of
// the same shape that is a link, and a review of the same shape under a
// comments box, stay out. The same tile joins on a page of another type.
func TestProductShapeMembers(t *testing.T) {
	item := func(id, body string) string {
		return `<div class="acc-item"><p class="acc-body" id="` + id + `">` + body + `</p></div>`
	}
	page := `<html><body><div class="acc">` +
		item("a1", "Yes, the powder is vegan and made with plants.") +
		item("a2", "Each serving gives forty grams of protein.") +
		item("a3", "It has fewer carbohydrates than the original.") +
		item("a4", "Have it whenever you need a complete meal.") +
		item("tile", `<a href="/other">Another product in the range</a>`) +
		`</div><div id="comments"><div class="acc">` + item("review", "Tastes great, I have it every morning.") + `</div></div></body></html>`
	run := func(typ PageType) map[string]bool {
		x := indexPage(t, page)
		s := score(x, routeOptions{pageType: typ})
		ids := nodeIDs(x)
		mains := map[int32]float64{ids["a1"]: 1, ids["a2"]: 1, ids["a3"]: 1}
		rescueShapes(x, s, routeOptions{pageType: typ}, mains)
		got := map[string]bool{}
		for id, i := range ids {
			if _, ok := mains[i]; ok {
				got[id] = true
			}
		}
		return got
	}
	got := run(TypeProduct)
	if !got["a4"] {
		t.Errorf("the unchosen answer did not join its chosen siblings")
	}
	for _, id := range []string{"tile", "review"} {
		if got[id] {
			t.Errorf("%s joined on a product page", id)
		}
	}
	if !run(TypeUnknown)["tile"] {
		t.Errorf("on another page the linked member no longer joins")
	}
}
