package prune

import (
	"strings"
	"testing"

	"folio/extractor/internal/classify"
)

func TestAuthorNames(t *testing.T) {
	story := `<p>` + para("story", 40) + `</p><p>` + para("more", 40) + `</p>`
	box := `<div id=n2><img src=a.jpg><p><strong>Jan de Vries</strong></p><p>Journalist, schrijft sinds 2006 over economie.</p></div>`
	cases := []struct {
		name   string
		page   string
		author string
		typ    classify.PageType
		cut    []string
	}{
		{
			name:   "a byline's label in any language, and the author box",
			page:   `<p id=n1>Door Jan de Vries</p>` + story + box,
			author: "Jan de Vries",
			cut:    []string{"n1", "n2"},
		},
		{
			name:   "without the writer's name in the metadata nothing is known",
			page:   `<p id=n1>Door Jan de Vries</p>` + story + box,
			author: "",
		},
		{
			name:   "a name alone above the story stays (a truth kept Staff Reports)",
			page:   `<p id=n1>Jan de Vries</p>` + story,
			author: "Jan de Vries",
		},
		{
			name:   "a heading or a card's byline in a list stays",
			page:   `<h3>Recommended by Jan de Vries</h3><ul><li><p>by Jan de Vries</p></li></ul>` + story,
			author: "Jan de Vries",
		},
		{
			name:   "a sign-off under the story stays",
			page:   story + `<p>Jan de Vries</p>`,
			author: "Jan de Vries",
		},
		{
			name:   "a box with story after it is the story's",
			page:   `<p>` + para("lead", 40) + `</p>` + box + story,
			author: "Jan de Vries",
		},
		{
			name:   "a short post under the box bound is no author box",
			page:   `<div id=post><p>` + para("short", 30) + `</p><p>Jan de Vries</p><p>Amsterdam, juni.</p></div>`,
			author: "Jan de Vries",
		},
		{
			name:   "a recipe's facts name the writer among them",
			page:   story + `<div id=meta><p>Author: Jan de Vries</p><p>Prep Time: 15 minutes</p><p>Servings: 16 bars</p></div><ol><li>Heat the oven.</li></ol>`,
			author: "Jan de Vries",
		},
		{
			name:   "a listing's names are its content",
			page:   `<p id=n1>Door Jan de Vries</p>` + story + box,
			author: "Jan de Vries",
			typ:    classify.TypeListing,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			typ := c.typ
			if typ == "" {
				typ = classify.TypeArticle
			}
			cuts := Prune(loginRoots(t, `<main id=root>`+c.page+`</main>`, "root"), nil, Page{Type: typ, Author: c.author})
			got := strings.Join(cutIDs(cuts, "author-name"), " ")
			if want := strings.Join(c.cut, " "); got != want {
				t.Errorf("author-name cuts %q, want %q", got, want)
			}
		})
	}
}
