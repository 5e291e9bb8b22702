package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// loginRoots parses page and returns its elements of the given ids, the
// content roots as the classifier would choose them.
func loginRoots(t *testing.T, page string, ids ...string) []*html.Node {
	t.Helper()
	doc, err := html.Parse(strings.NewReader("<html><body>" + page + "</body></html>"))
	if err != nil {
		t.Fatal(err)
	}
	var roots []*html.Node
	for _, id := range ids {
		n := byID(doc, id)
		if n == nil {
			t.Fatalf("no #%s", id)
		}
		roots = append(roots, n)
	}
	return roots
}

func TestLoginBoxes(t *testing.T) {
	story := `<div id=story><p>` + para("story", 60) + `</p><p>` + para("more", 50) + `</p></div>`
	wall := `<div class="wall"><form><input type="email"><input type="Password"><button>Log in</button></form>` +
		`<footer id=faq><p>` + para("pitch", 20) + `</p><h3>Is it free?</h3><p>` + para("answer", 15) + `</p></footer></div>`
	cases := []struct {
		name  string
		page  string
		roots []string
		cut   []string
	}{
		{
			name:  "the FAQ of a registration wall beside a story cut short",
			page:  `<main>` + story + wall + `</main>`,
			roots: []string{"story", "faq"},
			cut:   []string{"faq"},
		},
		{
			name: "a page wrapped in one form with a login field in its header",
			page: `<form id=page><div class="head"><input type="password"></div>` + story +
				`<div id=notes><p>` + para("notes", 30) + `</p></div></form>`,
			roots: []string{"story", "notes"},
		},
		{
			name:  "a box with a password field that holds most of the content stays",
			page:  `<main><div id=intro><p>` + para("intro", 10) + `</p></div><div class="account"><input type="password">` + story + `</div></main>`,
			roots: []string{"intro", "story"},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cuts := Prune(loginRoots(t, c.page, c.roots...), nil, Page{})
			got := strings.Join(cutIDs(cuts, "login-box"), " ")
			if want := strings.Join(c.cut, " "); got != want {
				t.Errorf("login-box cuts %q, want %q", got, want)
			}
		})
	}
}
