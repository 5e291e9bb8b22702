package classify

import "testing"

// TestContentBanner: role="banner" on a section inside <main> is no site
// header, while the page's own banner outside the content still is, and an
// explicit contentinfo inside the content is still a footer.
func TestContentBanner(t *testing.T) {
	page := `<html><body><div role="banner" id="site"><a href="/">Shop</a> <a href="/cart">Cart</a></div>` +
		`<main><h1>Leather case</h1><p>Full-grain leather that wears in with a rich patina, anodized aluminium buttons that click firmly, ` +
		`and a microfibre lining that keeps the phone's back free of scratches through years of daily use.</p><section><div role="banner" id="feat"><h5>Drop Protection</h5>` +
		`<p>A bumper absorbs shock and protects against drops of up to eight feet.</p></div></section>` +
		`<ul role="contentinfo" id="menu"><li><a href="/mail">Mail the editor</a></li></ul></main></body></html>`
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true})
	ids := nodeIDs(x)
	for id, want := range map[string]Role{"site": RoleHeader, "feat": "", "menu": RoleFooter} {
		if got := s.chrome[ids[id]].role(); got != want {
			t.Errorf("%s: role %q, want %q", id, got, want)
		}
	}
}
