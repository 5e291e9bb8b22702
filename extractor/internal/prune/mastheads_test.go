package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestMastheads(t *testing.T) {
	post := `<div id=post><h2>Podcasts in a media server</h2>` + article + `</div>`
	cases := []struct {
		name, head string
		cut        bool
	}{
		{"the site's name linking home and its motto", `<h1><a href="https://blog.example">Blog.example</a></h1><h2>The blog of merciless malfunctions!</h2>`, true},
		{"a relative link to the front page", `<h1><a href="/">Example</a></h1><h2>Notes on things that break</h2>`, true},
		{"a heading linking to a section stays", `<h1><a href="/politics/">Politics</a></h1><h2>What the council decided this week</h2>`, false},
		{"a lead paragraph beside the headings stays", `<h1><a href="/">Example</a></h1><p>The council decided to rebuild the bridge.</p>`, false},
		{"a home link inside a longer heading stays", `<h2>News from <a href="/">Example</a> and the region</h2>`, false},
		{"the post's h1 in the box of the site's name stays", `<h2><a href="/">Example</a></h2><h1>Podcasts in a media server at home</h1>`, false},
		{"a second h1 beside the site's name stays", `<h1><a href="/">Example</a></h1><h1>Podcasts in a media server at home</h1>`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(`<html><body><div id=head>` + c.head + `</div>` + post + `</body></html>`))
			if err != nil {
				t.Fatal(err)
			}
			head, body := byID(doc, "head"), byID(doc, "post")
			cuts := Prune([]*html.Node{head, body}, nil, Page{URL: "https://blog.example/tutorials/podcasts/"})
			got := false
			for _, k := range cuts {
				got = got || k.Node == head && k.Rule == "masthead"
			}
			if got != c.cut {
				t.Errorf("masthead cut = %v, want %v (cuts %v)", got, c.cut, cuts)
			}
		})
	}
}
