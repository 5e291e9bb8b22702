package extractor

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"
)

// A growing shape is a page that repeats one hostile unit n times inside a
// fixed head and tail: the open web's ways of being large (a grid of
// thousands of cards, a select of every country and city, a skeleton of
// empty boxes, a story an endless scroll never ends, a JSON blob of a
// whole catalogue). Extraction must grow about linearly in n: a rule that
// reads each unit's siblings, ancestors or page anew is quadratic, which
// a page of the corpus hides (a prune rule over a skeleton of 60,000
// boxes took 5.4 s, milliseconds once it read the tree in one pass).
type growingShape struct {
	name       string
	head, tail string
	unit       func(i int) string
	n          int // units at the small size: a few milliseconds of CPU
}

// page builds the shape with n units.
func (s growingShape) page(n int) []byte {
	var b strings.Builder
	b.WriteString(s.head)
	for i := 0; i < n; i++ {
		b.WriteString(s.unit(i))
	}
	b.WriteString(s.tail)
	return []byte(b.String())
}

// A story page around the unit, and a sentence of text to fill units with.
const (
	storyHead = `<html><head><title>River bridges</title></head><body><header><a href="/">Home</a> <a href="/news">News</a></header>` +
		`<main><article><h1>River bridges</h1><p>The council voted on a plan for river bridges, and the plan passed after a long debate in the hall.</p>` +
		`<p>Work starts in spring, the mayor said, and it will take two years to finish the first of the bridges.</p>`
	storyTail = `</article></main><footer>Copyright The Paper. <a href="/privacy">Privacy</a></footer></body></html>`
	shopHead  = `<html><head><title>Chairs</title></head><body><header><a href="/">Home</a></header><main><h1>Chairs</h1>`
	shopTail  = `</main><footer>Copyright The Shop</footer></body></html>`
)

func sentence(i int) string {
	return fmt.Sprintf("The council voted on plan %d for river bridges after a long debate about money and time", i)
}

var growingShapes = []growingShape{
	{name: "sibling-cards", head: shopHead + `<div class="grid">`, tail: `</div>` + shopTail, n: 150, unit: func(i int) string {
		return fmt.Sprintf(`<div class="card"><a href="/p/%d"><img src="/i/%d.jpg" alt="Chair %d"></a><h3><a href="/p/%d">Chair %d of the shop</a></h3>`+
			`<p>A short summary of chair %d for the card.</p><span class="price">$%d.99</span><button>Add to cart</button></div>`, i, i, i, i, i, i, i)
	}},
	{name: "cards-in-form", head: shopHead + `<form action="/compare"><div class="grid">`, tail: `</div></form>` + shopTail, n: 150, unit: func(i int) string {
		return fmt.Sprintf(`<div class="card"><h3><a href="/p/%d">Chair %d</a></h3><p>A short summary of chair %d, with its wood and its size.</p><input type="checkbox" name="c%d"></div>`, i, i, i, i)
	}},
	{name: "result-counts", head: shopHead, tail: shopTail, n: 150, unit: func(i int) string {
		return fmt.Sprintf(`<div class="results"><p>Showing %d results</p><div class="card"><h3><a href="/p/%d">Chair %d</a></h3><p>A summary of chair %d.</p></div></div>`, i+3, i, i, i)
	}},
	// Unclosed boxes nest past the parser's depth and are read flattened.
	{name: "unclosed-boxes", head: storyHead, tail: storyTail, n: 750, unit: func(i int) string {
		return fmt.Sprintf(`<div class="box b%d"><span>%d</span>`, i, i)
	}},
	// Closed boxes 100 deep, many of them: every walk up from a block is
	// 100 steps; a walk up per block and per ancestor would be 100 times
	// more.
	{name: "deep-boxes", head: storyHead, tail: storyTail, n: 30, unit: func(i int) string {
		return strings.Repeat(`<div class="box">`, 100) + `<p>` + sentence(i) + `.</p>` + strings.Repeat(`</div>`, 100)
	}},
	// One deep chain with thousands of paragraphs at its bottom.
	{name: "deep-chain-paragraphs", head: storyHead + strings.Repeat(`<div class="wrap">`, 300), tail: strings.Repeat(`</div>`, 300) + storyTail, n: 200, unit: func(i int) string {
		return `<p>` + sentence(i) + `.</p>`
	}},
	// Boxes nested one in the next, each with a paragraph or a fill of
	// empty spans: reading each box's whole subtree (or climbing from
	// each paragraph to the top) is depth times the page, quadratic
	// while the depth grows with the page.
	{name: "nested-paragraph-boxes", head: storyHead, tail: storyTail, n: 90, unit: func(i int) string {
		return `<div class="level"><p>` + sentence(i) + `.</p>`
	}},
	// Layout tables nested one in the next, a poster's cell beside a
	// message cell holding the next table, as old forums and sites laid
	// out pages: the walker unwraps each, and reading every cell's whole
	// text at each table is depth times the page.
	{name: "nested-layout-tables", head: storyHead, tail: storyTail, n: 30, unit: func(i int) string {
		return fmt.Sprintf(`<table><tr><td>Cell %d</td><td><p>%s.</p><p>%s, again.</p><p>%s, once more.</p>`, i, sentence(i), sentence(i), sentence(i))
	}},
	{name: "nested-spacer-boxes", head: shopHead + `<div id="product">`, tail: `<form action="/cart/add"><button>Add to cart</button></form>` + shopTail, n: 90, unit: func(i int) string {
		return `<div class="box">` + strings.Repeat(`<span class="icon"></span>`, 20) + fmt.Sprintf(`<p>Feature %d of the chair.</p>`, i)
	}},
	{name: "numbered-paragraphs", head: storyHead, tail: storyTail, n: 250, unit: func(i int) string {
		return fmt.Sprintf(`<p>%d. %s.</p>`, i+1, sentence(i))
	}},
	{name: "numbered-boxes", head: storyHead, tail: storyTail, n: 250, unit: func(i int) string {
		return fmt.Sprintf(`<div><p>%d) %s.</p></div>`, i+1, sentence(i))
	}},
	{name: "label-numbered-list", head: storyHead + `<ol>`, tail: `</ol>` + storyTail, n: 250, unit: func(i int) string {
		return fmt.Sprintf(`<li><span class="label">%d.</span> %s.</li>`, i+1, sentence(i))
	}},
	{name: "typed-list", head: storyHead + `<p>`, tail: `</p>` + storyTail, n: 250, unit: func(i int) string {
		return fmt.Sprintf(`• %s<br>`, sentence(i))
	}},
	{name: "headings-over-empty-boxes", head: storyHead, tail: storyTail, n: 300, unit: func(i int) string {
		return fmt.Sprintf(`<h3>Heading %d</h3><div class="widget w%d"></div>`, i, i)
	}},
	{name: "sections-ending-in-empty-boxes", head: storyHead, tail: storyTail, n: 200, unit: func(i int) string {
		return fmt.Sprintf(`<div><h3>Heading %d</h3><p>%s.</p><div class="like"></div></div>`, i, sentence(i))
	}},
	{name: "empty-box-skeleton", head: storyHead + `<div><h3>Reviews</h3><div class="skeleton">`, tail: `</div></div>` + storyTail, n: 1500, unit: func(i int) string {
		return `<div><span></span></div>`
	}},
	{name: "heading-permalinks", head: storyHead, tail: storyTail, n: 200, unit: func(i int) string {
		return fmt.Sprintf(`<h2 id="h%d">Part %d <a href="#h%d" class="anchor">#</a></h2><p>%s.</p><p><a href="#top">Back to top</a></p>`, i, i, i, sentence(i))
	}},
	{name: "table-rows", head: storyHead + `<table><tr><th>Name</th><th>Value</th><th>Link</th></tr>`, tail: `</table>` + storyTail, n: 250, unit: func(i int) string {
		return fmt.Sprintf(`<tr><td>Row %d</td><td>%d.5 km</td><td><a href="/r/%d">open</a></td></tr>`, i, i, i)
	}},
	{name: "table-cells", head: storyHead + `<table><tr>`, tail: `</tr></table>` + storyTail, n: 750, unit: func(i int) string {
		return fmt.Sprintf(`<td>c%d</td>`, i)
	}},
	// A spec table whose every row holds the same value.
	{name: "repeated-values", head: shopHead + `<table class="specs">`, tail: `</table>` + shopTail, n: 250, unit: func(i int) string {
		return fmt.Sprintf(`<tr><th>Feature %d</th><td>Solid oak, oiled by hand</td></tr>`, i)
	}},
	{name: "lists-in-headed-cells", head: storyHead + `<table><tr><th>Author</th><th>Message</th></tr>`, tail: `</table>` + storyTail, n: 100, unit: func(i int) string {
		return fmt.Sprintf(`<tr><td>member%d</td><td><p>%s:</p><ul><li>one step</li><li>another step</li></ul><p>%s.</p></td></tr>`, i, sentence(i), sentence(i+1))
	}},
	{name: "post-tables", head: storyHead, tail: storyTail, n: 100, unit: func(i int) string {
		return fmt.Sprintf(`<table class="post"><tr><td class="user">member%d</td><td><p>%s.</p><p>%s.</p></td></tr></table>`, i, sentence(i), sentence(i+1))
	}},
	{name: "huge-select", head: storyHead + `<form><select name="city">`, tail: `</select></form>` + storyTail, n: 1500, unit: func(i int) string {
		return fmt.Sprintf(`<option value="%d">City number %d</option>`, i, i)
	}},
	{name: "text-node", head: storyHead + `<p>`, tail: `</p>` + storyTail, n: 4000, unit: func(int) string {
		return "lorem ipsum dolor sit amet, "
	}},
	{name: "text-node-one-word", head: storyHead + `<p>`, tail: `</p>` + storyTail, n: 4000, unit: func(int) string {
		return "loremipsumdolorsitamet"
	}},
	{name: "links-in-sentence", head: storyHead + `<p>See `, tail: `.</p>` + storyTail, n: 500, unit: func(i int) string {
		return fmt.Sprintf(`<a href="/w/%d">word%d</a> and `, i, i)
	}},
	{name: "links-in-spans", head: storyHead + `<span>`, tail: `</span>` + storyTail, n: 200, unit: func(i int) string {
		return fmt.Sprintf(`<h3>Question %d?</h3>Choose a <a href="/c/%d">chair</a>, then %s.`, i, i, sentence(i))
	}},
	{name: "password-forms", head: storyHead, tail: storyTail, n: 150, unit: func(i int) string {
		return fmt.Sprintf(`<div class="box"><p>%s.</p><form action="/login"><input type="text" name="u"><input type="password" name="p"><button>Log in</button></form></div>`, sentence(i))
	}},
	// Stories an endless scroll appends under the page's own, each long
	// enough for nextStories to cut it.
	{name: "endless-stories", head: `<html><head><title>Story 0</title><meta property="og:type" content="article"></head><body><main>`, tail: `</main></body></html>`, n: 75, unit: func(i int) string {
		return fmt.Sprintf(`<div class="story"><article><h1>Story %d</h1><p>%s. %s.</p><p>%s, and %s.</p></article></div>`, i, sentence(i), sentence(i+1), sentence(i+2), sentence(i+3))
	}},
	{name: "ld-json-text", head: `<html><head><title>T</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"T","articleBody":"`,
		tail: `"}</script></head><body><p>Short.</p></body></html>`, n: 4000, unit: func(i int) string {
			return fmt.Sprintf("Sentence %d of the body. ", i)
		}},
	{name: "ld-json-graph", head: `<html><head><title>T</title><script type="application/ld+json">{"@context":"https://schema.org","@graph":[`,
		tail: `{"@type":"Article","headline":"T"}]}</script></head><body><p>Short.</p></body></html>`, n: 1000, unit: func(i int) string {
			return fmt.Sprintf(`{"@type":"Person","name":"Person %d","url":"/p/%d"},`, i, i)
		}},
	{name: "ld-json-deep", head: `<html><head><title>T</title><script type="application/ld+json">`, tail: `</script></head><body><p>Short.</p></body></html>`, n: 2000, unit: func(int) string {
		return `{"@type":"Article","a":[`
	}},
	{name: "next-data", head: `<html><head><title>T</title></head><body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"items":[`,
		tail: `{"x":1}]}}}</script></body></html>`, n: 750, unit: func(i int) string {
			return fmt.Sprintf(`{"title":"Item %d","body":"%s.","id":%d},`, i, sentence(i), i)
		}},
	{name: "next-data-deep", head: `<html><head><title>T</title></head><body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":`,
		tail: `}}</script></body></html>`, n: 2000, unit: func(int) string { return `{"a":[` }},
	{name: "templates", head: storyHead, tail: storyTail, n: 250, unit: func(i int) string {
		return fmt.Sprintf(`<template><p>Template %d</p></template><p>%s.</p>`, i, sentence(i))
	}},
	{name: "noscripts", head: storyHead, tail: storyTail, n: 250, unit: func(i int) string {
		return fmt.Sprintf(`<noscript><p>%s.</p></noscript>`, sentence(i))
	}},
	{name: "nested-p", head: storyHead, tail: storyTail, n: 250, unit: func(i int) string {
		return `<p><p>` + sentence(i)
	}},
	{name: "misnested-formatting", head: storyHead, tail: storyTail, n: 250, unit: func(i int) string {
		return `<b><i><p>` + sentence(i) + `</b></i>`
	}},
	{name: "class-bomb", head: storyHead + `<div class="`, tail: `"><p>` + sentence(0) + `</p></div>` + storyTail, n: 10000, unit: func(i int) string {
		return fmt.Sprintf("c%d ", i)
	}},
	{name: "repeated-class-bomb", head: storyHead + `<div class="`, tail: `"><p>` + sentence(0) + `</p></div>` + storyTail, n: 10000, unit: func(int) string {
		return "nav "
	}},
	{name: "listing-articles", head: `<html><head><title>News</title></head><body><main><h1>News</h1>`, tail: `</main></body></html>`, n: 150, unit: func(i int) string {
		return fmt.Sprintf(`<article class="post"><h2><a href="/s/%d">Story %d</a></h2><p>A short summary of story %d.</p><time datetime="2024-03-%02d">March %d, 2024</time></article>`, i, i, i, i%28+1, i%28+1)
	}},
	{name: "repeated-paragraph", head: storyHead, tail: storyTail, n: 250, unit: func(int) string {
		return `<p>` + sentence(7) + `.</p>`
	}},
	{name: "repeated-short-lines", head: storyHead, tail: storyTail, n: 500, unit: func(int) string {
		return `<p><a href="/more">Read more</a></p>`
	}},
	{name: "comments", head: storyHead + `</article><section class="comments"><h2>Comments</h2>`, tail: `</section><article>` + storyTail, n: 150, unit: func(i int) string {
		return fmt.Sprintf(`<div class="comment"><span class="who">reader%d</span> <time>2 hours ago</time><p>%s.</p><a href="#reply">Reply</a></div>`, i, sentence(i))
	}},
	{name: "datelines", head: storyHead, tail: storyTail, n: 250, unit: func(i int) string {
		return fmt.Sprintf(`<p>%d. März 2024, 12:%02d Uhr</p><p>Update, March 2024: %s.</p>`, i%28+1, i%60, sentence(i))
	}},
	{name: "code-lines", head: storyHead + `<pre><code class="language-go">`, tail: `</code></pre>` + storyTail, n: 500, unit: func(i int) string {
		return fmt.Sprintf(`<span class="token-line"><span class="token keyword">var</span> x%d = %d</span><br>`, i, i)
	}},
	{name: "hidden-code-lines", head: storyHead + `<pre><code class="language-rust">`, tail: `</code></pre>` + storyTail, n: 500, unit: func(i int) string {
		return fmt.Sprintf("<span class=\"boring\">use std::x%d;\n</span>let y%d = %d;\n", i, i, i)
	}},
	{name: "placeholder-images", head: storyHead, tail: storyTail, n: 150, unit: func(i int) string {
		return fmt.Sprintf(`<div class="img"><img src="/blank.gif" data-src="/i/%d.jpg" alt="Photo %d"><noscript><img src="/i/%d.jpg" alt="Photo %d"></noscript></div><p>%s.</p>`, i, i, i, i, sentence(i))
	}},
	{name: "figures", head: storyHead, tail: storyTail, n: 150, unit: func(i int) string {
		return fmt.Sprintf(`<figure><img src="/i/%d.jpg" alt="Photo %d"><figcaption>Photo %d: the bridge. Credit: A. Person</figcaption></figure>`, i, i, i)
	}},
	{name: "consent-embeds", head: storyHead, tail: storyTail, n: 150, unit: func(i int) string {
		return fmt.Sprintf(`<div class="embed"><p>We need your consent to load this video.</p><button>Accept</button></div><p>%s.</p>`, sentence(i))
	}},
	{name: "share-bars", head: storyHead, tail: storyTail, n: 150, unit: func(i int) string {
		return fmt.Sprintf(`<p>%s.</p><ul class="share"><li><a href="/s/fb">Facebook</a></li><li><a href="/s/tw">Twitter</a></li><li><a href="/s/m">Mail</a></li></ul>`, sentence(i))
	}},
	{name: "facet-panels", head: shopHead + `<aside>`, tail: `</aside><div class="grid"><p>` + sentence(0) + `</p></div>` + shopTail, n: 100, unit: func(i int) string {
		return fmt.Sprintf(`<div class="filter"><h3>Filter %d</h3><ul><li><a href="?f=%d">Oak</a></li><li><a href="?g=%d">Pine</a></li></ul></div>`, i, i, i)
	}},
	{name: "deep-lists", head: storyHead + strings.Repeat(`<ul><li>`, 200), tail: strings.Repeat(`</li></ul>`, 200) + storyTail, n: 150, unit: func(i int) string {
		return `<p>` + sentence(i) + `.</p>`
	}},
	{name: "definition-list", head: storyHead + `<dl>`, tail: `</dl>` + storyTail, n: 300, unit: func(i int) string {
		return fmt.Sprintf(`<dt>Term %d</dt><dd>%s.</dd>`, i, sentence(i))
	}},
	{name: "br-lines", head: storyHead + `<p>`, tail: `</p>` + storyTail, n: 750, unit: func(i int) string {
		return fmt.Sprintf(`line %d of the poem<br>`, i)
	}},
	{name: "pre-lines", head: storyHead + `<pre>`, tail: `</pre>` + storyTail, n: 1500, unit: func(i int) string {
		return fmt.Sprintf("    line %d of the listing\n", i)
	}},
	{name: "many-h1", head: `<html><head><title>River bridges - The Paper</title></head><body><main>`, tail: `</main></body></html>`, n: 150, unit: func(i int) string {
		return fmt.Sprintf(`<h1>River bridges %d</h1><p>%s.</p>`, i, sentence(i))
	}},
	{name: "many-meta", head: `<html><head><title>River bridges</title>`, tail: `</head><body><article><p>` + sentence(0) + `.</p></article></body></html>`, n: 500, unit: func(i int) string {
		return fmt.Sprintf(`<meta property="article:tag" content="tag %d"><meta name="author" content="Author %d">`, i, i)
	}},
	{name: "many-times", head: storyHead, tail: storyTail, n: 250, unit: func(i int) string {
		return fmt.Sprintf(`<p>%s, <time datetime="2024-03-%02dT10:00:00Z">March %d</time>.</p>`, sentence(i), i%28+1, i%28+1)
	}},
	{name: "title-segments", head: `<html><head><title>`, tail: `</title></head><body><article><h1>River</h1><p>` + sentence(0) + `.</p></article></body></html>`, n: 1000, unit: func(i int) string {
		return fmt.Sprintf("Part %d | ", i)
	}},
	{name: "ld-json-headlines", head: `<html><head><title>T</title><script type="application/ld+json">[`, tail: `{"@type":"WebPage"}]</script></head><body><article><p>` + sentence(0) + `.</p></article></body></html>`, n: 250, unit: func(i int) string {
		return fmt.Sprintf(`{"@type":"NewsArticle","headline":"Story %d","author":{"@type":"Person","name":"Person %d"},"datePublished":"2024-03-01"},`, i, i)
	}},
	{name: "ld-json-scripts", head: `<html><head><title>T</title>`, tail: `</head><body><article><p>` + sentence(0) + `.</p></article></body></html>`, n: 150, unit: func(i int) string {
		return fmt.Sprintf(`<script type="application/ld+json">{"@type":"NewsArticle","headline":"Story %d","datePublished":"2024-03-01"}</script>`, i)
	}},
	{name: "entity-amp", head: storyHead + `<p>`, tail: `</p>` + storyTail, n: 15000, unit: func(int) string { return "&amp;" }},
	{name: "entity-nbsp", head: storyHead + `<p>`, tail: `</p>` + storyTail, n: 10000, unit: func(int) string { return "&nbsp;" }},
	{name: "entity-zwsp", head: storyHead + `<p>`, tail: `</p>` + storyTail, n: 10000, unit: func(int) string { return "&#8203;" }},
}

// TestShapesGrowLinearly extracts every growing shape at n and 4n units
// and compares the CPU time each took, on the thread that ran it (so that
// other work on a loaded machine does not count): linear code takes about
// four times as long, a quadratic walk up to sixteen. The bound, eight,
// leaves room for caches (a page four times as large misses them more)
// and for noise: the fastest of three runs of each size is compared, and
// a shape over the bound is measured up to twice more, keeping the fastest
// runs, before it fails. One shape: -run 'TestShapesGrowLinearly/^name$'.
func TestShapesGrowLinearly(t *testing.T) {
	if testing.Short() {
		t.Skip("extracts each shape eight times")
	}
	for _, s := range growingShapes {
		t.Run(s.name, func(t *testing.T) {
			small, large := s.page(s.n), s.page(4*s.n)
			ts, tl := forever, forever
			ratio := 0.0
			for try := 0; try < 3; try++ {
				ts, tl = min(ts, fastest(t, small)), min(tl, fastest(t, large))
				if ratio = float64(tl) / float64(ts); ratio <= growthBound {
					break
				}
			}
			t.Logf("%d KB %v, %d KB %v: ratio %.1f", len(small)>>10, ts.Round(10*time.Microsecond), len(large)>>10, tl.Round(10*time.Microsecond), ratio)
			if ratio > growthBound {
				t.Errorf("4 times the units took %.1f times the CPU (%v, then %v)", ratio, ts, tl)
			}
		})
	}
}

// growthBound is the most CPU four times the units may take, as a
// multiple of the small page's.
const growthBound = 8

const forever = time.Duration(1<<63 - 1)

// fastest returns the least thread CPU time of three extractions of
// page, each of which must succeed.
func fastest(t *testing.T, page []byte) time.Duration {
	t.Helper()
	best := forever
	runtime.GC()
	for r := 0; r < 3; r++ {
		var err error
		if took := timeOnThread(func() { _, err = Extract(page) }); took < best {
			best = took
		}
		if err != nil {
			t.Fatalf("%d KB: %v", len(page)>>10, err)
		}
	}
	return best
}

// TestShapesMemory extracts the growing shapes that hold the most per
// byte of input (BenchmarkShapes' measure, peakHeap, at 4 MB) and checks
// the peak heap against the bound DefaultLimits documents, 30 times the
// input. A hundred thousand short lines cut one by one peaked at 33 times
// while the prune stage kept a whole Cut per cut it made (prune.go's
// indexedCut); they peak at 25 now, br-lines and table-rows at 23. One
// shape: -run 'TestShapesMemory/^name$'.
func TestShapesMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("extracts pages of 4 MB")
	}
	heavy := map[string]bool{"repeated-short-lines": true, "br-lines": true, "table-rows": true}
	for _, s := range growingShapes {
		if !heavy[s.name] {
			continue
		}
		t.Run(s.name, func(t *testing.T) {
			page := s.sized(4 << 20)
			peak, err := peakHeap(func() error { _, e := Extract(page); return e })
			if err != nil {
				t.Fatal(err)
			}
			x := float64(peak) / float64(len(page))
			t.Logf("%d KB: peak %.1f MB, %.1f times the input", len(page)>>10, float64(peak)/(1<<20), x)
			if x > memoryBound {
				t.Errorf("peak heap %.1f times the input, over %d", x, memoryBound)
			}
		})
	}
}

// memoryBound is the peak heap of one extraction DefaultLimits documents,
// as a multiple of the input.
const memoryBound = 30

// sized builds the shape with as many units as make about size bytes.
func (s growingShape) sized(size int) []byte {
	per := len(s.page(2*s.n)) - len(s.page(s.n)) // bytes of n units
	return s.page(max(s.n, (size-len(s.head)-len(s.tail))*s.n/max(per, 1)))
}
