package metadata

import (
	"reflect"
	"strings"
	"testing"

	"folio/extractor/internal/htmltest"
)

func TestBannerSite(t *testing.T) {
	cases := []struct{ name, html, want string }{
		{"banner-h1-repeats-title-tail", `<title>What is Ownership? - The Example Programming Language Book</title><body><div class="menu-bar"><h1 class="menu-title">The Example Programming Language Book</h1></div><main><p>x</p></main></body>`, "What is Ownership?"},
		{"banner-h1-in-main", `<title>Acme TV and Streaming - Acme Entertainment Today</title><body><main><h1>Acme Entertainment Today</h1></main></body>`, "Acme TV and Streaming"},
		{"article-h1-is-the-headline", `<title>Handbook Docs - Creating Types from Other Types</title><body><div role="article"><h1>Creating Types from Other Types</h1></div></body>`, "Creating Types from Other Types"},
		{"head-shown-too", `<title>Reviews of our classes - Yoga With Someone Nice</title><body><header><h1>Yoga With Someone Nice</h1></header><h1>Reviews of our classes</h1></body>`, "Reviews of our classes"},
		{"one-word-section-keeps-headline", `<title>News | Storm Closes Schools</title><body><h1>Storm Closes Schools</h1></body>`, "Storm Closes Schools"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(htmltest.Parse(t, c.html), nil).Title; got != c.want {
				t.Errorf("title = %q, want %q", got, c.want)
			}
		})
	}
}

func TestSameTitle(t *testing.T) {
	for _, c := range [][2]string{
		{"The Rust  Programming Language", "the rust programming language"},
		{"  What’s New ", "What's new"},
		{"“Quoted” Title", `"quoted" title`},
		{"Café Menu", "CAFÉ MENU"},
		{"Title", "Title Extra"},
		{"", ""},
		{"A\tB", "a b"},
		{"Ab", "A b"},
	} {
		want := foldTitle(strings.TrimSpace(c[0])) == foldTitle(strings.TrimSpace(c[1]))
		if got := sameTitle(c[0], c[1]); got != want {
			t.Errorf("sameTitle(%q, %q) = %v, want %v (foldTitle)", c[0], c[1], got, want)
		}
	}
}

// TestBannerSitesGuards checks each condition under which a <title>'s last
// part is not taken for the site's name.
func TestBannerSitesGuards(t *testing.T) {
	cases := []struct {
		name, html string
		want       []string
	}{
		{"banner", `<title>What is Ownership? - The Example Book</title><body><div class="menu-bar"><h1>The Example Book</h1></div></body>`, []string{"The Example Book"}},
		{"banner-with-permalink", `<title>What is Ownership? - The Example Book</title><body><div class="menu-bar"><h1>The Example Book ¶</h1></div></body>`, []string{"The Example Book"}},
		// The first part is the site's declared name: the title is "Site -
		// Page", and the h1 of its last part is the page's headline.
		{"first-part-names-the-site", `<meta property="og:site_name" content="Acme Outfitters"><title>Acme Outfitters - Trail Running Shoes</title><body><header><h1>Trail Running Shoes</h1></header></body>`, nil},
		{"first-part-shown-as-h1", `<title>Reviews of our classes - Yoga Place</title><body><header><h1>Yoga Place</h1></header><h1>Reviews of our classes</h1></body>`, nil},
		{"first-part-numbered-h1", `<title>Getting Started Guide - The Example Book</title><body><div class="menu-bar"><h1>The Example Book</h1></div><h1>1.2 Getting Started Guide</h1></body>`, nil},
		{"h1-in-article", `<title>Handbook Docs - Creating Types</title><body><article><h1>Creating Types</h1></article></body>`, nil},
		{"one-word-head", `<title>News | Storm Closes Schools</title><body><h1>Storm Closes Schools</h1></body>`, nil},
		{"long-tail", `<title>Our Story - How We Started Making Shoes In A Garage</title><body><h1>How We Started Making Shoes In A Garage</h1></body>`, nil},
		{"season-range-is-no-part", `<title>Season Review 2019 - 2020</title><body><header><h1>2020</h1></header></body>`, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := collect(htmltest.Parse(t, c.html))
			sites := []string{}
			if n := s.first("og:site_name"); n != "" {
				sites = append(sites, n)
			}
			if got := bannerSites(s, sites); !reflect.DeepEqual(got, c.want) {
				t.Errorf("bannerSites = %q, want %q", got, c.want)
			}
		})
	}
}
