package fingerprint

import (
	"fmt"
	"strings"
	"testing"

	"folio/extractor/internal/htmltest"
	"folio/internal/corpus"

	"golang.org/x/net/html"
)

// blogPage builds a page of one blog layout with n paragraphs and a post id.
func blogPage(id, n int, extra string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<html><body class="single postid-%d"><header class="site-header"><nav class="main-nav"><ul>`, id)
	for i := 0; i < 5; i++ {
		fmt.Fprintf(&b, `<li class="menu-item menu-item-%d"><a href="/%d">Item %d</a></li>`, 100+i+id, i, i)
	}
	fmt.Fprintf(&b, `</ul></nav></header><main class="site-main css-%dq%dz"><article id="post-%d" class="post-%d post category-news%d">`, id, id, id, id, id)
	b.WriteString(`<h1 class="entry-title">Title</h1><div class="entry-content">`)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, `<p>Paragraph %d of post %d with words.</p>`, i, id)
		if i%3 == 0 {
			b.WriteString(`<figure class="wp-block-image"><img src="x.jpg"><figcaption>c</figcaption></figure>`)
		}
	}
	b.WriteString(`</div></article>` + extra + `</main><aside class="sidebar"><section class="widget"><h2>Recent</h2><ul><li><a href="/a">A</a></li></ul></section></aside>`)
	b.WriteString(`<footer class="site-footer"><p class="copyright">(c) 2026</p></footer></body></html>`)
	return b.String()
}

func shopPage(id int) string {
	return fmt.Sprintf(`<html><body><div id="shopify-section-header" class="shopify-section"><div class="header__wrapper"><a class="logo">Shop</a></div></div>
<div class="product"><div class="product__media"><img src="a.jpg"></div><div class="product__info"><h1 class="product__title">Item %d</h1>
<span class="price">$%d</span><form class="product-form"><button class="btn">Add to cart</button></form></div></div>
<div class="recommendations"><div class="card"><a>Other</a></div><div class="card"><a>Other</a></div></div></body></html>`, id, id)
}

func TestSameLayoutIsSimilar(t *testing.T) {
	a := Sketch(htmltest.Parse(t, blogPage(12, 4, "")))
	b := Sketch(htmltest.Parse(t, blogPage(9876, 15, `<section class="comments"><ol><li class="comment">x</li></ol></section>`)))
	if s := Similarity(a, b); s < SameLayout {
		t.Errorf("same layout: similarity %.2f < %.2f", s, SameLayout)
	}
	c := Sketch(htmltest.Parse(t, shopPage(3)))
	if s := Similarity(a, c); s > 0.3 {
		t.Errorf("different layouts: similarity %.2f > 0.3", s)
	}
	if s := Similarity(a, a); s != 1 {
		t.Errorf("self similarity %.2f", s)
	}
}

func TestEmptyAndBodyless(t *testing.T) {
	z := Sketch(htmltest.Parse(t, ``))
	if !z.IsZero() {
		t.Error("empty page: want zero fingerprint")
	}
	if s := Similarity(z, z); s != 0 {
		t.Errorf("zero fingerprints similarity %.2f, want 0", s)
	}
	if fp := Sketch(htmltest.Parse(t, `<p>x <em>y</em></p>`)); !fp.IsZero() {
		t.Error("content tags only: want the zero fingerprint (no layout to match)")
	}
	one := Sketch(htmltest.Parse(t, `<div><p>x</p></div>`))
	if one.IsZero() {
		t.Error("one layout element: want a fingerprint")
	}
	for i, v := range one {
		if v == empty {
			t.Fatalf("bin %d not densified", i)
		}
	}
}

func TestDeepNesting(t *testing.T) {
	s := strings.Repeat("<div>", 500) + "x" + strings.Repeat("</div>", 500)
	fp := Sketch(htmltest.Parse(t, s))
	if fp.IsZero() {
		t.Fatal("deep page: zero fingerprint")
	}
}

func TestStableTokens(t *testing.T) {
	for tok, want := range map[string]bool{
		"entry-content": true, "mainContent": true, "navBarItem": true, "post-content": true,
		"css-1q2w3e": false, "sc-bdfBwQ": false, "kEYyLo": false, "Button_root__3xK9a": false,
		"category-news": false, "postid-12": false, "tag-sports": false, "post-123": false,
		"col-md-6": true, "h2": true,
	} {
		if got := stableToken(tok); got != want {
			t.Errorf("stableToken(%q) = %v, want %v", tok, got, want)
		}
	}
	if tokenHash("item-1") != tokenHash("item-22") {
		t.Error("digits must not change a token's hash")
	}
	if classHash("a b") != classHash("b a") {
		t.Error("class order must not matter")
	}
}

func TestIndexProbe(t *testing.T) {
	x := NewIndex()
	x.Add("blog", Sketch(htmltest.Parse(t, blogPage(1, 5, ""))))
	x.Add("shop", Sketch(htmltest.Parse(t, shopPage(1))))
	id, sim, ok := x.Probe(Sketch(htmltest.Parse(t, blogPage(77, 9, ""))), SameLayout)
	if !ok || id != "blog" {
		t.Fatalf("probe blog: got %q %.2f %v", id, sim, ok)
	}
	id, _, ok = x.Probe(Sketch(htmltest.Parse(t, shopPage(42))), SameLayout)
	if !ok || id != "shop" {
		t.Fatalf("probe shop: got %q %v", id, ok)
	}
	x.Remove("shop")
	if _, _, ok := x.Probe(Sketch(htmltest.Parse(t, shopPage(42))), SameLayout); ok {
		t.Error("removed entry still found")
	}
	x.Add("blog", Sketch(htmltest.Parse(t, shopPage(5)))) // replace
	if x.Len() != 1 {
		t.Errorf("Len = %d, want 1", x.Len())
	}
	if _, _, ok := x.Probe(Sketch(htmltest.Parse(t, blogPage(3, 3, ""))), SameLayout); ok {
		t.Error("replaced fingerprint still matches the old layout")
	}
}

func TestSketchDoesNotAllocatePerNode(t *testing.T) {
	doc := htmltest.Parse(t, blogPage(1, 200, ""))
	if n := testing.AllocsPerRun(20, func() { _ = Sketch(doc) }); n > 1 {
		t.Errorf("Sketch allocates %.0f times per page, want at most 1", n)
	}
}

// corpusPages returns up to n parsed wcxb-dev pages, or skips.
func corpusPages(tb testing.TB, n int) []*html.Node {
	files := corpus.Pages(tb, "wcxb-dev")
	var docs []*html.Node
	for _, f := range files[:min(n, len(files))] {
		docs = append(docs, htmltest.Parse(tb, string(corpus.MustRead(tb, f))))
	}
	return docs
}

func BenchmarkSketch(b *testing.B) {
	docs := corpusPages(b, 100)
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		_ = Sketch(docs[i%len(docs)])
	}
}

func BenchmarkSketchSynthetic(b *testing.B) {
	doc := htmltest.Parse(b, blogPage(1, 60, ""))
	for b.Loop() {
		_ = Sketch(doc)
	}
}

func BenchmarkProbe(b *testing.B) {
	docs := corpusPages(b, 500)
	x := NewIndex()
	fps := make([]Fingerprint, len(docs))
	for i, d := range docs {
		fps[i] = Sketch(d)
		x.Add(fmt.Sprint(i), fps[i])
	}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		_, _, _ = x.Probe(fps[i%len(fps)], SameLayout)
	}
}

// TestTokenHashAgreesWithStableToken keeps the one-pass tokenHash and the
// readable stableToken in step.
func TestTokenHashAgreesWithStableToken(t *testing.T) {
	for _, tok := range []string{"entry-content", "mainContent", "navBarItem", "post-content", "css-1q2w3e",
		"sc-bdfBwQ", "kEYyLo", "Button_root__3xK9a", "category-news", "postid-12", "tag-sports", "post-123",
		"col-md-6", "wp-block-image", "menu-item-123", "parent-pageid-4", "elementor-element-3f2a", "jsx-2938475",
		"is-active", "has-post-thumbnail", "x", "ab", "Header", "site-header", "u-mb-4"} {
		if (tokenHash(tok) != 0) != stableToken(tok) && len(tok) > 2 {
			t.Errorf("%q: tokenHash %v, stableToken %v", tok, tokenHash(tok) != 0, stableToken(tok))
		}
	}
}
