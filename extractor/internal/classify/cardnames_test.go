package classify

import (
	"fmt"
	"strings"
	"testing"
)

// TestCardNamesSurviveTheModel: in a row of cards, an item's name that the
// model doubts stays when it is a heading inside the card's link or the
// whole text of a link around a picture (a tile of a picture and a name);
// the same lines in a lone link, a link to "#", or a link holding more
// than the name are left to the model.
func TestCardNamesSurviveTheModel(t *testing.T) {
	tiles, heads := "", ""
	for k, who := range []string{"Women", "Men", "Kids"} {
		tiles += fmt.Sprintf(`<div class="card"><a href="/c/%d"><div id="tile-%d" class="tile"><img src="/i/%d.jpg" alt=""><span>%s</span></div></a></div>`, k, k, k, who)
		heads += fmt.Sprintf(`<li class="item"><a href="/p/%d"><img src="/i/p%d.jpg" alt=""><h3 id="head-%d">Sofa model %d</h3></a><p>$%d99</p></li>`, k, k, k, k, k+1)
	}
	page := `<html><body><main id="main"><p>` + strings.Repeat("Our shop sells furniture for every room of the house. ", 4) + `</p>` +
		`<div class="tiles">` + tiles + `</div><ul>` + heads + `</ul>` +
		`<div><a href="/alone"><div id="alone"><img src="/i/a.jpg" alt=""><span>Outlet</span></div></a></div>` +
		`<div class="row"><div class="box"><a href="#"><h3 id="toggle">Details</h3></a></div><div class="box"><a href="#"><h3>More</h3></a></div><div class="box"><a href="#"><h3>Less</h3></a></div></div>` +
		`<div class="cards"><div class="c"><a href="/x/1"><img src="/i/x1.jpg" alt=""><div id="badged">Lamp</div><div>New</div></a></div>` +
		`<div class="c"><a href="/x/2"><img src="/i/x2.jpg" alt=""><div>Desk</div><div>New</div></a></div>` +
		`<div class="c"><a href="/x/3"><img src="/i/x3.jpg" alt=""><div>Chair</div><div>New</div></a></div></div>` +
		`</main></body></html>`
	x, s, byID := doubtedPage(t, page, "tile-0", "tile-1", "tile-2", "head-0", "head-1", "head-2", "alone", "toggle", "badged")
	mains := map[int32]float64{byID["main"]: 1}
	dropUnlikely(x, s, routeOptions{}, mains)
	checkKept(t, mainText(emitBlocks(x, s, mains)),
		[]string{"Women", "Men", "Kids", "Sofa model 0", "Sofa model 2"},
		[]string{"Outlet", "Details", "Lamp"})
}

// TestCardRowLooksNearby: a card's kin are looked for among its
// cardRowScan nearest siblings on each side, so a lone tile after a long
// run of other boxes is no row.
func TestCardRowLooksNearby(t *testing.T) {
	page := `<html><body><main id="main">`
	for k := 0; k < 2; k++ {
		page += fmt.Sprintf(`<div class="tile"><a href="/t/%d"><div><img src="/i/%d.jpg" alt=""><span>Tile %d</span></div></a></div>`, k, k, k)
	}
	for k := 0; k < cardRowScan; k++ {
		page += `<p>` + strings.Repeat("A paragraph between the tiles. ", 5) + `</p>`
	}
	page += `<div class="tile"><a href="/t/far"><div id="far"><img src="/i/far.jpg" alt=""><span>Far tile</span></div></a></div></main></body></html>`
	x, s, byID := doubtedPage(t, page, "far")
	mains := map[int32]float64{byID["main"]: 1}
	dropUnlikely(x, s, routeOptions{}, mains)
	checkKept(t, mainText(emitBlocks(x, s, mains)), []string{"Tile 0"}, []string{"Far tile"})
}
