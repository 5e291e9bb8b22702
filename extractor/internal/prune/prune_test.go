package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

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
	cases = append(cases, appBadgeCases...)
	cases = append(cases, setOffCases...)
	cases = append(cases, signOffCases...)
	cases = append(cases, scriptLinkCases...)
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
	cases = append(cases, dismissibleCases...)
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
	cases = append(cases, resultCountCases...)
	cases = append(cases, selectLabelCases...)
	cases = append(cases, priceLineCases...)
	cases = append(cases, labelApartCases...)
	cases = append(cases, signInCases...)
	cases = append(cases, headLinkCases...)
	cases = append(cases, articleFooterCases...)
	cases = append(cases, pressContactCases...)
	cases = append(cases, articleCardCases...)
	cases = append(cases, cardLinkCases...)
	cases = append(cases, consentGateCases...)
	cases = append(cases, widgetHeadCases...)
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

func TestPruneNoContent(t *testing.T) {
	if cuts := Prune(nil, nil, Page{}); cuts != nil {
		t.Errorf("Prune(nil) = %v", cuts)
	}
	root := parseRoot(t, "")
	if cuts := Prune([]*html.Node{root}, nil, Page{}); len(cuts) != 0 {
		t.Errorf("Prune(empty) = %v", cuts)
	}
}
