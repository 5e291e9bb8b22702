package markdown

import (
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// Visual twins of screen-reader text. Shops write a price twice: once as
// text for screen readers, moved off screen by the style sheet, and once
// for the eye, split into styled parts and hidden from assistive
// technology with aria-hidden="true": Amazon's <span class="a-offscreen">EUR
// 34.42</span><span aria-hidden="true"><span>EUR</span><span>34<span
// class="a-price-decimal"></span></span><span>42</span></span>, whose
// decimal point is drawn by CSS. Without the style sheet both were
// written: the price twice, the second copy glued into "EUR34" and "42".
// The rule is structural: an element hidden with aria-hidden="true" whose
// letters and digits are those of the element right beside it (nothing
// but white space between them), which is not hidden, repeats it and is
// left out; the screen-reader copy is the text a reader wants. A rating's
// stars beside "4.5 out of 5", or any other visual that says something
// else, stay. The copy beside it must be one the walker writes: eBay
// shows its item title in an aria-hidden span beside a visually clipped
// copy that the extractor cuts, and there the visual copy is the one left.
//
// Measured (gym score, against main 88531b3): wcxb-dev 0.909152 ->
// 0.909153, two pages: Amazon UK's product 3058 0.592 -> 0.601, Amazon's
// collection 0655 0.481 -> 0.473 (its truth keeps the visual price
// parts, "34" on a line of its own); ScrapingHub, trafilatura-dev and
// readability-testpages identical. Without the guard for a cut copy
// beside, eBay's titles went (wcxb-dev -0.00022).

// twinMaxKey bounds the bytes of letters and digits compared: twins are
// short labels (prices, counts, dates).
const twinMaxKey = 64

// ariaTwin reports whether n, hidden with aria-hidden="true", repeats the
// letters and digits of the element beside it, which the walker writes
// (a copy the caller cuts, eBay's visually clipped title, leaves the
// visual one in).
func (r *renderer) ariaTwin(n *html.Node) bool { return AriaTwin(n, r.opts.Skip) }

// AriaTwin reports whether the walker leaves element n out as the
// aria-hidden twin of the element beside it, when skip (Options.Skip)
// names the subtrees left out: for the lint, which counts what the walker
// writes.
func AriaTwin(n *html.Node, skip func(*html.Node) bool) bool {
	if n.Type != html.ElementNode || dom.Attr(n, "aria-hidden") != "true" {
		return false
	}
	var own, other [twinMaxKey]byte
	k, ok := alnumKey(own[:0], n)
	if !ok || len(k) == 0 {
		return false
	}
	for _, s := range [2]*html.Node{besideElement(n, false), besideElement(n, true)} {
		if s == nil || dom.Attr(s, "aria-hidden") == "true" || skip != nil && skip(s) || Drops(s) {
			continue
		}
		if o, ok := alnumKey(other[:0], s); ok && string(o) == string(k) {
			return true
		}
	}
	return false
}

// besideElement returns the element right before (or, with next, right
// after) n, passing over comments and white space; nil when text or
// nothing stands there.
func besideElement(n *html.Node, next bool) *html.Node {
	step := func(x *html.Node) *html.Node {
		if next {
			return x.NextSibling
		}
		return x.PrevSibling
	}
	for s := step(n); s != nil; s = step(s) {
		switch s.Type {
		case html.ElementNode:
			return s
		case html.TextNode:
			if !blank(s.Data) {
				return nil
			}
		}
	}
	return nil
}

// alnumKey appends the lower-cased letters and digits of the text under n
// (elements the walker drops left out) to b; false when they do not fit
// in b's capacity.
func alnumKey(b []byte, n *html.Node) ([]byte, bool) {
	ok := true
	var visit func(*html.Node)
	visit = func(x *html.Node) {
		for c := x.FirstChild; c != nil && ok; c = c.NextSibling {
			switch c.Type {
			case html.TextNode:
				for _, r := range c.Data {
					if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
						continue
					}
					r = unicode.ToLower(r)
					if len(b)+utf8.RuneLen(r) > cap(b) {
						ok = false
						return
					}
					b = utf8.AppendRune(b, r)
				}
			case html.ElementNode:
				if !Drops(c) {
					visit(c)
				}
			}
		}
	}
	visit(n)
	return b, ok
}
