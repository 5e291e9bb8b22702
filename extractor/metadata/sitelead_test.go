package metadata

import (
	"net/url"
	"testing"

	"folio/extractor/internal/htmltest"
)

// TestSiteLedHome checks that a front page whose <title> leads with the
// site's name keeps that name in its title, and that the name is still cut
// where it trails the title, off the front page, or where an h1 shows the
// tagline as the page's headline.
func TestSiteLedHome(t *testing.T) {
	const site = `<meta property="og:site_name" content="Acme Tools">`
	cases := []struct{ name, addr, html, want string }{
		{"front page, site first", "https://acme.example/", `<title>Acme Tools | Garden tools for every shed</title>` + site, "Acme Tools | Garden tools for every shed"},
		{"front page with a query", "https://acme.example/?ref=ad", `<title>Acme Tools - Garden tools for every shed</title>` + site, "Acme Tools - Garden tools for every shed"},
		{"inner page", "https://acme.example/tools/", `<title>Acme Tools | Garden tools for every shed</title>` + site, "Garden tools for every shed"},
		{"front page, site last", "https://acme.example/", `<title>Garden tools for every shed | Acme Tools</title>` + site, "Garden tools for every shed"},
		{"tagline shown as h1", "https://acme.example/", `<title>Acme Tools | Garden tools for every shed</title>` + site + `<body><h1>Garden tools for every shed</h1></body>`, "Garden tools for every shed"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			u, _ := url.Parse(c.addr)
			if got := Extract(htmltest.Parse(t, c.html), u).Title; got != c.want {
				t.Errorf("Title = %q, want %q", got, c.want)
			}
		})
	}
}
