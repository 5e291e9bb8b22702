package classify

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// mainText renders the text of the RoleMain blocks, leaving out the blocks
// nested in them (skipped chrome).
func mainText(blocks []Block) string {
	skip := map[*html.Node]bool{}
	for _, b := range blocks {
		if b.Role != RoleMain {
			skip[b.Node] = true
		}
	}
	var sb strings.Builder
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if skip[n] {
			return
		}
		if n.Type == html.TextNode {
			sb.WriteString(n.Data + " ")
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	for _, b := range blocks {
		if b.Role == RoleMain {
			walk(b.Node)
		}
	}
	return sb.String()
}

// classifiedText parses page and returns the text Classify keeps as main
// content for it at pageURL.
func classifiedText(t *testing.T, page, pageURL string) string {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	return mainText(Classify(doc, Options{URL: pageURL}))
}

// doubtedPage indexes and scores page as the model would trust every node
// (0.9) but the ones whose id is in doubted (0.1), the shape of every
// dropUnlikely test; byID maps each id on the page to its node.
func doubtedPage(t *testing.T, page string, doubted ...string) (x *index, s *scores, byID map[string]int32) {
	t.Helper()
	x = indexPage(t, page)
	s = score(x, routeOptions{softHints: true})
	s.prob = make([]float32, len(x.nodes))
	byID = map[string]int32{}
	for i, n := range x.nodes {
		s.prob[i] = 0.9
		if id := dom.Attr(n, "id"); id != "" {
			byID[id] = int32(i)
		}
	}
	for _, id := range doubted {
		s.prob[byID[id]] = 0.1
	}
	return x, s, byID
}

// checkKept fails the test for every want missing from got and every leak
// found in it.
func checkKept(t *testing.T, got string, want, leaks []string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("lost %q: %q", w, got)
		}
	}
	for _, l := range leaks {
		if strings.Contains(got, l) {
			t.Errorf("kept %q: %q", l, got)
		}
	}
}

func TestDropUnlikely(t *testing.T) {
	page := `<html><body><article><p>A long paragraph of prose that the model trusts.</p>` +
		`<p id="low">Reaction score</p><p id="btn"><a class="btn">Get started</a></p>` +
		`<div id="mixed"><a href="/x">Learn more</a><p>Another paragraph of prose.</p></div>` +
		`<h2 id="head"><div id="toc">Table of Contents</div><a href="#toc">Direct link</a></h2></article></body></html>`
	// low is unlikely: dropped; mixed's inline link goes, its paragraph
	// stays; toc holds a heading's words: the whole heading goes.
	x, s, byID := doubtedPage(t, page, "low", "mixed", "toc")
	var article int32
	for i, n := range x.nodes {
		if n.Data == "article" {
			article = int32(i)
		}
	}
	dropUnlikely(x, s, routeOptions{}, map[int32]float64{article: 1})
	if s.chrome[byID["head"]] == 0 {
		t.Error("a heading whose words were dropped is kept (its anchor link alone)")
	}
	got := mainText(emitBlocks(x, s, map[int32]float64{article: 1}))
	checkKept(t, got, []string{"long paragraph", "Another paragraph"},
		[]string{"Reaction score", "Get started", "Learn more", "Table of Contents", "Direct link"})
}

// TestDropUnlikelyKeepsCode: a short code block the model doubts (no
// sentences, no commas) stays; a short label beside it does not.
func TestDropUnlikelyKeepsCode(t *testing.T) {
	page := `<html><body><article><p>Write the following program into a file named hello.go.</p>` +
		`<ol><li><p>Paste this code:</p><pre id="code">package main
import "fmt"
func main() { fmt.Println("hi") }</pre></li></ol>` +
		`<p id="low">Reaction score</p><p>Then run it with the go command and read its output.</p></article></body></html>`
	x, s, _ := doubtedPage(t, page, "code", "low")
	var article int32
	for i, n := range x.nodes {
		if n.Data == "article" {
			article = int32(i)
		}
	}
	dropUnlikely(x, s, routeOptions{}, map[int32]float64{article: 1})
	got := mainText(emitBlocks(x, s, map[int32]float64{article: 1}))
	checkKept(t, got, []string{"package main", "fmt.Println", "Paste this code"}, []string{"Reaction score"})
}

func TestTextBucketsFoldCase(t *testing.T) {
	a := appendTextBuckets(nil, []byte("Sign UP, today!"))
	b := appendTextBuckets(nil, []byte("sign up today"))
	if len(a) != 3 || len(b) != 3 {
		t.Fatalf("want 3 words each, got %v and %v", a, b)
	}
	for i := range a {
		if a[i] != b[i] || a[i] < classBuckets || a[i] >= NumBuckets {
			t.Errorf("bucket %d: %d vs %d (want equal, in [%d,%d))", i, a[i], b[i], classBuckets, NumBuckets)
		}
	}
}

func TestShopChrome(t *testing.T) {
	for _, c := range []struct {
		class string
		want  bool
	}{
		{"product-recommendations", true}, {"customers-also-viewed", true}, {"similar-items", true},
		{"upsell", true}, {"product-description", false}, {"reviews", false}, {"specs", false},
	} {
		if got := shopChrome(hintWords(&html.Node{Type: html.ElementNode, Data: "div",
			Attr: []html.Attribute{{Key: "class", Val: c.class}}}, nil)); got != c.want {
			t.Errorf("%s: got %v, want %v", c.class, got, c.want)
		}
	}
}

func TestHeadRole(t *testing.T) {
	for _, c := range []struct {
		class string
		want  Role
	}{
		{"entry-footer", RoleFooter}, {"article-share clearfix", RoleBoilerplate},
		{"nocontent", RoleBoilerplate}, {"entry-content", ""}, {"post-related", ""},
		{"site-footer", ""}, {"content-header", ""}, {"post", ""},
	} {
		n := &html.Node{Type: html.ElementNode, Data: "div", Attr: []html.Attribute{{Key: "class", Val: c.class}}}
		got, _ := headRole(n, hintWords(n, nil))
		if got != c.want {
			t.Errorf("%s: got %q, want %q", c.class, got, c.want)
		}
	}
}

func TestOnlyHeadline(t *testing.T) {
	for _, c := range []struct {
		body string
		want bool
	}{
		{`<h1>Surface Laptop 13.8"</h1><div><h2>Surface  laptop 13.8"</h2></div>`, true},
		{`<h1>Surface Laptop</h1><div><h2>Surface Laptop</h2><p>16 GB memory, 512 GB storage.</p></div>`, false},
		{`<h1>Surface Laptop</h1><div><h2>Specifications</h2></div>`, false},
	} {
		x := indexPage(t, "<html><body>"+c.body+"</body></html>")
		s := score(x, routeOptions{})
		mains := map[int32]float64{}
		x.children(0, func(ch int32) { mains[ch] = 1 })
		if got := onlyHeadline(x, s, mains); got != c.want {
			t.Errorf("%s: got %v, want %v", c.body, got, c.want)
		}
	}
}
