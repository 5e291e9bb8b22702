package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// para is a paragraph of n distinct words, seeded so that different seeds
// share no 4-gram.
func para(seed string, n int) string {
	w := make([]string, n)
	for i := range w {
		w[i] = seed + strings.Repeat("x", i%7) + string(rune('a'+i%26)) + string(rune('a'+i/26))
	}
	return strings.Join(w, " ")
}

// shareMenu is an Invision forum post's share menu, the same under every
// post (so that the discard names, which spare repeated boxes, keep it).
const shareMenu = `<div class="ipsPadding ipsHide cPostShareMenu"><h5>Share this post</h5>` +
	`<ul><li><a href="/p">Link to post</a></li><li><a href="/x">Share on X</a></li></ul></div>`

// article is a body of three long paragraphs, as the classifier would
// choose it.
var article = "<p>" + para("one", 40) + "</p><p>" + para("two", 40) + "</p><p>" + para("three", 40) + "</p>"

type pruneCase struct {
	name string
	html string   // the content root's inner HTML
	cut  []string // tags of which at least one element is cut
	keep []string // tags of which none is cut
}

func TestPrune(t *testing.T) {
	cases := []pruneCase{
		{
			name: "hidden schema.org copy of the article",
			html: article + `<div style="display: none" itemscope itemtype="http://schema.org/NewsArticle">` +
				para("one", 40) + " " + para("two", 40) + " " + para("three", 40) + `</div>`,
			cut: []string{"div"},
		},
		{
			name: "noscript copy of the article",
			html: article + `<noscript><div><p>` + para("one", 40) + `</p><p>` + para("two", 40) + `</p></div></noscript>`,
			cut:  []string{"noscript"},
		},
		{
			name: "visible copied block of two paragraphs",
			html: article + `<section class="mobile-only"><p>` + para("one", 40) + `</p><p>` + para("two", 40) + `</p></section>`,
			cut:  []string{"section"},
		},
		{
			name: "visible copied block of a chinese article",
			html: zhArticle + `<section class="mobile-only">` + zhArticle + `</section>`,
			cut:  []string{"section"},
		},
		{
			name: "quotation of an earlier post",
			html: `<article><p>` + para("post", 30) + `</p></article><article><blockquote>` + para("post", 12) +
				`</blockquote><p>` + para("reply", 20) + `</p></article>`,
			cut: []string{"blockquote"},
		},
		{
			name: "the same meal on several days of a plan",
			html: `<h2>Day 1</h2><p>Portion Fix Containers: 1 Green, 1 Red, 1 Yellow, 1 tsp.</p><p>Eat 60–90 minutes before your workout</p>` +
				`<h2>Day 2</h2><p>Portion Fix Containers: 1 Green, 1 Red, 1 Yellow, 1 tsp.</p><p>Eat 60–90 minutes before your workout</p>`,
			keep: []string{"p"},
		},
		{
			name: "the same description under each event of a listing",
			html: `<ul><li><h3>Seattle</h3><p>` + para("event", 45) + `</p></li><li><h3>Denver</h3><p>` + para("event", 45) + `</p></li></ul>`,
			keep: []string{"li", "p"},
		},
		{
			name: "a copied paragraph that is not a whole block",
			html: article + `<p>` + para("one", 40) + `</p>`,
			keep: []string{"p"},
		},
		{
			name: "documentation repeating code under each language tab",
			html: `<div role="tabpanel" hidden style="display:none"><p>` + para("step", 20) + `</p><pre>` + para("code", 30) +
				`</pre></div><div role="tabpanel" hidden style="display:none"><p>` + para("step", 20) + `</p><pre>` + para("code", 30) + `</pre></div>`,
			keep: []string{"div", "pre", "p"},
		},
		{
			name: "repeated code example",
			html: `<pre>` + para("code", 50) + `</pre><p>` + para("text", 10) + `</p><pre>` + para("code", 50) + `</pre>`,
			keep: []string{"pre"},
		},
	}
	cases = append(cases, lineCases...)
	cases = append(cases, linkBlockCases...)
	cases = append(cases, captionCases...)
	cases = append(cases, datelineCases...)
	cases = append(cases, scriptDatelineCases...)
	cases = append(cases, promoCases...)
	cases = append(cases, tickerCases...)
	cases = append(cases, discardCases...)
	cases = append(cases, intlCases...)
	cases = append(cases, scriptsCases...)
	cases = append(cases, commentTitleCases...)
	cases = append(cases, shareBarCases...)
	cases = append(cases, creditCases...)
	cases = append(cases, tailCases...)
	cases = append(cases, promoIntlCases...)
	cases = append(cases, readAlsoCases...)
	cases = append(cases, commentCases...)
	cases = append(cases, twinCases...)
	cases = append(cases, stutterCases...)
	cases = append(cases, dawnPriceCases...)
	cases = append(cases, liveCases...)
	cases = append(cases, popoverCases...)
	cases = append(cases, echoCases...)
	cases = append(cases, facetCases...)
	cases = append(cases, signatureCases...)
	cases = append(cases, srLabelCases...)
	cases = append(cases, imageDescriptionCases...)
	cases = append(cases, badgeCases...)
	cases = append(cases, fieldLabelCases...)
	cases = append(cases, unseenCases...)
	cases = append(cases, unspokenCases...)
	cases = append(cases, controlLabelCases...)
	cases = append(cases, priceLineCases...)
	cases = append(cases, labelApartCases...)
	cases = append(cases, signInCases...)
	cases = append(cases, headLinkCases...)
	cases = append(cases, articleFooterCases...)
	cases = append(cases, pressContactCases...)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			root := parseRoot(t, c.html)
			cuts := Prune([]*html.Node{root}, nil, Page{})
			got := map[string]int{}
			for _, k := range cuts {
				got[k.Node.Data]++
			}
			for _, tag := range c.cut {
				if got[tag] == 0 {
					t.Errorf("no <%s> cut; cuts: %v", tag, got)
				}
			}
			for _, tag := range c.keep {
				if got[tag] > 0 {
					t.Errorf("<%s> cut, want kept; cuts: %v", tag, got)
				}
			}
		})
	}
}

func TestPruneSkipsWhatTheClassifierLeftOut(t *testing.T) {
	root := parseRoot(t, article+`<div class="copy"><p>`+para("one", 40)+`</p><p>`+para("two", 40)+`</p></div>`)
	var first *html.Node
	for n := root.FirstChild; n != nil; n = n.NextSibling {
		if n.DataAtom == atom.P {
			first = n
			break
		}
	}
	// With the first paragraph already left out, the copy is no longer a
	// copy of two rendered paragraphs.
	cuts := Prune([]*html.Node{root}, func(n *html.Node) bool { return n == first }, Page{})
	if len(cuts) != 0 {
		t.Errorf("cuts = %d, want none", len(cuts))
	}
}

// The classifier may choose, as a block of its own, the inside of a
// display:none copy of the article (businessinsider's schema.org copy).
func TestPruneHiddenAboveTheRoot(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<html><body><div id=a>` + article + `</div>` +
		`<div style="display:none"><div id=b>` + para("one", 40) + ` ` + para("two", 40) + ` ` + para("three", 40) + `...</div></div></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	var a, b *html.Node
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		switch dom.Attr(n, "id") {
		case "a":
			a = n
		case "b":
			b = n
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	cuts := Prune([]*html.Node{a, b}, nil, Page{})
	if len(cuts) != 1 || cuts[0].Node != b {
		t.Fatalf("cuts = %v, want the hidden copy", cuts)
	}
}

// mysanantonio.com: the classifier chooses the "most-popular" box as a
// root beside a short news brief; the box is larger than the brief.
func TestPruneSidebarRootBesideShortArticle(t *testing.T) {
	var items strings.Builder
	for i := 0; i < 15; i++ {
		items.WriteString(`<li>` + string(rune('a'+i)) + ` <h5><a href="/x">` + para(string(rune('a'+i))+"head", 8) + `</a></h5></li>`)
	}
	doc, err := html.Parse(strings.NewReader(`<html><body><article><div class=article-body id=a><p>` + para("brief", 90) +
		`</p></div><div class="article-sidebar"><div class="most-popular"><div class="content" id=b><ul>` + items.String() +
		`</ul></div></div></div></article></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	a, b := byID(doc, "a"), byID(doc, "b")
	cuts := Prune([]*html.Node{a, b}, nil, Page{})
	if len(cuts) != 1 || cuts[0].Node != b {
		t.Fatalf("cuts = %v, want the most-popular box", cuts)
	}
}

// A link list chosen as a root inside the page's <header> is navigation;
// inside the article, a header's links are the article's.
func TestPruneHeaderLinksRoot(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<html><body><header><div><ul id=b><li><a href="/1">Products and pricing plans</a></li>` +
		`<li><a href="/2">Customer stories and case studies</a></li><li><a href="/3">Documentation and guides</a></li></ul></div></header>` +
		`<article id=a><header><a href="/c">Cloud computing</a></header><p>` + para("body", 120) + `</p></article></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	a, b := byID(doc, "a"), byID(doc, "b")
	cuts := Prune([]*html.Node{b, a}, nil, Page{})
	if len(cuts) != 1 || cuts[0].Node != b {
		t.Fatalf("cuts = %v, want the header's link list only", cuts)
	}
}

func byID(n *html.Node, id string) *html.Node {
	if n.Type == html.ElementNode && dom.Attr(n, "id") == id {
		return n
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if r := byID(c, id); r != nil {
			return r
		}
	}
	return nil
}

// cutIDs returns the ids of the elements rule cut, in order.
func cutIDs(cuts []Cut, rule string) []string {
	var ids []string
	for _, k := range cuts {
		if k.Rule == rule {
			ids = append(ids, dom.Attr(k.Node, "id"))
		}
	}
	return ids
}

func TestPruneNoContent(t *testing.T) {
	if cuts := Prune(nil, nil, Page{}); cuts != nil {
		t.Errorf("Prune(nil) = %v", cuts)
	}
	root := parseRoot(t, "")
	if cuts := Prune([]*html.Node{root}, nil, Page{}); len(cuts) != 0 {
		t.Errorf("Prune(empty) = %v", cuts)
	}
}

// parseRoot parses inner as the content of a <div> root in a body.
func parseRoot(t *testing.T, inner string) *html.Node {
	t.Helper()
	doc, err := html.ParseWithOptions(strings.NewReader("<html><body><div id=root>"+inner+"</div></body></html>"),
		html.ParseOptionEnableScripting(false))
	if err != nil {
		t.Fatal(err)
	}
	return byID(doc, "root")
}

// lineCases are realistic snippets of news article bodies
// (ScrapingHub's pages) and of pages where such words are content.
var lineCases = []pruneCase{
	{
		name: "ad label and continue-reading prompt inside the body",
		html: article + `<div class="ad-label"><span>Advertisement</span></div><p>` + para("four", 30) +
			`</p><h6>Continue Reading Below</h6>`,
		cut:  []string{"div", "h6"},
		keep: []string{"p"},
	},
	{
		name: "express.co.uk DON'T MISS with its headline links",
		html: article + `<p><strong>DON'T MISS</strong></p><p><a href="/a">China furious at Macron for Hong Kong protest jibe</a> [INSIGHT]</p>` +
			`<p><a href="/b">Lakers vs Nets: NBA make final decision on game amid China turmoil</a> [VIDEO]</p><p>` + para("four", 30) + `</p>`,
		cut:  []string{"p"},
		keep: []string{},
	},
	{
		name: "businessinsider related coverage list",
		html: article + `<h3>Related coverage from <a href="/c">How to Do Everything: Money</a>:</h3><ul><li><h3><a href="/d">Here's exactly how to figure out when you can retire</a></h3></li>` +
			`<li><h3><a href="/e">How to invest in index funds, explained</a></h3></li></ul>`,
		cut: []string{"ul"},
	},
	{
		name: "see more prefix line",
		html: article + `<p><strong>SEE MORE: <a href="/f">China plague outbreak confirmed: Two diagnosed with disease in Beijing</a></strong></p>`,
		cut:  []string{"p"},
	},
	{
		name: "sharing prompt and like button of a blog",
		html: article + `<div class="sharedaddy"><h3>Share this:</h3><ul><li><a href="/t">Twitter</a></li><li><a href="/f">Facebook</a></li></ul></div>`,
		cut:  []string{"div"}, // the whole box, by its name (discard.go)
	},
	{
		name: "affiliate disclosure and feedback prompt",
		html: `<p><em>We may earn commission from links on this page, but we only recommend products we back. Why Trust Us?</em></p>` + article +
			`<div><span>Was this helpful?</span></div>`,
		cut:  []string{"p", "div"},
		keep: []string{},
	},
	{
		name: "forum thread footer",
		html: `<article><p>` + para("post", 30) + `</p><a href="/q">Reply with quote</a></article><div class="notice">Not open for further replies.</div>`,
		cut:  []string{"div"},
	},
	{
		name: "text hidden by a framework class and a skip link",
		html: `<a class="skip-link" href="#main">Skip to main content</a>` + article +
			`<dl class="d-none"><dt class="sr-only">Product Name</dt><dd>Freeform Carry-On Spinner</dd></dl>`,
		cut: []string{"a", "dl"},
	},
	{
		name: "a forum post's share menu hidden until clicked (Invision)",
		html: `<article><p>` + para("post", 30) + `</p>` + shareMenu + `</article><article><p>` + para("reply", 30) + `</p>` + shareMenu + `</article>`,
		cut:  []string{"div"},
		keep: []string{"p"},
	},
	{
		name: "text hidden on small screens only is kept",
		html: article + `<section class="d-none d-md-block"><p>` + para("wide", 20) + `</p></section>` +
			`<aside class="hidden md:block"><p>` + para("tail", 20) + `</p></aside>`,
		keep: []string{"section", "aside", "p"},
	},
	{
		name: "blog footer: copyright, byline and article navigation",
		html: article + `<p>Written by Cassidy Horton</p><p>Next article: <a href="/n">Go Wins 2010 Bossie Award</a></p>` +
			`<div>© Copyright 2004-2025 Take The Magic Step. All Rights Reserved.</div>`,
		cut: []string{"p", "div"},
	},
	{
		name: "a boilerplate link on a line of its own inside a block",
		html: `<div>` + article + `<a href="/edit">Edit this page on GitHub</a><div><p>` + para("foot", 20) + `</p></div></div>`,
		cut:  []string{"a"},
		keep: []string{"div"},
	},
	{
		name: "a boilerplate label on a line of its own between <br>s",
		html: article + `<p>----------<br><strong><span>Share your story</span></strong><br><br>` + para("ask", 20) + `</p>`,
		cut:  []string{"strong"},
		keep: []string{"p"},
	},
	{
		name: "a read-more link after a comment ends its sentence and is kept",
		html: `<div>` + para("teaser", 20) + `.<!-- --> <a href="/s">Read more</a></div>` + article,
		keep: []string{"a"},
	},
	{
		name: "a boilerplate phrase inside a sentence is kept",
		html: `<div>` + article + `<p>Already have an account? <a href="/login">Log in</a> to comment.</p><div><p>` + para("foot", 20) + `</p></div></div>`,
		keep: []string{"a", "p"},
	},
	{
		name: "a card's loading placeholder and a standalone price label",
		html: article + `<div><h3 class="placeholder">Loading...</h3><div><p>` + para("card", 12) + `</p></div></div>` +
			`<div><span>current price $148.02</span><div><p>` + para("tile", 12) + `</p></div></div>`,
		cut: []string{"h3", "span"},
	},
	{
		name: "a listing's filed-under label is kept",
		html: `<div><b>Filed under: <a href="/c">Hardware -- Catalogs</a></b><ul><li><a href="/1">` + para("book", 8) + `</a></li></ul></div>` + article,
		keep: []string{"b"},
	},
	{
		name: "prose starting with a phrase's words is kept",
		html: `<p>Read more about the history of the city in the archive, where letters from the period survive.</p>` + article,
		keep: []string{"p"},
	},
	{
		name: "a related-links title whose links are most of the content is kept",
		html: `<h2>Related</h2><ul><li><a href="/1">` + para("link", 30) + `</a></li><li><a href="/2">` + para("other", 30) + `</a></li></ul><p>Short intro.</p>`,
		keep: []string{"h2", "ul"},
	},
	{
		name: "a heading naming a social network is a card title",
		html: article + `<a href="/fb"><h5>Facebook</h5><p>Follow the project for release news and events.</p></a>`,
		keep: []string{"h5"},
	},
	{
		name: "documentation keeps its related articles",
		html: `<p>` + para("doc", 30) + `</p><pre>systemctl start foo.service</pre><p>Related articles</p><ul><li><a href="/u">systemd/User</a></li></ul>`,
		keep: []string{"p", "ul"},
	},
}

var linkBlockCases = []pruneCase{
	{
		name: "most-popular box inside the article",
		html: article + `<div class="most-popular"><h4>Most Popular</h4><ul><li>1 <a href="/1">Thousands of Disney Plus accounts were hacked and sold online</a></li>` +
			`<li>2 <a href="/2">Man charged with manslaughter in friend's shooting death</a></li></ul></div>`,
		cut: []string{"div"},
	},
	{
		name: "a hinted block of prose is kept",
		html: article + `<section class="related-research"><p>` + para("research", 40) + `</p></section>`,
		keep: []string{"section"},
	},
	{
		name: "cards of a collection are kept",
		html: `<p>Trail running shoes for every surface.</p><div class="tag-grid">` +
			`<div class="teaser"><a href="/1">Men's HOKA Speedgoat 6 trail running shoe in black</a></div>` +
			`<div class="teaser"><a href="/2">Women's Brooks Ghost Trail running shoe in grey</a></div>` +
			`<div class="teaser"><a href="/3">Men's Brooks Cascadia 18 trail running shoe in blue</a></div></div>`,
		keep: []string{"div"},
	},
}

var captionCases = []pruneCase{
	{
		name: "figure caption and credit of a news photo",
		html: `<p>` + para("one", 40) + `</p><figure><img src="a.jpg" alt=""><figcaption>Protesters have worn masks to protect their identities (Image: GETTY)</figcaption></figure><p>` + para("two", 40) + `</p>`,
		cut:  []string{"figcaption"},
		keep: []string{"p"},
	},
	{
		name: "wordpress caption text beside its image",
		html: article + `<div class="wp-caption"><img src="b.jpg"><p class="wp-caption-text">Photo by Kirk Irwin/Getty Images</p></div>`,
		cut:  []string{"p"},
	},
	{
		name: "a long descriptive caption in a blog gallery is content, whatever its class",
		html: `<p>` + para("one", 40) + `</p><figure class="gallery-item"><img src="g1.jpg" alt=""><figcaption class="x1">` + para("gallery", 90) +
			`</figcaption></figure><figure><img src="g2.jpg" alt=""><figcaption>` + para("second", 90) + `</figcaption></figure><p>` + para("two", 40) + `</p>`,
		keep: []string{"figcaption"},
	},
	{
		name: "a long news caption that names its photo's source goes",
		html: `<p>` + para("one", 40) + `</p><figure><img src="h.jpg" alt=""><figcaption>` + para("module", 90) +
			` Credit: ESA</figcaption></figure><figure><img src="i.jpg" alt=""><figcaption>` + para("demo", 90) + ` (Foto: dpa)</figcaption></figure><p>` +
			para("two", 40) + `</p>`,
		cut: []string{"figcaption"},
	},
	{
		name: "a statistic's figure caption is content",
		html: article + `<figure class="stat"><p>6.7x</p><figcaption>Up to 6.7x faster pro rendering performance with ray tracing</figcaption></figure>`,
		keep: []string{"figcaption"},
	},
	{
		name: "a utility class containing caption is not a caption",
		html: article + `<div><img src="c.jpg"><span class="cdr-rating__caption-sr">Rated 4.5 out of 5 stars by 230 reviewers</span></div>`,
		keep: []string{"span"},
	},
	{
		name: "card captions of a collection are its items",
		html: `<ul><li><a href="/1"><img src="1.jpg"><span class="card-caption">Men's HOKA Speedgoat 6 trail shoe</span></a></li>` +
			`<li><a href="/2"><img src="2.jpg"><span class="card-caption">Women's Brooks Ghost trail shoe</span></a></li></ul>`,
		keep: []string{"span"},
	},
}

var datelineCases = []pruneCase{
	{
		name: "usatoday byline and dateline above the story",
		html: `<div class="byline">Lisa Kaczke and Trevor J. Mitchell</div><div class="dateline">Published 10:02 AM EST Nov 19, 2019</div>` + article,
		cut:  []string{"div"},
		keep: []string{"p"},
	},
	{
		name: "AP byline",
		html: `<h6>By DANICA KIRKA and JILL LAWLESS</h6>` + article + `<span class="updated">Updated on: November 19, 2019 / 10:07 AM / CBS News</span>`,
		keep: []string{"h6"}, // a heading is never a dateline
	},
	{
		name: "wordpress posted-on line",
		html: `<p>Posted on Maret 30, 2015 by Admin</p>` + article,
		cut:  []string{"p"},
	},
	{
		name: "specifications in a list are kept",
		html: article + `<ul><li>SM Weight: 4.48 LBS.</li><li>Pendant measures 5/16 x 3/4</li></ul>`,
		keep: []string{"li"},
	},
	{
		name: "a forum post's date is kept",
		html: `<div class="ipsComment_meta"><p>Posted March 19, 2024</p></div>` + article,
		keep: []string{"p"},
	},
	{
		name: "a quoted author is no date",
		html: `<p>Jan White wrote:</p>` + article,
		keep: []string{"p"},
	},
	{
		name: "dated entries of a list of events are kept",
		html: `<p>March 3, 2026</p><p>` + para("one", 20) + `</p><p>April 7, 2026</p><p>` + para("two", 20) +
			`</p><p>May 5, 2026</p><p>` + para("three", 20) + `</p><p>June 2, 2026</p>`,
		keep: []string{"p"},
	},
}

var promoCases = []pruneCase{
	{
		name: "newsletter prompt after the article",
		html: article + `<p><em>Get the day’s top headlines delivered to your inbox every morning by <a href="/nl">subscribing to our newsletter</a>.</em></p>`,
		cut:  []string{"p"},
	},
	{
		// Written without spaces, it is long in words (dom.WordCount):
		// the story of a security app names the stores that sell it.
		name: "a Japanese paragraph naming the app stores is kept",
		html: article + `<p>フリーWi-Fiプロテクションは、App Storeおよび、Google Playにて販売され、既に提供しているスマホ・タブレット向け総合セキュリティ対策アプリと併用することで、不正アプリや危険なウェブサイトからの保護に加え、通信の盗み見を防ぐことができる。</p>`,
		keep: []string{"p"},
	},
	{
		name: "a subscription mentioned inside the article is kept",
		html: `<p>The company said its subscription revenue grew, and analysts expect the newsletter business to follow.</p>` + article + article,
		keep: []string{"p"},
	},
}
