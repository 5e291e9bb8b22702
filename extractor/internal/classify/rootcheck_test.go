package classify

import (
	"sort"
	"strings"
	"testing"

	"folio/extractor/internal/dom"
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
			x := indexPage(t, rootCheckPage(c.attr))
			opt := optionsFor(c.typ)
			opt.softHints = true
			s := score(x, opt)
			ids := nodeIDs(x)
			mains := map[int32]float64{}
			for _, id := range c.mains {
				mains[ids[id]] = 0.5
			}
			var got []string
			for i := range checkRoot(x, s, opt, "", mains) {
				got = append(got, dom.Attr(x.nodes[i], "id"))
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
	x := indexPage(t, page)
	opt := optionsFor(TypeArticle)
	s := score(x, opt)
	a := nodeIDs(x)["a"]
	got := checkRoot(x, s, opt, "", map[int32]float64{a: 1})
	if _, ok := got[a]; !ok || len(got) != 1 {
		t.Errorf("choice replaced by a short declared body: %v", got)
	}
}

// feedPage builds an article page: an <h1> placed by h1Where ("story" puts
// it in the story, "header" in the page header), the story (id story) of
// storyLen sentences, and a feed of n cards (ids card0...) each holding a
// summary (ids sum0...) of summaryLen sentences under a headline link
// (or an image link when imageLinks).
func feedPage(h1Where string, storyLen, n, summaryLen int, cardTag string, imageLinks bool) string {
	var b strings.Builder
	b.WriteString(`<html><head><title>Stadia reviews</title></head><body><div id="header">`)
	if h1Where == "header" {
		b.WriteString(`<h1>Is Stadia worth it? The reviews are in</h1>`)
	}
	b.WriteString(`<a href="/">Home</a></div><div id="wrap"><section id="main">`)
	if h1Where == "story" {
		b.WriteString(`<h1>Is Stadia worth it? The reviews are in</h1>`)
	}
	b.WriteString(`<div id="story"><p>` + strings.Repeat("Google's game streaming service launched this week to mixed reviews from critics. ", storyLen) + `</p></div></section>`)
	b.WriteString(`<section id="more"><h2>More stories</h2><div id="list">`)
	for i := range n {
		id := string(rune('0' + i))
		b.WriteString(`<` + cardTag + ` id="card` + id + `" class="story-card post-` + id + `">`)
		if imageLinks {
			b.WriteString(`<a href="/p/` + id + `"><img src="/i.jpg"></a>`)
		} else {
			b.WriteString(`<h3><a href="/p/` + id + `">A headline about another story number ` + id + `</a></h3>`)
		}
		b.WriteString(`<div id="sum` + id + `">` + strings.Repeat("A short summary of a different story that the site recommends. ", summaryLen) + `</div></` + cardTag + `>`)
	}
	b.WriteString(`</div></section></div></body></html>`)
	return b.String()
}

// serviceSections is a feed page with three more sections of its own as
// long as the story: a service page's blocks, not one article body.
var serviceSections = strings.Replace(feedPage("story", 12, 4, 2, "div", false), "</body>",
	`<div id="x1"><p>`+strings.Repeat("We plan every move with you. ", 12)+`</p></div>`+
		`<div id="x2"><p>`+strings.Repeat("We pack every box with care. ", 12)+`</p></div>`+
		`<div id="x3"><p>`+strings.Repeat("We insure every single load. ", 12)+`</p></div></body>`, 1)

// splitStory is a feed page whose story was chosen paragraph by paragraph,
// each paragraph too short to stand alone, with the site's logo as its
// first <h1> and the headline in an <h2>.
var splitStory = strings.NewReplacer(
	`<a href="/">Home</a>`, `<h1>India Post</h1><a href="/">Home</a>`,
	`<div id="story"><p>`, `<h2>Is Stadia worth it? The reviews are in</h2><div id="story"><p id="p1">`+strings.Repeat("Reviewers found the streams sharp but the library thin. ", 5)+`</p><p id="p2">`,
).Replace(feedPage("", 4, 4, 2, "div", false))

func TestCheckRootDropFeeds(t *testing.T) {
	sums := []string{"story", "sum0", "sum1", "sum2", "sum3"}
	cases := []struct {
		name  string
		typ   PageType
		page  string
		mains []string
		want  []string
	}{
		{"teaser cards after a story", TypeArticle, feedPage("story", 12, 4, 2, "div", false), sums, []string{"story"}},
		{"nested posts with image links", TypeArticle, feedPage("story", 12, 4, 2, "article", true), sums, []string{"story"}},
		{"div cards with image links are no feed", TypeArticle, feedPage("story", 12, 4, 2, "div", true), sums, sums},
		{"two cards are no feed", TypeArticle, feedPage("story", 12, 2, 2, "div", false), sums[:3], sums[:3]},
		{"listicle sections are content", TypeArticle, feedPage("story", 12, 4, 12, "div", false), sums, sums},
		{"h1 heads story and feed alike", TypeArticle, feedPage("header", 12, 4, 2, "div", false), sums, sums},
		{"story too short to stand alone", TypeArticle, feedPage("story", 3, 4, 2, "div", false), sums, sums},
		{"untyped page keeps its feed", TypeUnknown, feedPage("story", 12, 4, 2, "div", false), sums, sums},
		{"listing keeps its feed", TypeListing, feedPage("story", 12, 4, 2, "div", false), sums, sums},
		{"many sections are no single body", TypeArticle, serviceSections, append([]string{"x1", "x2", "x3"}, sums...), append([]string{"x1", "x2", "x3"}, sums...)},
		{"teaser list chosen whole", TypeArticle, feedPage("story", 12, 4, 2, "div", false), []string{"story", "list"}, []string{"story"}},
		{"bare title list chosen whole is kept", TypeArticle, feedPage("story", 12, 4, 0, "div", false), []string{"story", "list"}, []string{"story", "list"}},
		{"split story, headline in an h2", TypeArticle, splitStory, []string{"p1", "p2", "list"}, []string{"p1", "p2"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			x := indexPage(t, c.page)
			opt := optionsFor(c.typ)
			opt.softHints = true
			s := score(x, opt)
			ids := nodeIDs(x)
			mains := map[int32]float64{}
			for _, id := range c.mains {
				i, ok := ids[id]
				if !ok {
					t.Fatalf("no element %q", id)
				}
				mains[i] = 0.5
			}
			var got []string
			for i := range checkRoot(x, s, opt, "Is Stadia worth it? The reviews are in - Digg", mains) {
				got = append(got, dom.Attr(x.nodes[i], "id"))
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

// farmPage is a city hall news page: one wrapper (id wrap) holding the
// story column (id story, headed by the page's headline) and a column of
// category and archive links (id farm) of n links whose text is linkText.
func farmPage(headline string, storyLen, n int, linkText string) string {
	var b strings.Builder
	b.WriteString(`<html><head><title>Home care service reports break-in of two vehicles</title></head><body>`)
	b.WriteString(`<div id="wrap"><div class="row"><div id="farm" class="col-md-3"><div class="well"><b>Categories</b><ul>`)
	for i := range n {
		b.WriteString(`<li><a href="/c/` + string(rune('a'+i%26)) + `">` + linkText + ` (` + string(rune('0'+i%10)) + `)</a></li>`)
	}
	b.WriteString(`</ul></div></div><div id="story" class="col-md-9"><h3>` + headline + `</h3><p>`)
	b.WriteString(strings.Repeat("The home care team found two of its cars broken into on Friday morning. ", storyLen))
	b.WriteString(`</p></div></div></div></body></html>`)
	return b.String()
}

func TestCheckRootLinkFarms(t *testing.T) {
	const headline = "Home care service reports break-in of two vehicles"
	cases := []struct {
		name  string
		typ   PageType
		page  string
		title string
		farm  bool // the link column becomes navigation
	}{
		{"category column beside the story", TypeUnknown, farmPage(headline, 6, 40, "Agriculture"), "x", true},
		{"typed article", TypeArticle, farmPage(headline, 6, 40, "Agriculture"), "x", true},
		{"no headline beside the links", TypeUnknown, farmPage("Latest news", 6, 40, "Agriculture"), "x", false},
		{"no title", TypeUnknown, farmPage(headline, 6, 40, "Agriculture"), "", false},
		{"titles of a listing are long", TypeUnknown, farmPage(headline, 6, 40, "A long title of another item in the list"), "x", false},
		{"few links", TypeUnknown, farmPage(headline, 6, 8, "Agriculture and fishing"), "x", false},
		{"story too short", TypeUnknown, farmPage(headline, 1, 40, "Agriculture"), "x", false},
		{"product page", TypeProduct, farmPage(headline, 6, 40, "Agriculture"), "x", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			x := indexPage(t, c.page)
			opt := optionsFor(c.typ)
			opt.softHints = true
			s := score(x, opt)
			ids := nodeIDs(x)
			wrap, farm := ids["wrap"], ids["farm"]
			title := ""
			if c.title != "" {
				title = headline + " - City Hall"
			}
			got := checkRoot(x, s, opt, title, map[int32]float64{wrap: 0.5})
			if _, ok := got[wrap]; !ok || len(got) != 1 {
				t.Fatalf("chosen blocks changed: %v", got)
			}
			if isFarm := s.chrome[farm].role() == RoleNavigation; isFarm != c.farm {
				t.Errorf("link column marked %q, want farm=%v", s.chrome[farm].role(), c.farm)
			}
		})
	}
}

func TestTitleHead(t *testing.T) {
	cases := map[string]string{
		"Home care service reports break-in - City Hall":  "home care service reports break-in",
		"Site | Is  Stadia worth it? The reviews are in":  "is stadia worth it? the reviews are in",
		"News — A headline with an em dash in it — Paper": "a headline with an em dash in it",
		"Short": "",
		"":      "",
		"A - B": "",
	}
	for in, want := range cases {
		if got := titleHead(in); got != want {
			t.Errorf("titleHead(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCheckRootKeepEmbeds(t *testing.T) {
	const tweet = `<blockquote class="twitter-tweet"><p lang="en">Yes this is real and yes the state spent nearly half a million dollars on it</p>&mdash; Dianna (@dianna) <a href="https://twitter.com/d/status/1">November 18, 2019</a></blockquote>`
	const insta = `<blockquote class="instagram-media" data-instgrm-permalink="https://instagram.com/p/x"><p>A post shared by the governor about the new campaign launch</p></blockquote>`
	cases := []struct {
		name  string
		embed string // the element with id "embed", inside the story
		kept  bool   // it is content after the check
	}{
		{"tweet in a social embed wrapper", `<div id="embed" class="social-media-embed">` + tweet + `</div>`, true},
		{"instagram post", `<div id="embed" class="social-embed">` + insta + `</div>`, true},
		{"share bar", `<div id="embed" class="social-share"><a href="/fb">Share on Facebook</a> <a href="/tw">Share on Twitter</a></div>`, false},
		{"plain blockquote in a share box", `<div id="embed" class="social-box"><blockquote>Follow us for more stories every day of the week</blockquote></div>`, false},
		{"tweet lost in a large social box", `<div id="embed" class="social-box">` + tweet + `<p>` + strings.Repeat("Follow us on every network and sign up for alerts. ", 5) + `</p></div>`, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			page := `<html><body><div id="story"><p>` + strings.Repeat("South Dakota launched an anti-drug campaign on Monday. ", 8) + `</p>` + c.embed + `<p>The governor doubled down on the slogan.</p></div></body></html>`
			x := indexPage(t, page)
			opt := optionsFor(TypeArticle)
			opt.softHints = true
			s := score(x, opt)
			ids := nodeIDs(x)
			story, embed := ids["story"], ids["embed"]
			if s.chrome[embed] == 0 {
				t.Fatalf("the wrapper is no chrome before the check; the test shows nothing")
			}
			checkRoot(x, s, opt, "", map[int32]float64{story: 0.5})
			if kept := s.chrome[embed] == 0; kept != c.kept {
				t.Errorf("wrapper role %q after the check, want kept=%v", s.chrome[embed].role(), c.kept)
			}
		})
	}
	// Outside the chosen blocks nothing changes.
	x := indexPage(t, `<html><body><div id="story"><p>`+strings.Repeat("South Dakota launched an anti-drug campaign on Monday. ", 8)+`</p></div><div id="embed" class="social-media-embed">`+tweet+`</div></body></html>`)
	opt := optionsFor(TypeArticle)
	opt.softHints = true
	s := score(x, opt)
	ids := nodeIDs(x)
	story, embed := ids["story"], ids["embed"]
	if s.chrome[embed] == 0 {
		t.Fatal("the wrapper is no chrome before the check; the test shows nothing")
	}
	checkRoot(x, s, opt, "", map[int32]float64{story: 0.5})
	if s.chrome[embed] == 0 {
		t.Error("an embed outside the content became content")
	}
}

func TestSameHeadline(t *testing.T) {
	cases := []struct {
		h, t string
		want bool
	}{
		{"the law that’s helping fuel delhi’s deadly air pollution", "delhi air pollution: the law that’s helping fuel it - vox", true},
		{"doobie brothers set 50th anniversary tour", "the doobie brothers set 50th anniversary tour of north america | billboard", true},
		{"south dakota doubles down on its slogan", "meth. we’re on it. - nj.com", false},
		{"air pollution", "delhi air pollution - vox", false}, // too short to judge
		{"", "anything", false},
	}
	for _, c := range cases {
		if got := sameHeadline(c.h, c.t); got != c.want {
			t.Errorf("sameHeadline(%q, %q) = %v, want %v", c.h, c.t, got, c.want)
		}
	}
}

// TestMarkTitleParaphrase: on article pages a first <h1> that restates the
// <title> in other words is the title, not content; elsewhere only an <h1>
// the title contains is.
func TestMarkTitleParaphrase(t *testing.T) {
	page := `<html><body><div id="story"><h1 id="h">The law that’s helping fuel Delhi’s deadly air pollution</h1><p>` +
		strings.Repeat("A policy to conserve water led to crop burning. ", 10) + `</p></div></body></html>`
	const title = "Delhi air pollution: the law that’s helping fuel it - Vox"
	for _, fuzzy := range []bool{true, false} {
		x := indexPage(t, page)
		s := score(x, optionsFor(TypeArticle))
		ids := nodeIDs(x)
		story, h := ids["story"], ids["h"]
		markTitle(x, s, map[int32]float64{story: 1}, title, fuzzy)
		if got := s.chrome[h].role() == RoleTitle; got != fuzzy {
			t.Errorf("fuzzy=%v: h1 marked title %v", fuzzy, got)
		}
	}
}

// outlierPage is a news page: a story body of storyLen sentences in
// article>div.content>div#body with a byline beside it, and a footer four
// levels away whose address line (id addr) is footLen sentences long.
func outlierPage(storyLen, footLen int) string {
	return `<html><body><div id="page"><div class="main"><article><div class="content">` +
		`<div id="byline">By Jane Doe, November 18</div><div id="body"><p id="p1">` +
		strings.Repeat("The county approved the new budget on Monday night. ", storyLen) + `</p><p id="p2">` +
		strings.Repeat("Officials said the vote was close. ", storyLen/2) + `</p></div></div></article></div>` +
		`<div class="bottom"><div class="wrap"><p id="addr">` + strings.Repeat("City Hall, 1111 Main St, Springfield. ", footLen) + `</p></div></div></div></body></html>`
}

func TestCheckRootDropOutliers(t *testing.T) {
	all := []string{"byline", "p1", "p2", "addr"}
	cases := []struct {
		name string
		typ  PageType
		page string
		want []string
	}{
		{"footer line far from the story", TypeArticle, outlierPage(12, 2), []string{"byline", "p1", "p2"}},
		{"long far block stays", TypeArticle, outlierPage(30, 5), all},
		{"no dominant body", TypeArticle, outlierPage(2, 2), all},
		{"story too short to judge", TypeArticle, outlierPage(4, 1), all},
		{"untyped page", TypeUnknown, outlierPage(12, 2), all},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			x := indexPage(t, c.page)
			opt := optionsFor(c.typ)
			opt.softHints = true
			s := score(x, opt)
			ids := nodeIDs(x)
			mains := map[int32]float64{}
			for _, id := range all {
				mains[ids[id]] = 0.5
			}
			var got []string
			for i := range checkRoot(x, s, opt, "", mains) {
				got = append(got, dom.Attr(x.nodes[i], "id"))
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
