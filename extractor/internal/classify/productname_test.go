package classify

import "testing"

// TestKeepProductName: inside a chosen buy box, the product's <h1> that
// mergeUp would skip stays on a product page, also when a menu drawer's
// <h1> ("Menu") comes first on the page; a skipped price line beside it,
// and the same heading on an article, are left skipped.
func TestKeepProductName(t *testing.T) {
	box := `<div id="box"><h1 id="name">Strix RTX 4080 Super</h1><p id="price">Call for price</p>` +
		`<ul id="bullets"><li>16 GB memory</li><li>Three fans</li></ul><p id="clock">Boost clock 2.6 GHz.</p></div>`
	for _, tc := range []struct{ name, page string }{
		{"name first", `<html><body>` + box + `</body></html>`},
		{"menu first", `<html><body><div id="drawer"><h1>Menu</h1></div>` + box + `</body></html>`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			run := func(typ PageType) (map[int32]Role, map[string]int32) {
				x := indexPage(t, tc.page)
				s := score(x, routeOptions{})
				ids := nodeIDs(x)
				mains := map[int32]float64{ids["bullets"]: 1, ids["clock"]: 1}
				skips := mergeUp(x, s, mains)
				if _, ok := mains[ids["bullets"]]; ok {
					t.Fatalf("mergeUp did not climb from the chosen blocks: %v", mains)
				}
				keepProductName(x, s, routeOptions{pageType: typ}, mains, skips)
				return skips, ids
			}
			got, ids := run(TypeProduct)
			if _, skipped := got[ids["name"]]; skipped {
				t.Errorf("the product's <h1> is still skipped")
			}
			if _, skipped := got[ids["price"]]; !skipped {
				t.Errorf("the unchosen price line is no longer skipped")
			}
			if got, ids := run(TypeArticle); got[ids["name"]] == "" {
				t.Errorf("an article's <h1> was kept")
			}
		})
	}
}
