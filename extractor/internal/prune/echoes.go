package prune

import (
	"strings"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Echoes: an inline element that repeats, word for word, the text right
// before it in the same paragraph: "GBP 0.00<span class=clipped>GBP
// 0.00</span>", a card title followed by its screen-reader copy. Shops
// (eBay's "clipped" spans) and design systems write each label twice, once
// for the eye and once for screen readers, and the extracted paragraph
// reads "Seller's other itemsSeller's other items". hidden.go keeps
// screen-reader text, since it is often the only copy of a price or a
// name; an echo is never the only copy. Only an inline element (a span, a
// link) echoing its previous sibling counts: an element, or a text when
// the two are alone in their parent ("Bora <b>Bora</b> Island" is a
// name). Repeated list items, cells or paragraphs are twins.go's and
// dedup.go's.
//
// Measured with gym score against no such rule: wcxb-dev 0.8979 ->
// 0.8982, product 0.760 -> 0.763 (four eBay pages up to 0.08, two Yeti),
// collection 0.782 -> 0.784 (Brooklinen's SEO text in three responsive
// copies: 0.64 -> 0.83; Allbirds, Bombas), services and a listing a
// little; 27 pages gain, one loses 0.001; ScrapingHub and
// trafilatura-dev unchanged.
const echoMinText = 2 // letters and digits of an echo

func echoes(t *tree, cut func(int32, classify.Role)) {
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		n := t.nodes[i]
		if t.cut[i] || t.text[i] < echoMinText || t.unit[i] == i || t.code[i] {
			continue
		}
		prev := blankBefore(n)
		if prev == nil || prev.Type == html.TextNode && (blankBefore(prev) != nil || blankAfter(n) != nil) ||
			!t.sameCount(i, prev) || !echoOf(n, prev, t.text[i]) {
			continue
		}
		cut(i, classify.RoleBoilerplate)
		i = t.end[i] - 1
	}
}

// blankBefore returns n's previous sibling that is not white space, or nil.
func blankBefore(n *html.Node) *html.Node {
	p := n.PrevSibling
	for p != nil && (p.Type == html.TextNode && strings.TrimSpace(p.Data) == "" || p.Type == html.CommentNode) {
		p = p.PrevSibling
	}
	return p
}

// blankAfter returns n's next sibling that is not white space, or nil.
func blankAfter(n *html.Node) *html.Node {
	p := n.NextSibling
	for p != nil && (p.Type == html.TextNode && strings.TrimSpace(p.Data) == "" || p.Type == html.CommentNode) {
		p = p.NextSibling
	}
	return p
}

// echoOf reports whether element n, of text letters and digits, reads the
// same as its previous sibling prev (a text node or an element).
func echoOf(n, prev *html.Node, text int32) bool {
	var before string
	switch prev.Type {
	case html.TextNode:
		if letters(prev.Data) != text {
			return false
		}
		before = prev.Data
	case html.ElementNode:
		if skipped(prev) {
			return false
		}
		before = dom.Text(prev, skipped)
		if letters(before) != text {
			return false
		}
	default:
		return false
	}
	return sameWords(before, dom.Text(n, skipped))
}

// sameWords reports whether a and b hold the same words once white space
// is collapsed.
func sameWords(a, b string) bool {
	for {
		a, b = strings.TrimLeft(a, dom.SpaceBytes), strings.TrimLeft(b, dom.SpaceBytes)
		if a == "" || b == "" {
			return a == b
		}
		i := strings.IndexAny(a, dom.SpaceBytes)
		if i < 0 {
			i = len(a)
		}
		j := strings.IndexAny(b, dom.SpaceBytes)
		if j < 0 {
			j = len(b)
		}
		if a[:i] != b[:j] {
			return false
		}
		a, b = a[i:], b[j:]
	}
}

// sameCount reports whether element prev, the previous sibling of element
// i, holds as many letters and digits as i, from the tree's counts, so
// that echoOf reads the text of prev only when it may be an echo: reading
// it for every element made a page of nested spans, each beside a 4 MB
// sibling, take 24 s. A text prev is counted by echoOf, once: a text node
// is the previous sibling of one element at most. An element prev the
// tree does not hold (a skipped one) is no content to echo.
func (t *tree) sameCount(i int32, prev *html.Node) bool {
	if prev.Type != html.ElementNode {
		return true
	}
	// prev's subtree ends right before i: climb from the element before
	// i to the ancestor that is i's sibling.
	j := i - 1
	for j >= 0 && t.parent[j] != t.parent[i] {
		j = t.parent[j]
	}
	return j >= 0 && t.nodes[j] == prev && t.text[j] == t.text[i]
}
