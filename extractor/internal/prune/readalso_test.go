package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// readAlsoCases are links to other articles set inside the text, in any
// language, and label-and-link lines that are content.
var readAlsoCases = []pruneCase{
	{
		name: "spanish label, colon and a linked headline",
		html: article + `<h3>MIRA:&nbsp;<a href="/x">Madre se acerca a conocer los motivos de captura de su hijo</a></h3>`,
		cut:  []string{"h3"},
	},
	{
		name: "a label in its own element before the colon",
		html: article + `<div><em>Read more</em>: <a href="/y">Recognizing Germany colonial crimes: Work in progress</a></div>`,
		cut:  []string{"div"},
	},
	{
		name: "a link cut off with an ellipsis",
		html: article + `<div><a href="/z">Lesen Sie hier einen weiteren spannenden Beitrag …</a></div>`,
		cut:  []string{"div"},
	},
	{
		name: "documentation with code keeps its pointer to another page",
		html: article + `<pre><code>kubectl apply -f app.yaml</code></pre><p>Mira: <a href="/docs/deploy">Deploying the application to the cluster</a></p>`,
		keep: []string{"p"},
	},
	{
		name: "a label and a one-word link is kept",
		html: article + `<div>Download: <a href="/f.pdf">PDF</a></div>`,
		keep: []string{"div"},
	},
	{
		name: "a label and two shop links is kept",
		html: article + `<div>Buy: <a href="/1">check price at Amazon UK</a>, <a href="/2">check price at Amazon US</a></div>`,
		keep: []string{"div"},
	},
	{
		name: "a time is no label",
		html: article + `<div>12:30 <a href="/live">Die Pressekonferenz im Livestream ansehen</a></div>`,
		keep: []string{"div"},
	},
	{
		name: "a long label with a colon is a sentence",
		html: article + `<div>Die Kommission hat am Montag entschieden: <a href="/b">Der Bericht wird im Frühjahr veröffentlicht</a></div>`,
		keep: []string{"div"},
	},
	{
		name: "a chinese sentence before a colon is no label",
		html: zhArticle + `<div>市政府在周一举行的新闻发布会上宣布了这项计划的具体细节：<a href="/b">全市社区分馆建设计划全文公布</a></div>`,
		keep: []string{"div"},
	},
	{
		name: "a chinese label, a full-width colon and a linked headline",
		html: zhArticle + `<div>延伸阅读：<a href="/c">全国首个二十四小时无人值守书店在成都开业，夜间客流超出预期</a></div>`,
		cut:  []string{"div"},
	},
	{
		name: "a caption heading beside its photo",
		html: article + `<figure><img src="a.jpg"><div><h2 class="figure__caption">Ein Kippmoment in Rain: die lachende Menge wird zum Mob</h2></div></figure>`,
		cut:  []string{"h2"},
	},
	{
		name: "a card title in a link is no caption, whatever its class",
		html: article + `<div><a href="/1"><img src="a.jpg"><h2 class="wt-text-caption">Personalised leather wallet for men</h2></a></div>`,
		keep: []string{"h2"},
	},
	{
		name: "a long legend under a photo",
		html: article + `<section><img src="a.jpg"><div class="legend"><div class="content">` + para("legend", 45) + `</div></div></section>`,
		cut:  []string{"div"},
	},
	{
		name: "a breaker box and a post rating inside the text",
		html: article + `<div class="teaser-breaker"><p>ERSCHIENEN IN</p><p><a href="/m">Burgenland Spezial 2021</a></p></div>` +
			`<p><span class="post-ratings">4,5 von 5 Punkten (12 Stimmen)</span></p>`,
		cut: []string{"div", "span"},
	},
}

// A content root alone in a box named by the discard list (boingboing's
// "next-post-thumbnails") is cut; roots in a box that holds most of the
// content (a layout's "c-layout-sidebar-left" around the main column),
// roots in a comment box (a forum's posts) and a post's body in an
// <article> that holds the title, whatever its class says, stay.
func TestPruneRootInNamedBox(t *testing.T) {
	for _, c := range []struct {
		name, html string
		cut        bool
	}{
		{"next story beside the article", `<div id=a><p>` + para("story", 120) + `</p></div>` +
			`<div id="next-post-thumbnails"><div class="nextstory"><p id=b>` + para("next", 20) + `</p></div></div>`, true},
		{"main column of a sidebar layout", `<div id=b><p>` + para("intro", 20) + `</p></div>` +
			`<div class="c-layout-sidebar-left"><div class="c-layout-main" id=a><p>` + para("story", 120) + `</p></div></div>`, false},
		{"posts of a forum thread", `<div id=b><p>` + para("question", 20) + `</p></div>` +
			`<div class="comments"><div class="comment-body" id=a><p>` + para("answer", 30) + `</p></div></div>`, false},
		{"a post whose class names its author, beside a longer sidebar", `<article class="hentry author-ann-lee"><h1>Gelbe Westen</h1>` +
			`<div id=b><p>` + para("post", 40) + `</p></div></article><div id=a><p>` + para("archive", 120) + `</p></div>`, false},
		{"an author box under the title", `<div class="author-box"><h1>Gelbe Westen</h1><div id=b><p>` + para("bio", 40) + `</p></div></div>` +
			`<div id=a><p>` + para("story", 120) + `</p></div>`, true},
		{"an author's article without a title", `<article class="author-bio"><div id=b><p>` + para("bio", 40) + `</p></div></article>` +
			`<div id=a><p>` + para("story", 120) + `</p></div>`, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(`<html><body><main>` + c.html + `</main></body></html>`))
			if err != nil {
				t.Fatal(err)
			}
			a, b := byID(doc, "a"), byID(doc, "b")
			cuts := Prune([]*html.Node{a, b}, nil, Page{})
			got := false
			for _, k := range cuts {
				got = got || k.Node == b
			}
			if got != c.cut {
				t.Errorf("root b cut = %v, want %v (cuts %v)", got, c.cut, cuts)
			}
		})
	}
}

// TestReadAlsoOffSite: a label and a link to another site is a story's
// fact (a venue's map, a shop, a box office), not a pointer to the site's
// own articles; the pointers link into the site, its subdomains included.
func TestReadAlsoOffSite(t *testing.T) {
	const page = "https://www.citytimes.co.uk/arts/jazz-night"
	cases := []struct {
		name, url, html string
		cut             bool
	}{
		{"a venue linked to a map", page,
			article + `<p>Venue: <a href="https://www.openmaps.org/?q=hall">Royal Concert Hall, Sauchiehall Street</a></p>`, false},
		{"an address linked to a map, in french", page,
			article + `<p>Adresse : <a href="https://maps.example.org/?q=12+rue">12 rue des Rosiers, 75004 Paris</a></p>`, false},
		{"a reviewed book linked to a shop", page,
			`<p>Book: <a href="//www.bookshop.org/name-of-the-wind">The Name of the Wind by Patrick Rothfuss</a></p>` + article, false},
		{"a pointer to the site's own article", page,
			article + `<p>Read more: <a href="https://www.citytimes.co.uk/arts/festival">Looted colonial art returns home at last</a></p>`, true},
		{"a pointer to a section of the site on a subdomain", page,
			article + `<p>Mehr dazu: <a href="https://sport.citytimes.co.uk/x">Der Trainer verlängert seinen Vertrag bis 2030</a></p>`, true},
		{"a relative pointer", page,
			article + `<p>Read more: <a href="/arts/festival">Looted colonial art returns home at last</a></p>`, true},
		{"a link cut off with an ellipsis, to the site", page,
			article + `<div><a href="/z">Lesen Sie hier einen weiteren spannenden Beitrag …</a></div>`, true},
		{"without the page's address no link is known to leave", "",
			article + `<p>Venue: <a href="https://www.openmaps.org/?q=hall">Royal Concert Hall, Sauchiehall Street</a></p>`, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cut := false
			for _, k := range Prune([]*html.Node{parseRoot(t, c.html)}, nil, Page{URL: c.url}) {
				cut = cut || k.Rule == "read-also"
			}
			if cut != c.cut {
				t.Errorf("read-also cut = %v, want %v", cut, c.cut)
			}
		})
	}
}

func TestSiteOf(t *testing.T) {
	for in, want := range map[string]string{
		"https://www.zeit.de/politik/x": "zeit.de",
		"http://blog.zeit.de/":          "zeit.de",
		"//news.bbc.co.uk/1":            "bbc.co.uk",
		"HTTPS://WWW.Example.COM":       "example.com",
		"/relative/path":                "",
		"mailto:a@b.com":                "",
		"javascript:void(0)":            "",
		"https://127.0.0.1/x":           "",
		"":                              "",
	} {
		if got := siteOf(in); got != want {
			t.Errorf("siteOf(%q) = %q, want %q", in, got, want)
		}
	}
}
