package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestAuthorBios(t *testing.T) {
	const bio = "Jule Radeck studierte Sportwissenschaften, bevor sie als Volontärin nach Hamburg kam und seitdem über Laufsport schreibt."
	box := `<div class="about-writer" id=box><h4>Jule Radeck</h4><p id=bio>Jule Radeck studierte <a href="/a">Sportwissenschaften</a>, ` +
		`bevor sie als Volontärin nach Hamburg kam und seitdem über Laufsport schreibt.</p><a href="/author/jule">Alle Artikel</a></div>`
	cases := []struct {
		name string
		html string
		bios []string
		want string // id of the element cut, "" for none
	}{
		{"the box holding the description goes", `<div id=root>` + article + box + `</div>`, []string{bio}, "box"},
		{"a description cut short in the structured data", `<div id=root>` + article + box + `</div>`,
			[]string{bio[:80]}, "box"},
		{"no description, no cut", `<div id=root>` + article + box + `</div>`, nil, ""},
		{"another person's description", `<div id=root>` + article + box + `</div>`,
			[]string{"Max Muster schreibt seit zwanzig Jahren über Politik und Wirtschaft in Berlin und Brüssel."}, ""},
		{"a writer's profile page: the description is the content", `<div id=root>` + box + `</div>`, []string{bio}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(`<html><body>` + c.html + `</body></html>`))
			if err != nil {
				t.Fatal(err)
			}
			cuts := Prune([]*html.Node{byID(doc, "root")}, nil, Page{Bios: c.bios})
			got := cutIDs(cuts, "author-bio")
			if c.want == "" && len(got) > 0 || c.want != "" && (len(got) != 1 || got[0] != c.want) {
				t.Fatalf("author-bio cuts = %v, want %q", got, c.want)
			}
		})
	}
}
