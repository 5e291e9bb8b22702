package classify

import (
	"fmt"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// TestClassifySteps runs steps of classifyBody through Classify, on pages
// where each step changes what the classifier returns. The steps' own
// tests run them on blocks chosen by hand, so they pass whether or not
// classifyBody still calls the step; each case here fails when its step
// is taken out of the pipeline (checked by mutation: the call removed, the
// case fails).
func TestClassifySteps(t *testing.T) {
	const (
		article    = `<script type="application/ld+json">{"@type":"NewsArticle"}</script>`
		product    = `<script type="application/ld+json">{"@type":"Product"}</script>`
		forum      = `<script type="application/ld+json">{"@type":"DiscussionForumPosting"}</script>`
		blog       = `<script type="application/ld+json">{"@type":"BlogPosting"}</script>`
		collection = `<script type="application/ld+json">{"@type":"CollectionPage"}</script>`
	)
	story := strings.Repeat("South Dakota launched an anti-drug campaign on Monday. ", 8)
	teasers := strings.Repeat(`<li><a href="/other">Another story of the site with a headline</a> A short summary.</li>`, 6)
	readMore := `<p class="related"><a href="/news/other">Read more: Storm warnings for the coast</a></p>`
	items := func(names ...string) string { return "<li>" + strings.Join(names, "</li><li>") + "</li>" }
	menu := items("Laptops", "Tablets", "Phones", "Cameras", "TV and Home Theater", "Appliances", "Video Games", "Smart Home", "Deals", "Gift Cards", "Order Status", "Account")
	formula := `<span class="mwe-math-element"><span style="display: none;"><math><semantics><mi>A</mi><annotation encoding="application/x-tex">A=\overline{A^T}</annotation></semantics></math></span><img class="mwe-math-fallback-image-inline" alt="A=\overline{A^T}" src="f.svg"></span>`
	laptop := "Surface Laptop 13.8 inch Touchscreen with Snapdragon X Plus, 16GB Memory, 512GB Storage"
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
		in   []string // ids of elements that lie in the content (a picture, a formula)
		out  []string // ids of elements that do not
	}{
		{"checkRoot: an embedded post in a social wrapper is the story's", "",
			`<div id="story"><p>` + story + `</p></div><div class="social-media-embed"><blockquote class="twitter-tweet"><p lang="en">Yes this is real and yes the state spent nearly half a million dollars on it</p>&mdash; Dianna (@dianna) <a href="https://twitter.com/d/status/1">November 18, 2019</a></blockquote></div>`,
			[]string{"Yes this is real"}, nil, nil, nil},
		{"rescueTOC: a chapter's table of contents stays with its text", "",
			`<main><div><div class="toc"><p><strong>Table of Contents</strong></p><dl><dt><a href="/s/Introduction">11.1. Introduction</a></dt><dt><a href="/s/Index Types">11.1. Index Types</a></dt><dt><a href="/s/Multicolumn Indexes">11.1. Multicolumn Indexes</a></dt><dt><a href="/s/Indexes and ORDER BY">11.1. Indexes and ORDER BY</a></dt><dt><a href="/s/Unique Indexes">11.1. Unique Indexes</a></dt></dl></div><p>Indexes are a common way to enhance database performance.</p></div></main>`,
			[]string{"Multicolumn Indexes", "enhance database performance"}, nil, nil, nil},
		{"rescueGapHeadings and rescueLeadHeading: a product's headings between its blocks", article,
			`<main><h1>Trail backpack</h1><p>A light pack for long days on the trail, with a rain cover.</p><h2>FAQs</h2><h3><button aria-expanded="true" aria-controls="a1">Is the pack waterproof in heavy rain?</button></h3><div id="a1"><p>The fabric resists water and the included cover keeps heavy rain out.</p></div><div><button aria-expanded="false">Menu</button><button type="submit">Add to cart</button></div></main>`,
			[]string{"Trail backpack", "Is the pack waterproof in heavy rain?", "included cover"}, nil, nil, nil},
		{"keepProductName: a product's name heads its page", product,
			`<article><h1>Password manager</h1><p>The update adds one-time codes to the desktop version, which the mobile app has had for a year.</p><div>&lt;div&gt;&lt;a href="http://ads.example.net/jump/mac;sz=500x500;tile=1" target="_blank"&gt;&lt;img alt="" src="http://ads.example.net/ad/mac;sz=500x500" width="500" height="500"&gt;&lt;/a&gt;&lt;/div&gt;</div><p><a href="/x"><img src="/p.png" alt=""></a> <span>&lt;img id="counter" src="/cgi/count/0.gif" width="1" height="1" alt=""&gt;</span></p><p>Use <code>&lt;em&gt;</code> for stress and &lt;strong&gt; for importance, as the specification says.</p><pre>&lt;div class="card"&gt;&lt;a href="/item"&gt;Item&lt;/a&gt;&lt;/div&gt;</pre></article>`,
			[]string{"Password manager"}, nil, nil, nil},
		{"narrowToArticle: the teasers beside an <article> are not the story", "",
			`<div><article><h1>Story</h1><p>` + strings.Repeat("The story goes on with a long sentence of its own words. ", 8) + `</p></article><div><ul>` + teasers + `</ul></div></div>`,
			[]string{"The story goes on"}, []string{"Another story of the site"}, nil, nil},
		{"dropUnlikely: a pager's page number is no content", "",
			`<main><h1>Tops</h1><nav-box class="pager"><h4>Pages</h4><a href="?p=2">2</a></nav-box></main>`,
			[]string{"Tops"}, []string{"2"}, nil, nil},
		{"dropNameLists: a paragraph of linked user names is navigation", "",
			`<div><p>` + strings.Repeat("A long sentence of the story. ", 40) + `</p><p>` + names("reader", 120) + `</p><p>` + names("writer", 40) + `</p>` +
				`<p>` + strings.Repeat(`the story goes on with a <a href="/w">linked word</a> and more words between them. `, 120) + `</p>` +
				`<ul>` + strings.Repeat(`<li><a href="/p">Another page</a></li>`, 120) + `</ul></div>`,
			[]string{"A long sentence of the story.", "writerx", "linked word", "Another page"}, []string{"readerx"}, nil, nil},
		{"rescuePostCredits: a post's author name stays with its post", forum,
			`<div class="p-body"><header class="p-header"><nav><a href="/">Forums</a><span class="p-navgroup-username">kestrel42</span></nav></header><div class="p-main"><div class="block"><div class="message"><div class="message-user"><a href="/members/bob.5/">bob</a></div><div class="body">The liftgate lights went dark after the dealer's update last week.</div></div></div></div></div>`,
			[]string{"bob", "liftgate lights"}, []string{"kestrel42"}, nil, nil},
		{"a client-side shell's stray words are no content", "",
			`<div id="app"></div><div role="contentinfo"><div class="collapsible">Allied Benefit Systems - Aetna<ul><li>Aetna</li><li>Cigna</li></ul></div></div>`,
			nil, []string{"Allied Benefit Systems", "Cigna"}, nil, nil},
		{"rescueGapCode: a one-line command between a post's paragraphs", blog,
			gapPage(`<pre>node --prof app.js</pre>`, `<pre>node --prof-process isolate.log</pre>`), []string{"node --prof app.js", "isolate.log"}, nil, nil, nil},
		{"rescueGapQuotes: a quotation between a story's paragraphs", blog,
			gapPage(`<blockquote><p>Premature optimization is the root of all evil.</p><cite>Donald Knuth</cite></blockquote>`, ""),
			[]string{"root of all evil"}, nil, nil, nil},
		{"rescueGapMath: formulas set apart between their sentences", article,
			gapPage(`<dl><dd id="formula">`+formula+`.</dd></dl>`, `<dl><dd>`+formula+`,</dd></dl>`), nil, nil, []string{"formula"}, nil},
		{"keepFigurePictures: a captioned photo between a story's paragraphs", article,
			gapPage(`<figure><img id="photo" src="/flood.jpg" alt=""><figcaption>The main street at dawn. Credit Jane Roe for The Daily</figcaption></figure>`, ""),
			nil, []string{"The main street at dawn"}, []string{"photo"}, nil},
		{"rescueFigures: a photo between paragraphs chosen one by one", article,
			`<article><h1>Flood in the valley</h1><div><p>` + story + `</p>` + readMore + `</div><figure id="photo"><img src="/flood.jpg" alt=""></figure><div><p>` + story + `</p>` + readMore + `</div><div><p>` + story + `</p></div></article>`,
			nil, nil, []string{"photo"}, nil},
		{"rescueSummaries: a shop's questions in <details> stay with their answers", product,
			shopFAQ(func(q, a string) string {
				return `<details class="faq"><summary role="button">` + q + `</summary><div class="answer"><p>` + a + `</p></div></details>`
			}), []string{"Does it sew leather?", "Can I embroider with it?"}, nil, nil, nil},
		{"rescueToggles: a shop's questions in ARIA toggles stay with their answers", product,
			shopFAQ(func(q, a string) string {
				return `<div class="card"><div class="card-header" role="button" aria-expanded="true"><h5>` + q + `</h5></div><div class="collapse show"><p>` + a + `</p></div></div>`
			}), []string{"Is a foot pedal included?", "Can I embroider with it?"}, nil, nil, nil},
		{"inSiteFooter: a landing page whose only text is its footer's", "",
			`<header><a href="/">Home</a> <a href="/login">Log in</a></header><div class="hero"></div><footer><div><h4>Company</h4><a href="/about">About</a> <a href="/careers">Careers</a></div><div class="collapsible"><h4>Insurance we accept</h4><p>We work with the plans below, and we add new payers every month in most states.</p><ul>` + items("Aetna", "Cigna", "Humana", "Anthem", "Optum", "Oscar", "Magellan", "Ambetter", "Beacon", "Carelon", "Kaiser", "Medicaid", "Medicare") + `</ul></div></footer>`,
			nil, []string{"Insurance we accept", "Humana"}, nil, nil},
		{"dropNoscriptFallbacks: a welcome box in <noscript> beside the story", "",
			boxedStory(`<noscript><div class="welcome"><h2>Welcome to the Valley Times</h2><p>`+strings.Repeat(noscriptText, 3)+`</p></div></noscript>`, ""),
			[]string{"Flood in the valley"}, []string{"Welcome to the Valley Times", "runs no scripts"}, nil, nil},
		{"dropStrays: a short block after the story's text", article,
			boxedStory("", `<p>Did you like this story? Our reporters cover the valley every day, and the gifts of our readers keep the paper free.</p>`),
			[]string{"Flood in the valley"}, []string{"Did you like this story?"}, nil, nil},
		{"dropAsides: a widget's text beside the story", "",
			boxedStory(`<div class="top"><div class="widget"><div class="block"><h2>The bridge</h2><p>`+strings.Repeat(bridge, 2)+`</p><p>`+strings.Repeat(bridge, 2)+`</p></div><div class="ctas"><a href="/apply">Apply</a></div></div></div>`, ""),
			[]string{"Flood in the valley"}, []string{"The bridge", "built in stone"}, nil, nil},
		{"rescueDeclaredSummary: a shop's short description in its buy box", product + `<meta name="description" content="` + packSummary + `">`,
			`<nav><a href="/">Home</a> <a href="/packs">Packs</a></nav><main><div class="product"><div class="gallery"><img src="/a.jpg" alt=""></div><div class="buybox"><h1>Trail pack 40</h1><p class="price">$129.00</p><div class="rating">4.5 stars</div><div><span>` + packSummary + `</span></div><button>Add to cart</button><select><option>Blue</option><option>Red</option></select></div></div>` +
				`<div class="details"><h2>Description</h2><p>` + strings.Repeat(packText, 3) + `</p><p>` + strings.Repeat(packText, 2) + `</p></div><div><ul>` + teasers + `</ul></div></main><footer><a href="/about">About</a></footer>`,
			[]string{"forty litres", "recycled nylon"}, nil, nil, nil},
		{"rescueCardHeads: a blog index's linked titles stay with their summaries", "",
			`<nav><a href="/">Home</a> <a href="/blog">Blog</a></nav><main><h1>Blog</h1><div class="cards">` + fiveCards(func(i string) string {
				return `<div class="card"><div class="card-header"><a href="/posts/` + i + `"><h4>Walking the coast path from the harbour, day ` + i + `</h4></a></div><div class="card-body"><p>We set out from the harbour before dawn and walked the cliffs until the light went, stopping at every cove on the way to swim and eat. Day ` + i + ` was the longest of the trip.</p></div></div>`
			}) + `</div></main><footer><a href="/about">About</a></footer>`,
			[]string{"coast path from the harbour, day 1", "Day 1 was the longest"}, nil, nil, nil},
		{"rescueThreads: a forum's one-line comments join the two the set took", forum,
			thread(2, 16, false), []string{"Chosen 1:", "Same here, number 15."}, nil, nil, nil},
		{"rescueShapes: short posts of a shape the set took four times join it", forum,
			thread(4, 6, true), []string{"Chosen 6:", "Same here, number 7."}, nil, nil, nil},
		{"rescueGridPrices: a price beside each chosen card title", "",
			`<nav><a href="/">Home</a> <a href="/shirts">Shirts</a></nav><main><h1>Shirts</h1><p>Our shirts are made of organic cotton from small farms, woven and sewn in our own workshop.</p><div class="grid">` +
				strings.Repeat(`<div class="card"><h3 class="name">Cotton shirt with long sleeves and two pockets</h3><div class="price"><span>$24.99</span></div><div class="swatches"><a href="/s1">Red</a> <a href="/s2">Blue</a> <a href="/s3">Green</a> <a href="/w">Add to wishlist</a> <a href="/c">Compare</a></div></div>`, 6) +
				`</div></main><footer><a href="/about">About</a></footer>`,
			[]string{"two pockets", "$24.99"}, nil, nil, nil},
		{"chooseLeadLines: a step's title line stays above its text", article,
			`<nav><a href="/">Home</a> <a href="/diy">DIY</a></nav><article><h1>How to paint a shelf</h1>` + steps(6) + `</article><footer><a href="/about">About</a></footer>`,
			[]string{"Step 1", "Step 2", "Step 4", "damp cloth"}, nil, nil, nil},
		// The set passes the paragraph over for its id's layout word
		// ("related"); the model gives it about 0.7, far above storyFloor.
		{"rescueStorySiblings: a section's lone paragraph the set passed over", article,
			`<nav><a href="/">Home</a> <a href="/news">News</a></nav><article><div class="body"><p>` + satz + satz + `</p><p>` + satz + satz + `</p>` + moreLinks +
				`<h2>Verwandte Arbeiten</h2><p id="related">` + strings.Repeat("Frühere Studien maßen den Pegel nur an einer Stelle des Flusses. ", 3) + `</p><h2>Zweiter Abschnitt</h2><p>` + satz + `</p>` + moreLinks +
				`<p>` + satz + satz + `</p></div></article><footer><a href="/about">About</a></footer>`,
			[]string{"Verwandte Arbeiten", "Frühere Studien"}, nil, nil, nil},
		// In the next two the ad label beside the widget keeps mergeUp
		// from joining it to the content, so the drop step has two blocks
		// to judge.
		{"dropNavEchoes: a category widget that lists the tiles' links again", collection,
			`<nav><a href="/">Home</a> <a href="/shop">Shop</a></nav><div class="wrap"><main><h1>Gadgets</h1><ul class="products">` + gadgets(`<li class="cat"><a href="/c/gadgets/NAME/">NAME</a> <span class="count">(12)</span></li>`) + `</ul></main>` +
				`<div class="col"><div class="widget"><h2>Product categories</h2><ul><li><a href="https://example.com/page">Gadgets</a> <span class="count">(96)</span><ul>` + gadgets(`<li><a href="/c/gadgets/NAME/">NAME</a> <span class="count">(12)</span></li>`) + `</ul></li></ul></div>` +
				`<div class="note"><span>Advertisement</span></div></div></div><footer><a href="/about">About</a></footer>`,
			[]string{"Gadgets", "Speakers"}, []string{"Product categories"}, nil, nil},
		{"dropLinkedTeasers: linked headlines of other stories beside the story's text", "",
			`<nav><a href="/">Home</a> <a href="/news">News</a></nav><article><h1>Titel</h1><div class="col"><ul>` +
				strings.Repeat(`<li><h3><a href="/a">Ein anderer Artikel der Seite über die Flut im Tal und ihre Folgen für die Stadt</a></h3></li>`, 4) +
				`</ul><div class="note"><span>Anzeige</span><span>Anzeige</span><span>Anzeige</span></div></div><div class="body">` + strings.Repeat(`<p>`+strings.Repeat("Ein langer Satz des Artikels mit vielen Wörtern. ", 12)+`</p>`, 3) +
				`</div></article><footer><a href="/about">About</a></footer>`,
			[]string{"Ein langer Satz des Artikels"}, []string{"Ein anderer Artikel"}, nil, nil},
		{"onlyHeadline: a product page that sends its name and nothing else", product,
			`<header><ul>` + menu + `</ul></header><div id="main"><div class="product-title"><h1>` + laptop + `</h1></div><div id="pdp-root"></div><div class="sticky-bar"><h2>` + laptop + `</h2></div></div><footer><ul>` + menu + `</ul></footer>`,
			nil, []string{"Snapdragon"}, nil, nil},
	} {
		t.Run(c.step, func(t *testing.T) {
			// As the extractor parses: scripting off, so <noscript> holds markup.
			doc, err := html.ParseWithOptions(strings.NewReader(`<html><head>`+c.head+`</head><body>`+c.body+`</body></html>`), html.ParseOptionEnableScripting(false))
			if err != nil {
				t.Fatal(err)
			}
			blocks := Classify(doc, Options{URL: "https://example.com/page"})
			checkKept(t, mainText(blocks), c.keep, c.drop)
			for _, id := range c.in {
				if !inContent(t, doc, blocks, id) {
					t.Errorf("#%s is not in the content", id)
				}
			}
			for _, id := range c.out {
				if inContent(t, doc, blocks, id) {
					t.Errorf("#%s is in the content", id)
				}
			}
		})
	}
}

// Texts of the pages below.
const (
	noscriptText = "Readers who see this text have a browser that runs no scripts, so the page shows a plain version of its welcome box. "
	bridge       = "The council met on Tuesday evening and agreed, after a long debate, that the new bridge over the river will be built in stone, as the old one was. "
	packSummary  = "A light trail pack of forty litres with a rain cover and hip belt pockets."
	packText     = "The pack is sewn from recycled nylon and weighs one kilogram. Its frame spreads the load onto the hips, and the mesh back panel lets air pass. "
)

// satz is a German story's sentences, and moreLinks a box of links to
// other pages between them: with it the block set takes the story's
// paragraphs one by one instead of their box.
var (
	satz      = strings.Repeat("Ein langer Satz des Abschnitts mit vielen Wörtern darin. ", 4)
	moreLinks = `<div class="more"><ul><li><a href="/x1">How to build a table</a></li><li><a href="/x2">How to fix a chair</a></li><li><a href="/x3">How to hang a door</a></li></ul></div>`
)

// thread is a forum thread of long comments (the set takes them) and
// one-line ones (it does not): the long ones first, or, when alternate,
// one of each in turn until the long ones run out. The comments are
// numbered in page order.
func thread(long, short int, alternate bool) string {
	var b strings.Builder
	for i := range long + short {
		if alternate && i%2 == 0 && i/2 < long || !alternate && i < long {
			b.WriteString(comment(fmt.Sprintf("Chosen %d: a longer comment with a few sentences about the link. It goes on for a while, and the writer explains at length why the change broke the build on their machine.", i)))
		} else {
			b.WriteString(comment(fmt.Sprintf("Same here, number %d.", i)))
		}
	}
	return `<nav><a href="/">Home</a> <a href="/f">Forum</a></nav><main><h1>Build broke after update</h1><ul class="comments">` + b.String() + `</ul></main><footer><a href="/about">About</a></footer>`
}

// gadgets writes item once for each of eight categories, NAME in it
// replaced by the category's name.
func gadgets(item string) string {
	var b strings.Builder
	for _, c := range []string{"Speakers", "Cameras", "Phones", "Tablets", "Headphones", "Watches", "Chargers", "Cables"} {
		b.WriteString(strings.ReplaceAll(item, "NAME", c))
	}
	return b.String()
}

// steps is a how-to's steps, each a box of a short title line and its
// text, with a box of links to other how-tos after each: the set takes
// the boxes of two paragraphs whole and only the paragraph of the others.
func steps(n int) string {
	para := `<p>Take the board and sand its edges with fine paper until they are smooth to the touch, then wipe the dust away with a damp cloth and let it dry for an hour before the next coat.</p>`
	var b strings.Builder
	for i := range n {
		text := para
		if i%2 == 0 {
			text += para
		}
		fmt.Fprintf(&b, `<div class="step"><span class="head">Step %d</span>%s</div>%s`, i+1, text, moreLinks)
	}
	return b.String()
}

// boxedStory is an article whose text stands in a box of its own beside a
// list of other stories, in one <article>: the block set takes the box
// alone, and mergeUp cannot join it to what stands before it (before) or
// after it in the <article> (tail, in a box with a second list), so each
// stays a block of its own for the drop steps to judge.
func boxedStory(before, tail string) string {
	p := strings.Repeat("The river rose two metres overnight and the lower streets were under water by morning, residents said. ", 2)
	others := ""
	for _, i := range []string{"1", "2", "3", "4", "5", "6", "7", "8"} {
		others += `<li><a href="/s` + i + `">Another story of the site with a long headline ` + i + `</a></li>`
	}
	tailBox := ""
	if tail != "" {
		tailBox = `<div>` + tail + `<ul>` + others + `</ul></div>`
	}
	return before + `<div class="wrap"><article><div class="story"><h1>Flood in the valley</h1>` + strings.Repeat(`<p>`+p+`</p>`, 8) + `</div>` +
		tailBox + `<div><ul>` + others + `</ul></div></article></div><footer><a href="/about">About</a></footer>`
}

// fiveCards writes five cards with card, numbered from 1.
func fiveCards(card func(i string) string) string {
	var b strings.Builder
	for _, i := range []string{"1", "2", "3", "4", "5"} {
		b.WriteString(card(i))
	}
	return b.String()
}

// shopFAQ is a product page whose FAQ writes each question and its answer
// with faq.
func shopFAQ(faq func(q, a string) string) string {
	var b strings.Builder
	b.WriteString(`<nav><a href="/">Home</a> <a href="/machines">Machines</a></nav><main><h1>Stitchmaster 60</h1><p class="price">$249.00</p><p>` +
		strings.Repeat("This sewing machine has 60 built-in stitches, an automatic needle threader and a free arm for sleeves and cuffs. ", 2) + `</p><h2>FAQ</h2><div class="faqs">`)
	for _, q := range []string{"Does it sew leather?", "Is a foot pedal included?", "Can I embroider with it?"} {
		b.WriteString(faq(q, "Yes, with the right needle and a walking foot the machine handles thin leather, denim and canvas without skipping stitches, as our tests showed."))
	}
	b.WriteString(`</div></main><footer><a href="/about">About</a></footer>`)
	return b.String()
}

// gapPage is an article whose three paragraphs stand in boxes of their
// own, with first and second between them: the block set takes the boxes
// and leaves what stands between them to the gap rules.
func gapPage(first, second string) string {
	p := strings.Repeat("The river rose two metres overnight and the lower streets were under water by morning, residents said. ", 3)
	return `<nav><a href="/">Home</a> <a href="/news">News</a></nav><article><h1>Flood in the valley</h1><div class="section"><p>` + p + `</p></div>` +
		first + `<div class="section"><p>` + p + `</p></div>` + second + `<div class="section"><p>` + p + `</p></div></article><footer><a href="/about">About</a></footer>`
}

// inContent reports whether the element of id id lies in the content: the
// innermost block that holds it (or is it) has the role RoleMain. An
// element with no words of its own (a picture, a formula's markup) is
// checked this way, since mainText shows only words.
func inContent(t *testing.T, doc *html.Node, blocks []Block, id string) bool {
	t.Helper()
	role := make(map[*html.Node]Role, len(blocks))
	for _, b := range blocks {
		role[b.Node] = b.Role
	}
	var el *html.Node
	for n := range doc.Descendants() {
		if dom.Attr(n, "id") == id {
			el = n
			break
		}
	}
	if el == nil {
		t.Fatalf("no #%s on the page", id)
	}
	for n := el; n != nil; n = n.Parent {
		if r, ok := role[n]; ok {
			return r == RoleMain
		}
	}
	return false
}
