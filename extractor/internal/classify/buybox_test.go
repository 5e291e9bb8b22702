package classify

import (
	"strings"
	"testing"
	"time"
)

// TestRescueBuyBox: when the chosen blocks are the description tab below
// it, the buy box's short description joins the content on a product
// page; its name, its price, a hidden backorder notice and a paragraph the
// model doubts stay out, and nothing joins on an article, on a page
// without a cart form, nor when a chosen block already lies in the box.
func TestRescueBuyBox(t *testing.T) {
	form := `<form action="/cart/add"><button>Add to cart</button></form>`
	box := `<div id="box"><h1 id="name">Nano Puff Jacket</h1><div id="price">$229.00</div>` +
		`<p id="short">Engineered as a weather-resistant, lightweight and packable insulation layer for climbers.</p>` +
		`<p id="backorder" hidden>Nano Puff Jacket is backordered and will ship as soon as it is back in stock.</p>` +
		`<p id="doubted">Free shipping on every order over one hundred dollars placed this week.</p>` + form + `</div>`
	tab := `<div id="tab"><p id="long">` + strings.Repeat("Recycled polyester ripstop shell with a durable water repellent finish. ", 8) + `</p></div>`
	run := func(page string, opt routeOptions, chosen ...string) map[string]bool {
		x, s, byID := doubtedPage(t, page, "doubted")
		mains := map[int32]float64{}
		for _, id := range chosen {
			mains[byID[id]] = 1
		}
		rescueBuyBox(x, s, opt, mains)
		got := map[string]bool{}
		for id, i := range byID {
			if _, ok := mains[i]; ok {
				got[id] = true
			}
		}
		return got
	}
	page := `<html><body>` + box + tab + `</body></html>`
	got := run(page, routeOptions{pageType: TypeProduct}, "tab")
	if !got["short"] {
		t.Errorf("the buy box's short description did not join the content")
	}
	for _, id := range []string{"name", "price", "backorder", "doubted", "box"} {
		if got[id] {
			t.Errorf("%s joined the content", id)
		}
	}
	if got := run(page, routeOptions{sells: true}, "tab"); !got["short"] {
		t.Errorf("an untyped page that sells one thing did not keep its short description")
	}
	if got := run(page, routeOptions{pageType: TypeArticle}, "tab"); got["short"] {
		t.Errorf("an article took a paragraph beside a form")
	}
	if got := run(strings.Replace(page, form, "", 1), routeOptions{pageType: TypeProduct}, "tab"); got["short"] {
		t.Errorf("a box without an add-to-cart form was read as a buy box")
	}
	if got := run(page, routeOptions{pageType: TypeProduct}, "tab", "price"); got["short"] {
		t.Errorf("the rule added to a buy box the content already reads")
	}
}

// TestBuyBoxLinear: the climb from the cart form reads each box's new
// part once. Each ancestor holds little text but may hold many empty
// elements (icons, spacers, hidden inputs); reading every ancestor's whole
// subtree for an <h1> cost depth times the page (400 boxes of 1,000 empty
// elements each: about 1.5 s here), the linear climb some milliseconds.
func TestBuyBoxLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("a page of 400,000 elements")
	}
	const depth, fill = 400, 1000
	spacers := strings.Repeat(`<span></span>`, fill)
	page := `<html><body><div id="page">` + strings.Repeat(`<div>`+spacers, depth) + `<form action="/cart/add"><button>Add</button></form>` +
		strings.Repeat(`</div>`, depth) + `<h1>Trail pack</h1></div></body></html>`
	x, s, byID := doubtedPage(t, page)
	start := time.Now()
	box := buyBox(x, s)
	if took := time.Since(start); took > 250*time.Millisecond {
		t.Errorf("took %v", took)
	}
	if box != byID["page"] {
		t.Errorf("buy box %d, want the page's box %d", box, byID["page"])
	}
}
