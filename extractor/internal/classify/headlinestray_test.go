package classify

import (
	"strings"
	"testing"

	"folio/extractor/internal/dom"
)

// TestHeadlineNotStray: a shop page whose markup puts the description
// first and the buy box with the product's name after it keeps the buy
// box, while a short teaser after it, and a block holding a second <h1>,
// are still strays.
func TestHeadlineNotStray(t *testing.T) {
	long := strings.Repeat("The skillet is cast in one piece and seasoned with oil. ", 30)
	page := `<html><body><div id="desc"><p>` + long + `</p></div>` +
		`<div id="buy" class="buybox"><h1>Cast Iron Skillet</h1><p>$19.90</p></div>` +
		`<div id="labs" class="labs"><h1>Labs</h1><p>Try our labs.</p></div>` +
		`<div id="teaser" class="teaser"><p>You may also like: pans.</p></div></body></html>`
	x := indexPage(t, page)
	s := score(x, routeOptions{})
	mains := map[int32]float64{}
	ids := map[string]int32{}
	for i, n := range x.nodes {
		if id := dom.Attr(n, "id"); id != "" {
			ids[id] = int32(i)
			mains[int32(i)] = 1
		}
	}
	dropStrays(x, s, routeOptions{pageType: TypeProduct}, mains)
	if _, ok := mains[ids["buy"]]; !ok {
		t.Errorf("the block holding the page's <h1> was cut as a stray")
	}
	for _, id := range []string{"labs", "teaser"} {
		if _, ok := mains[ids[id]]; ok {
			t.Errorf("%s kept, want cut as a stray", id)
		}
	}
	if _, ok := mains[ids["desc"]]; !ok {
		t.Errorf("the dominant block was cut")
	}
}
