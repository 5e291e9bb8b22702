package metadata

import (
	"strings"
	"testing"
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
			if got := Extract(parseHTML(t, c.html), nil).Title; got != c.want {
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
