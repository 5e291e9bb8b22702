package classify

import (
	"strings"
	"testing"
)

func TestFooterOnly(t *testing.T) {
	images := strings.Repeat(`<div class="slide"><a href="/shop"><img src="a.jpg" alt=""></a></div>`, 8)
	footer := `<div class="info"><p>796 Ridge Road, Charlottesville, Virginia 22903, 434-979-4884</p>` +
		`<p>Hours: Thursday - Saturday 10 - 5. Copyright © 2010-2014, The Shop. All rights reserved.</p></div>`
	prose := strings.Repeat(`<p>The shop sells hand-made pottery, linen and candles from local makers, and it opens on weekends through the whole year.</p>`, 3)
	for _, c := range []struct {
		name, body string
		want       string // text the content must hold; "" for none
	}{
		{"images and a footer", images + footer, ""},
		{"prose and a footer", `<main>` + prose + `</main>` + footer, "hand-made pottery"},
		{"short text without notice", images + `<div><p>Hand-made pottery, linen and candles from local makers.</p></div>`, "pottery"},
	} {
		got := classifiedText(t, `<html><head><title>The Shop</title></head><body>`+c.body+`</body></html>`, "https://shop.example/")
		switch {
		case c.want == "" && strings.TrimSpace(got) != "":
			t.Errorf("%s: content %q, want none", c.name, got)
		case c.want != "" && !strings.Contains(got, c.want):
			t.Errorf("%s: content %q, want it to hold %q", c.name, got, c.want)
		}
	}
}

// TestFooterOnlyShortArticle: a short article keeps its text when the
// page's footer, chrome inside the chosen block, holds the notice.
func TestFooterOnlyShortArticle(t *testing.T) {
	page := `<html><head><title>Kites</title></head><body><nav><a href="/">Home</a> <a href="/about">About</a></nav>
<article><h1>Kites of Weifang</h1><p>Weifang has made kites for centuries, and its festival draws flyers from every continent.</p>
<p>The dragon kites are the longest, a hundred discs on one line.</p></article><footer>Copyright</footer></body></html>`
	if got := classifiedText(t, page, "https://kites.example/weifang"); !strings.Contains(got, "dragon kites") {
		t.Errorf("short article lost: %q", got)
	}
}
