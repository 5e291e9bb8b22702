package prune

// The boilerplate lines' cases (phrases.go) run in TestPrune.

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
