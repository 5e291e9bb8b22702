package classify

import (
	"strings"
	"testing"
)

// TestDropNavEchoes: a sidebar's category list whose links all go where
// the category tiles go (but for the page's own entry, which would be one
// link in four going elsewhere) is navigation; the same list outside any
// chrome word, with prose of its own, or going elsewhere, and the tiles
// themselves stay.
func TestDropNavEchoes(t *testing.T) {
	subs := []string{"speakers", "cameras", "phones"}
	tiles := `<div id="tiles"><ul>`
	for _, c := range subs {
		tiles += `<li><a href="/c/gadgets/` + c + `/"><img src="/` + c + `.jpg"></a><h2><a href="/c/gadgets/` + c + `/">` + strings.ToUpper(c[:1]) + c[1:] + ` (12)</a></h2></li>`
	}
	tiles += `</ul></div>`
	list := func(base string) string {
		l := `<div id="cats"><h4>Categories</h4><ul><li><a href="https://shop.example/c/gadgets/">Gadgets</a> (312)<ul>`
		for _, c := range subs {
			l += `<li><a href="` + base + c + `/">` + c + `</a> (12)</li>`
		}
		return l + `</ul></li></ul></div>`
	}
	kept := func(page string) map[string]bool {
		return keptAfter(indexPage(t, page), TypeCollection, func(x *index, s *scores, o routeOptions, m map[int32]float64) {
			o.pageURL = "https://shop.example/c/gadgets/"
			dropNavEchoes(x, s, o, m)
		})
	}
	for _, c := range []struct {
		name, page string
		want       map[string]bool
	}{
		{"sidebar echoing the tiles", `<html><body><main>` + tiles + `</main><div class="sidebar">` + list("/c/gadgets/") + `</div></body></html>`,
			map[string]bool{"tiles": true, "cats": false}},
		{"no chrome word above the list", `<html><body><main>` + tiles + `</main><div>` + list("/c/gadgets/") + `</div></body></html>`,
			map[string]bool{"tiles": true, "cats": true}},
		{"sidebar with a lead of its own", `<html><body><main>` + tiles + `</main><div class="sidebar">` +
			strings.Replace(list("/c/gadgets/"), "<ul>", "<p>Every gadget we sell is tested by our team before it ships, and each one comes with two years of warranty.</p><ul>", 1) + `</div></body></html>`,
			map[string]bool{"tiles": true, "cats": true}},
		{"sidebar going elsewhere", `<html><body><main>` + tiles + `</main><div class="sidebar">` + list("/c/outdoor/") + `</div></body></html>`,
			map[string]bool{"tiles": true, "cats": true}},
	} {
		got := kept(c.page)
		for id, want := range c.want {
			if got[id] != want {
				t.Errorf("%s: %s kept = %v, want %v", c.name, id, got[id], want)
			}
		}
	}
}
