package classify

import (
	"strings"
	"testing"
)

// TestClassifySteps runs steps of classifyBody through Classify, on pages
// where each step changes what the classifier returns. The steps' own
// tests run them on blocks chosen by hand, so they pass whether or not
// classifyBody still calls the step; each case here fails when its step
// is taken out of the pipeline (checked by mutation: the call removed, the
// case fails).
func TestClassifySteps(t *testing.T) {
	const (
		article = `<script type="application/ld+json">{"@type":"NewsArticle"}</script>`
		product = `<script type="application/ld+json">{"@type":"Product"}</script>`
		forum   = `<script type="application/ld+json">{"@type":"DiscussionForumPosting"}</script>`
	)
	story := strings.Repeat("South Dakota launched an anti-drug campaign on Monday. ", 8)
	teasers := strings.Repeat(`<li><a href="/other">Another story of the site with a headline</a> A short summary.</li>`, 6)
	names := func(name string, n int) string {
		var b strings.Builder
		for i := range n {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(`<a href="/users/u">` + name + strings.Repeat("x", i%7) + `</a>`)
		}
		return b.String()
	}
	for _, c := range []struct {
		step string // the step of classifyBody the case needs
		head string // what the page declares in its <head>
		body string
		keep []string
		drop []string
	}{
		{"checkRoot: an embedded post in a social wrapper is the story's", "",
			`<div id="story"><p>` + story + `</p></div><div class="social-media-embed"><blockquote class="twitter-tweet"><p lang="en">Yes this is real and yes the state spent nearly half a million dollars on it</p>&mdash; Dianna (@dianna) <a href="https://twitter.com/d/status/1">November 18, 2019</a></blockquote></div>`,
			[]string{"Yes this is real"}, nil},
		{"rescueTOC: a chapter's table of contents stays with its text", "",
			`<main><div><div class="toc"><p><strong>Table of Contents</strong></p><dl><dt><a href="/s/Introduction">11.1. Introduction</a></dt><dt><a href="/s/Index Types">11.1. Index Types</a></dt><dt><a href="/s/Multicolumn Indexes">11.1. Multicolumn Indexes</a></dt><dt><a href="/s/Indexes and ORDER BY">11.1. Indexes and ORDER BY</a></dt><dt><a href="/s/Unique Indexes">11.1. Unique Indexes</a></dt></dl></div><p>Indexes are a common way to enhance database performance.</p></div></main>`,
			[]string{"Multicolumn Indexes", "enhance database performance"}, nil},
		{"rescueGapHeadings and rescueLeadHeading: a product's headings between its blocks", article,
			`<main><h1>Trail backpack</h1><p>A light pack for long days on the trail, with a rain cover.</p><h2>FAQs</h2><h3><button aria-expanded="true" aria-controls="a1">Is the pack waterproof in heavy rain?</button></h3><div id="a1"><p>The fabric resists water and the included cover keeps heavy rain out.</p></div><div><button aria-expanded="false">Menu</button><button type="submit">Add to cart</button></div></main>`,
			[]string{"Trail backpack", "Is the pack waterproof in heavy rain?", "included cover"}, nil},
		{"keepProductName: a product's name heads its page", product,
			`<article><h1>Password manager</h1><p>The update adds one-time codes to the desktop version, which the mobile app has had for a year.</p><div>&lt;div&gt;&lt;a href="http://ads.example.net/jump/mac;sz=500x500;tile=1" target="_blank"&gt;&lt;img alt="" src="http://ads.example.net/ad/mac;sz=500x500" width="500" height="500"&gt;&lt;/a&gt;&lt;/div&gt;</div><p><a href="/x"><img src="/p.png" alt=""></a> <span>&lt;img id="counter" src="/cgi/count/0.gif" width="1" height="1" alt=""&gt;</span></p><p>Use <code>&lt;em&gt;</code> for stress and &lt;strong&gt; for importance, as the specification says.</p><pre>&lt;div class="card"&gt;&lt;a href="/item"&gt;Item&lt;/a&gt;&lt;/div&gt;</pre></article>`,
			[]string{"Password manager"}, nil},
		{"narrowToArticle: the teasers beside an <article> are not the story", "",
			`<div><article><h1>Story</h1><p>` + strings.Repeat("The story goes on with a long sentence of its own words. ", 8) + `</p></article><div><ul>` + teasers + `</ul></div></div>`,
			[]string{"The story goes on"}, []string{"Another story of the site"}},
		{"dropUnlikely: a pager's page number is no content", "",
			`<main><h1>Tops</h1><nav-box class="pager"><h4>Pages</h4><a href="?p=2">2</a></nav-box></main>`,
			[]string{"Tops"}, []string{"2"}},
		{"dropNameLists: a paragraph of linked user names is navigation", "",
			`<div><p>` + strings.Repeat("A long sentence of the story. ", 40) + `</p><p>` + names("reader", 120) + `</p><p>` + names("writer", 40) + `</p>` +
				`<p>` + strings.Repeat(`the story goes on with a <a href="/w">linked word</a> and more words between them. `, 120) + `</p>` +
				`<ul>` + strings.Repeat(`<li><a href="/p">Another page</a></li>`, 120) + `</ul></div>`,
			[]string{"A long sentence of the story.", "writerx", "linked word", "Another page"}, []string{"readerx"}},
		{"rescuePostCredits: a post's author name stays with its post", forum,
			`<div class="p-body"><header class="p-header"><nav><a href="/">Forums</a><span class="p-navgroup-username">kestrel42</span></nav></header><div class="p-main"><div class="block"><div class="message"><div class="message-user"><a href="/members/bob.5/">bob</a></div><div class="body">The liftgate lights went dark after the dealer's update last week.</div></div></div></div></div>`,
			[]string{"bob", "liftgate lights"}, []string{"kestrel42"}},
		{"a client-side shell's stray words are no content", "",
			`<div id="app"></div><div role="contentinfo"><div class="collapsible">Allied Benefit Systems - Aetna<ul><li>Aetna</li><li>Cigna</li></ul></div></div>`,
			nil, []string{"Allied Benefit Systems", "Cigna"}},
	} {
		t.Run(c.step, func(t *testing.T) {
			got := classifiedText(t, `<html><head>`+c.head+`</head><body>`+c.body+`</body></html>`, "https://example.com/page")
			checkKept(t, got, c.keep, c.drop)
		})
	}
}
