package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// wpPost is a WordPress post on a blog's front page, with its post_class:
// the taxonomy terms after "category-", "tag-" and "author-" are the
// site's words for its subjects, in the site's language.
func wpPost(terms, title, seed string) string {
	return `<article class="post-7 post type-post status-publish format-standard hentry ` + terms + `"><h2 class="entry-title">` +
		`<a href="/p/` + seed + `">` + title + `</a></h2><div class="entry-content"><p>` + para(seed, 45) + `</p></div></article>`
}

var discardCases = []pruneCase{
	{
		name: "a German post filed under Kommentare among the front page's posts",
		html: wpPost("category-politik", "Radwege kommen früher", "radwege") + wpPost("category-kommentare tag-meinung", "Ein Kommentar zur Wahl", "wahl") +
			wpPost("category-lokales", "Neues Freibad", "freibad") + wpPost("category-sport", "Derby am Sonntag", "derby"),
		keep: []string{"article"},
	},
	{
		name: "a French post tagged réseaux sociaux and commentaires",
		html: wpPost("category-societe", "La rentrée", "rentree") + wpPost("category-commentaires tag-social-media", "Nos lecteurs ont réagi", "lecteurs") +
			wpPost("category-culture", "Le festival", "festival") + wpPost("category-sport", "Le derby", "derby"),
		keep: []string{"article"},
	},
	{
		name: "an English aside post in a newsletter category, tagged sidebar",
		html: wpPost("category-news", "Council votes", "council") + wpPost("format-aside category-newsletter tag-sidebar author-jane-doe", "This week", "week") +
			wpPost("category-sport", "Derby day", "derby") + wpPost("category-culture", "Jazz night", "jazz"),
		keep: []string{"article"},
	},
	{
		name: "a theme's numbered modifier makes no CMS class list: its author box is still one",
		html: `<article class="post"><p>` + para("story", 80) + `</p>` +
			`<div class="author-box type-2"><p>Anna Muster schreibt über Politik.</p></div></article>`,
		cut: []string{"div"},
	},
	{
		name: "an author box inside a post is still an author box",
		html: `<article class="post-7 post type-post status-publish hentry category-news"><p>` + para("story", 80) + `</p>` +
			`<div class="author-box"><p>Anna Muster schreibt über Politik.</p></div></article>`,
		cut: []string{"div"},
	},
	{
		name: "an affiliate disclosure at the top of a review",
		html: `<p class="affiliate-disclosure">We may earn a commission when you buy through links on this page.</p>` + article,
		cut:  []string{"p"},
	},
	{
		name: "a disclaimer box and a modal after a product's text",
		html: article + `<div class="product-disclaimer"><p>Prices and offers are subject to change without notice.</p></div>` +
			`<div class="size-guide-modal"><h3>Size guide</h3><p>Measure around the fullest part of your chest.</p></div>`,
		cut: []string{"div"},
	},
	{
		name: "a french learn-more box inside the text",
		html: article + `<aside><div class="savoir_plus_block"><h3>Université PSL</h3><p>Collège de France, CNRS, Inserm, Inria.</p></div></aside>`,
		cut:  []string{"div"},
	},
	{
		name: "comment thread and form after a German article",
		html: article + `<div id="comments"><h3>2 Kommentare</h3><ol class="commentlist"><li>Toller Beitrag, danke!</li>` +
			`<li>Sehe ich anders.</li></ol></div><section class="comment-respond"><h3>Kommentar verfassen</h3></section>`,
		cut: []string{"div", "section"},
	},
	{
		name: "author box and tag list",
		html: article + `<aside class="author-box"><p>Anna Muster schreibt über Politik.</p></aside>` +
			`<p class="post-tags"><a href="/t/a">Politik</a> <a href="/t/b">Berlin</a></p>`,
		cut: []string{"aside", "p"},
	},
	{
		name: "a name repeated on every card names items, not a box",
		html: `<div class="card"><p>` + para("one", 30) + `</p><span class="card-authors">Ada Lovelace, Alan Turing</span></div>` +
			`<div class="card"><p>` + para("two", 30) + `</p><span class="card-authors">Grace Hopper</span></div>`,
		keep: []string{"span"},
	},
	{
		name: "a MediaWiki headline whose id spells its title",
		html: article + `<h3><span class="mw-headline" id="Related_to_Portage">Related to Portage</span></h3><ul><li>` +
			para("see", 12) + `</li></ul>`,
		keep: []string{"span"},
	},
	{
		name: "a named block holding most of the content is the content",
		html: `<p>` + para("lead", 10) + `</p><div class="article-social-wrapper"><p>` + para("body", 60) + `</p></div>`,
		keep: []string{"div"},
	},
}

// When the classifier chooses the whole <body>, a sidebar or footer named
// as such is the page's chrome; inside a chosen block the same name may be
// a section ("widget") and is kept.
func TestDiscardPageChromeInBody(t *testing.T) {
	page := `<html><body><div id="main"><p>` + para("one", 40) + `</p><p>` + para("two", 40) + `</p><p>` + para("three", 40) +
		`</p></div><div class="sidebar"><p>Wussten Sie schon? Ein Hinweis am Rand der Seite.</p></div></body></html>`
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	body := dom.FindBody(doc)
	cuts := Prune([]*html.Node{body}, nil, Page{})
	if len(cuts) != 1 || dom.Attr(cuts[0].Node, "class") != "sidebar" {
		t.Fatalf("body root: cuts = %v, want the sidebar", cuts)
	}
	inner := parseRoot(t, article+`<div class="widget"><p>Ein Abschnitt der Seite in einem Baukasten.</p></div>`)
	if cuts := Prune([]*html.Node{inner}, nil, Page{}); len(cuts) != 0 {
		t.Fatalf("inner root: cuts = %v, want none", cuts)
	}
}

// storyArticles reads an article's subtree once per page: every content
// root under it asks again (a thread of many roots in one large named
// article would read it once per root).
func TestStoryArticlesReadOnce(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<article class="post author-x"><h1>Title</h1><p>Body</p></article><article class="author-y"><p>No title</p></article>`))
	if err != nil {
		t.Fatal(err)
	}
	var arts []*html.Node
	for n := range doc.Descendants() {
		if n.DataAtom == atom.Article {
			arts = append(arts, n)
		}
	}
	s := storyArticles{}
	if !s.story(arts[0]) || s.story(arts[1]) {
		t.Fatal("an article holding the <h1> is the story; one without is not")
	}
	h1 := arts[0].FirstChild
	arts[0].RemoveChild(h1) // a second read would now say no
	if !s.story(arts[0]) {
		t.Error("the article's subtree was read again")
	}
	if s.story(arts[0].FirstChild) {
		t.Error("a <p> is no story article")
	}
}

// TestDiscardSelfLinked: a section whose id names comments is a docs
// page's "Commentary" section when its heading permalinks to it, and stays;
// a comments box named so, with no such heading, is cut.
func TestDiscardSelfLinked(t *testing.T) {
	for _, c := range []struct {
		box  string
		kept bool
	}{
		{`<section id="commentary"><h3>Commentary<a href="#commentary">#</a></h3><p>The marker line separates the changelog from the message.</p></section>`, true},
		{`<section id="commentary"><h3>Commentary</h3><p>The marker line separates the changelog from the message.</p></section>`, false},
	} {
		root := parseRoot(t, article+c.box)
		cuts := Prune([]*html.Node{root}, nil, Page{})
		cut := false
		for _, k := range cuts {
			if dom.Attr(k.Node, "id") == "commentary" {
				cut = true
			}
		}
		if cut == c.kept {
			t.Errorf("%s: cut = %v, want %v", c.box, cut, !c.kept)
		}
	}
}

// TestDiscardEmptyTwin: an empty box does not make its name an item's: a
// comments title boxed as "divider-title comments" above the empty
// "comments" thread it titles is cut (trafilatura-dev 0106: a tutorial
// with code, where comments.go does not cut threads).
func TestDiscardEmptyTwin(t *testing.T) {
	root := parseRoot(t, article+`<pre><code>resp = requests.get(url)</code></pre><div class="divider-title comments"><h2 class="more-heading">Comments</h2></div><div class="comments"></div>`+
		`<div class="twitter-discussion"><a href="https://community.example/t/23102">Continue the Discussion</a></div>`)
	for _, c := range Prune([]*html.Node{root}, nil, Page{}) {
		if dom.Attr(c.Node, "class") == "divider-title comments" {
			return
		}
	}
	t.Error("the comments title stayed")
}

// TestDiscardBodyFooter: when the content is the whole <body>, a <footer>
// outside any <article> is the page's and goes (a sitemap inside <main>,
// trafilatura-dev 0681); an article's own footer stays, and so does a
// footer inside a chosen block.
func TestDiscardBodyFooter(t *testing.T) {
	footer := `<footer><ul class="sitemap"><li><a href="/news">News</a></li><li><a href="/teams">Nationalteams</a></li>` +
		`<li><a href="/shop">Fanshop</a></li></ul><p>© 2022 Deutscher Handballbund</p></footer>`
	page := func(inner string) *html.Node {
		doc, err := html.Parse(strings.NewReader(`<html><body>` + inner + `</body></html>`))
		if err != nil {
			t.Fatal(err)
		}
		return dom.FindBody(doc)
	}
	footerCut := func(root *html.Node) bool {
		for _, c := range Prune([]*html.Node{root}, nil, Page{}) {
			if c.Node.DataAtom == atom.Footer {
				return true
			}
		}
		return false
	}
	if !footerCut(page(`<main><p>` + para("one", 40) + `</p><p>` + para("two", 40) + `</p><p>` + para("three", 40) + `</p>` + footer + `</main>`)) {
		t.Error("the page's footer in a body root stayed")
	}
	if footerCut(page(`<article><p>` + para("one", 40) + `</p><p>` + para("two", 40) + `</p><p>` + para("three", 40) + `</p>` + footer + `</article>`)) {
		t.Error("an article's own footer was cut")
	}
	if footerCut(parseRoot(t, article+footer)) {
		t.Error("a footer inside a chosen block was cut")
	}
}
