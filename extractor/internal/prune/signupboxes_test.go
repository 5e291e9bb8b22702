package prune

import (
	"strings"
	"testing"

	"folio/extractor/internal/classify"
)

func TestSignupBoxes(t *testing.T) {
	story := `<h2>Story</h2><p>` + para("story", 60) + `</p><p>` + para("more", 50) + `</p>`
	signup := func(form string) string {
		return `<div id=box><h3>Iscriviti alla nostra newsletter</h3><p>` + para("pitch", 10) + `</p>` + form + `</div>`
	}
	email := `<form><input type="email" placeholder="La tua email"><button>Iscriviti</button></form>`
	cases := []struct {
		name string
		page string
		typ  classify.PageType
		cut  []string
	}{
		{
			name: "a newsletter box under a story, in any language",
			page: story + signup(email),
			typ:  classify.TypeArticle,
			cut:  []string{"box"},
		},
		{
			name: "a text field named for the address",
			page: story + signup(`<form><input type="text" name="EMAIL"><input type="submit" value="OK"></form>`),
			typ:  classify.TypeForum,
			cut:  []string{"box"},
		},
		{
			name: "a comment form asks for text to write",
			page: story + signup(`<form><input type="email"><textarea></textarea></form>`),
			typ:  classify.TypeArticle,
		},
		{
			name: "a sign-in box is loginBoxes'",
			page: story + signup(`<form><input type="email"><input type="password"></form>`),
			typ:  classify.TypeArticle,
		},
		{
			name: "an order form asks for more than a name and an address",
			page: story + signup(`<form><input name=first><input name=last><input name=street><input type=email></form>`),
			typ:  classify.TypeArticle,
		},
		{
			name: "a short post's paragraph beside the form is the story",
			page: `<div id=post><p>` + para("post", 30) + `</p>` + email + `</div>`,
			typ:  classify.TypeArticle,
		},
		{
			name: "a shop's card around a waiting-list form names its product",
			page: story + `<ul><li><h3>Station</h3><p>` + para("card", 8) + `</p><div id=popup><h2>Early access?</h2>` + email + `</div></li></ul>`,
			typ:  classify.TypeArticle,
			cut:  []string{"popup"},
		},
		{
			name: "an event's sign-up box holds its facts: date, place, price",
			page: story + `<div id=reg><h2>Szczegóły</h2><p>Termin: sobota, 15 czerwca, godz. 10:00</p><p>Miejsce: sala nr 3, ul. Lipowa 7</p>` +
				`<p>Cena: 120 zł za osobę</p><form><input name=imie><input type=email><button>Zapisz się</button></form></div>`,
			typ: classify.TypeArticle,
		},
		{
			name: "or a table of them",
			page: story + `<div id=reg><h3>Workshop</h3><table><tr><th>When</th><td>June 15, 10 am</td></tr><tr><th>Where</th><td>Church Hall</td></tr></table>` +
				email + `</div>`,
			typ: classify.TypeArticle,
		},
		{
			name: "only on articles and forums: a service page's sign-up band is what it offers",
			page: story + signup(email),
			typ:  classify.TypeService,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cuts := Prune(loginRoots(t, `<main id=root>`+c.page+`</main>`, "root"), nil, Page{Type: c.typ})
			got := strings.Join(cutIDs(cuts, "signup-box"), " ")
			if want := strings.Join(c.cut, " "); got != want {
				t.Errorf("signup-box cuts %q, want %q", got, want)
			}
		})
	}
}

// TestStoryBoxBoundsItsWalk: the climb from a form reads each ancestor's
// subtree, so a box of more than signupElements elements is no pitch and
// its walk stops there, whatever little text it holds: a form under
// hundreds of wrappers beside thousands of empty elements was read
// thousands of elements at each level.
func TestStoryBoxBoundsItsWalk(t *testing.T) {
	box := byID(parseRoot(t, `<div id=box><h3>News</h3>`+strings.Repeat(`<i></i>`, signupElements+1)+
		`<form><input type=email></form></div>`), "box")
	if !storyBox(box, signupLetters) {
		t.Errorf("storyBox over %d empty elements = false, want true", signupElements+1)
	}
	small := byID(parseRoot(t, `<div id=box><h3>News</h3><p>Every morning.</p><form><input type=email></form></div>`), "box")
	if storyBox(small, signupLetters) {
		t.Error("storyBox of a pitch = true, want false")
	}
}
