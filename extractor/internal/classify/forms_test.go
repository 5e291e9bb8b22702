package classify

import (
	"strings"
	"testing"
)

// formChrome reports whether the page's <form> is chrome when the page is
// at pageURL.
func formChrome(t *testing.T, page, pageURL string) bool {
	t.Helper()
	x := indexPage(t, page)
	s := score(x, routeOptions{softHints: true, pageURL: pageURL})
	for i, n := range x.nodes {
		if n.Data == "form" {
			return s.chrome[i] != 0
		}
	}
	t.Fatal("no form")
	return false
}

func TestContentForm(t *testing.T) {
	const page = "https://scholar.example.org/citations?user=42"
	var rows strings.Builder
	for _, title := range []string{"ImageNet classification with deep convolutional neural networks",
		"Deep learning", "Visualizing data using t-SNE", "Dropout: a simple way to prevent overfitting",
		"Learning representations by back-propagating errors", "Distilling the knowledge in a neural network"} {
		rows.WriteString(`<tr><td><a href="/citations?view=` + title[:4] + `">` + title +
			`</a><div>A Krizhevsky, I Sutskever, GE Hinton</div><div>Advances in neural information processing systems 25, 2012</div></td></tr>`)
	}
	list := `<table>` + rows.String() + `</table>`
	var teasers, tiles strings.Builder
	for _, name := range []string{"Tabletop Air Purifier", "Medium Room Air Purifier", "Large Room Air Purifier", "Ultra Air Purifier"} {
		teasers.WriteString(`<li class="card"><h3><a href="/p/` + name[:4] + `">` + name + `</a></h3><p>$89.99</p>` +
			`<p>The ` + name + ` captures most allergens and particulates, so that you can breathe easier at home.</p></li>`)
		tiles.WriteString(`<li class="card"><h3><a href="/p/` + name[:4] + `">` + name + `</a></h3><p>$89.99</p></li>`)
	}
	notice := `<p>` + strings.Repeat("By checking this box you confirm that you have read this notice. ", 30) + `</p>`
	bio := strings.Repeat("Emeritus Professor at the University of Toronto, he worked on neural networks for fifty years. ", 40)
	cases := []struct {
		name   string
		form   string
		chrome bool
	}{
		{"a list posting back to its page", `<form method="post" action="/citations?user=42&view_op=list_works"><input type="hidden" name="xsrf">` +
			`<input type="checkbox">` + list + `</form>`, false},
		{"an action of #", `<form action="#"><textarea style="display:none"></textarea>` + list + `</form>`, false},
		{"a product grid posting to /compare", `<form action="/compare" method="post">` + list + `</form>`, true},
		{"a listing's cards with summaries posting to /compare", `<form action="/compare" method="post"><ul>` + teasers.String() + `</ul></form>`, false},
		{"tiles of a name and a price posting to /compare", `<form action="/compare" method="post"><ul>` + tiles.String() + `</ul></form>`, true},
		{"a search box", `<form action="/search"><input type="text" name="q"><button>Search</button></form>`, true},
		{"a contact form with a long notice", `<form action="/citations#form"><input type="text"><input type="email">` +
			`<textarea></textarea>` + notice + `<input type="submit"></form>`, true},
		{"filters: many controls for their text", `<form action=""><fieldset>` +
			strings.Repeat(`<label><input type="checkbox"> Black leather</label>`, 40) + `</fieldset></form>`, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// The form holds less than half the page's text: a larger
			// element is never chrome (markChrome).
			html := `<html><body><main><h1>Geoffrey Hinton</h1><p>` + bio + `</p>` +
				c.form + `</main><footer>Help Privacy Terms</footer></body></html>`
			if got := formChrome(t, html, page); got != c.chrome {
				t.Errorf("chrome = %v, want %v", got, c.chrome)
			}
		})
	}
}

func TestPostsBack(t *testing.T) {
	const page = "https://forum.example.com/topic/319445-roadmap/"
	for action, want := range map[string]bool{
		"": true, "#": true, "?do=multimod": true,
		"https://forum.example.com/topic/319445-roadmap/?csrfKey=60": true,
		"/topic/319445-roadmap":                           true,
		"//forum.example.com/search/?do=quicksearch":      false,
		"https://other.example.com/topic/319445-roadmap/": false,
		"/compare": false,
	} {
		if got := postsBack(action, page); got != want {
			t.Errorf("postsBack(%q) = %v, want %v", action, got, want)
		}
	}
	if postsBack("/topic/319445-roadmap/", "") {
		t.Error("a relative action on a page without an address posts back")
	}
}
