package classify

import (
	"sort"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// storyParas is a news story's text in unit divs of a markup the model has
// not seen, as on CNN ("zn-body__paragraph").
var storyParas = strings.Repeat(`<div class="zn-body__paragraph">The major Asian market indexes were mixed in early trading on Tuesday after reports that the mood in Beijing was pessimistic about a trade deal, citing an anonymous government source.</div>`, 5)

// rootCheckPage is an article page: header links, a story whose body is
// declared with itemprop="articleBody" and holds a promo, and a rail.
func rootCheckPage(bodyAttr string) string {
	return `<html><head><title>Asian markets mixed</title></head><body>
<div id="header"><a href="/">Home</a> <a href="/business">Business</a></div>
<article class="pg-rail-tall">
 <div id="share" class="metadata"><div id="button">Send to Messenger and share this story now</div></div>
 <div id="story" ` + bodyAttr + `>
  <div id="promo" class="duval"><a href="/promo"><p>Watch the latest markets show with our anchors every weekday morning</p></a></div>
  ` + storyParas + `
 </div>
</article>
<div id="rail"><p>Markets now: Dow, S&amp;P 500 and Nasdaq live quotes and charts.</p></div>
</body></html>`
}

func TestCheckRootDeclaredBody(t *testing.T) {
	cases := []struct {
		name  string
		typ   PageType
		attr  string   // attributes of the story element
		mains []string // ids chosen before the check
		want  []string // ids chosen after it
	}{
		{"button chosen, body declared", TypeArticle, `itemprop="articleBody"`, []string{"button"}, []string{"story"}},
		{"promo inside the body chosen", TypeArticle, `itemprop="articleBody"`, []string{"promo", "button"}, []string{"story"}},
		{"untyped page", TypeUnknown, `itemprop="articleBody"`, []string{"button"}, []string{"story"}},
		{"itemprop among others", TypeArticle, `itemprop="text articleBody"`, []string{"button"}, []string{"story"}},
		{"body chosen", TypeArticle, `itemprop="articleBody"`, []string{"story"}, []string{"story"}},
		{"body inside a chosen block", TypeArticle, `itemprop="articleBody"`, []string{"button", "story"}, []string{"button", "story"}},
		{"ancestor chosen", TypeArticle, `itemprop="articleBody"`, []string{"rail"}, []string{"story"}},
		{"no declared body", TypeArticle, `class="story"`, []string{"button"}, []string{"button"}},
		{"product page", TypeProduct, `itemprop="articleBody"`, []string{"button"}, []string{"button"}},
		{"forum page", TypeForum, `itemprop="articleBody"`, []string{"button"}, []string{"button"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(rootCheckPage(c.attr)))
			if err != nil {
				t.Fatal(err)
			}
			x := buildIndex(findBody(doc))
			opt := optionsFor(c.typ)
			opt.softHints = true
			s := score(x, opt)
			ids := map[string]int32{}
			for i, n := range x.nodes {
				if id := attr(n, "id"); id != "" {
					ids[id] = int32(i)
				}
			}
			mains := map[int32]float64{}
			for _, id := range c.mains {
				mains[ids[id]] = 0.5
			}
			var got []string
			for i := range checkRoot(x, s, opt, mains) {
				got = append(got, attr(x.nodes[i], "id"))
			}
			sort.Strings(got)
			want := append([]string(nil), c.want...)
			sort.Strings(want)
			if strings.Join(got, ",") != strings.Join(want, ",") {
				t.Errorf("chosen %v, want %v", got, want)
			}
		})
	}
}

// TestCheckRootSmallBody: a declared body too short to be a story (a
// caption, a teaser) is no reason to replace the choice.
func TestCheckRootSmallBody(t *testing.T) {
	page := `<html><body><div id="a"><p>` + strings.Repeat("Long enough prose for a story. ", 30) +
		`</p></div><div id="b" itemprop="articleBody"><p>A short teaser of forty bytes or so.</p></div></body></html>`
	doc, _ := html.Parse(strings.NewReader(page))
	x := buildIndex(findBody(doc))
	opt := optionsFor(TypeArticle)
	s := score(x, opt)
	var a int32
	for i, n := range x.nodes {
		if attr(n, "id") == "a" {
			a = int32(i)
		}
	}
	got := checkRoot(x, s, opt, map[int32]float64{a: 1})
	if _, ok := got[a]; !ok || len(got) != 1 {
		t.Errorf("choice replaced by a short declared body: %v", got)
	}
}
