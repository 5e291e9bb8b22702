package markdown

import (
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Element edges: shops and app frameworks lay out a card's parts as
// sibling spans with no white space between them, and CSS (display:block,
// flex items) puts each on its own line: a brand above its product's name
// (<span>Merrell</span><span>Moab 3 Mid</span>), a facet's label beside
// its count (<label>Accessories</label><span>1385</span>), a price beside
// its list price. Without the style sheet the walker ran them together
// ("MerrellMoab", "Accessories1385"): one word that is neither, lost to
// both precision and recall. Where an inline element starts or ends and
// the text on the two sides meets at a break no word of prose has inside
// it (a lower-case letter then an upper-case letter or a digit, a digit
// then an upper-case letter or another digit, an upper-case letter then a
// capitalised word), the walker writes a space. Two numbers in sibling
// elements are two numbers: a year beside a running time ("2026" "1h 54m"),
// a day beside a comment count, a rating beside its review count, a price
// beside its list price or its discount ("$120" "10% OFF"), whole units
// beside cents (<span>$129</span><span>00</span>); joined they made one
// number that is neither. A control is a box of its own: at the edge of
// a <button>, <label> or <option> (where the walker writes one) any two
// letters or digits part (a filter panel's checkbox labels "XS" "S" "M",
// "oversized fit" "slim fit"; a row of tag buttons). Inside one text node such pairs stay
// joined ("iPhone", "MP3"); superscripts, subscripts and <wbr> are no
// edges ("1<sup>st</sup>", "CO<sub>2</sub>", "get<wbr>Element"). An
// upper-case letter then a digit ("EH<b>55</b>") and a digit then a
// lower-case letter (a unit: "31<span>g</span>") stay joined:
// trafilatura-dev's truth keeps both forms.
//
// Measured (gym score): wcxb-dev collection 0.7870 -> 0.7951 (iFixit's
// facet counts 0.66 -> 0.87, Steam's tags 0.66 -> 0.82, REI's brands),
// listing 0.8061 -> 0.8086, product 0.7693 -> 0.7697, overall 0.9000 ->
// 0.9010 (the acronym rule alone: collection +0.0007, 13 pages gain, 2
// lose 0.001); ScrapingHub and trafilatura-dev unchanged (letter-digit
// edges both ways cost trafilatura-dev two snippets). Digit then digit:
// wcxb-dev 0.904323 -> 0.904434 (IMDb's chart 0.752 -> 0.896, The Verge
// +0.011, Bombas +0.010; eight pages lose up to 0.004 where a hidden
// alternate count now reads as its own number), collection 0.7916 ->
// 0.7917, listing 0.8152 -> 0.8167; ScrapingHub and trafilatura-dev
// unchanged. Control edges: wcxb-dev 0.904434 -> 0.904440, collection
// +0.0001 (iFixit's parts +0.004, Gymshark's facets +0.005), no page
// loses; ScrapingHub and trafilatura-dev unchanged.
//
// Box edges: where the style or class makes an element a box of its own
// (dom.BoxOf: Tailwind's <span class="block"> after a heading's first
// line, Linear's hero phrases styled display:inline-block, the items of
// a flex or grid container), two letters or digits never meet inside a
// word, whatever their case ("The product" "development"), and at a
// block box or a flex item anything but punctuation bound to its word
// parts too ("AUTHOR:" "Onie", "•" "Zero to 5K"); boxEdge finds them.
// Measured (gym score, the texts of all four corpora compared with
// the previous build): 16 wcxb-dev pages and 2 trafilatura-dev pages
// change, every change a part where the browser shows one; wcxb-dev
// 0.907335 -> 0.907338 (Recharged's tag list +0.005, Vercel's "AI SDK"
// +0.002; Linear and AlternativeTo lose 0.001 since their headings,
// written three times, now repeat three correct words where one wrong
// one stood), product, collection, ScrapingHub, trafilatura-dev and
// readability unchanged. Two links to different addresses meeting:
// wcxb-dev 0.907510 -> 0.907520, collection 0.80646 -> 0.80653 (Steam's
// tags +0.004 twice, Google Scholar's profile +0.008; one page -0.001),
// the other corpora unchanged.

// markEdge records that an inline element starts or ends at the current
// end of the plain text, and whether a control's edge lies there; sup,
// sub and wbr clear the mark.
func (r *renderer) markEdge(n *html.Node) {
	switch n.DataAtom {
	case atom.Sup, atom.Sub, atom.Wbr:
		r.inl.edge = 0
	default:
		at := len(r.it) + 1
		ctrl := n.DataAtom == atom.Button || n.DataAtom == atom.Label || n.DataAtom == atom.Option
		r.inl.control = ctrl || r.inl.control && r.inl.edge == at
		r.inl.edge = at
	}
}

// edgeSpace asks for a space before text s, the text of node at (nil
// when s is not a node's text), when it starts right at a marked edge
// and its first character breaks from the last one written, or both
// characters are letters or digits and the edge is a control's, or the
// edge is a box's that parts them (boxEdge, dom.Edge.Parts).
func (r *renderer) edgeSpace(s string, at *html.Node) {
	if r.inl.pending || r.inl.edge != len(r.it)+1 || len(r.it) == 0 || s == "" {
		return
	}
	a, _ := utf8.DecodeLastRune(r.it)
	b, size := utf8.DecodeRuneInString(s)
	c, _ := utf8.DecodeRuneInString(s[size:])
	if wordBreak(a, b, c) || r.inl.control && alnum(a) && alnum(b) ||
		at != nil && dom.EdgeBox.Parts(a, b) && boxEdge(at, r.opts.Skip).Parts(a, b) {
		r.inl.pending = true
	}
}

// boxEdge returns the strongest edge that the elements starting or
// ending right before text node t make (dom.EdgeOf), an EdgeBox when the
// two sides are items of one flex or grid container, an EdgePhrase
// where a link ends and a link to another address starts: a row of tag
// links (Steam's "Tactical" "eSports", Google Scholar's interests) is
// spaced by the style sheet, and no word is split between two
// destinations. It climbs from t to
// the first ancestor with content before it, so it is bounded by the
// depth and allocates nothing; edgeSpace asks only where two characters
// that a box would part meet. A word that inline markup merely styles
// ("<b>W</b>ord", "<span class=\"hl\">foo</span>bar") has no box at its
// edge and stays whole. Elements that skip (Options.Skip) leaves out are
// passed over like those the walker drops.
func boxEdge(t *html.Node, skip func(*html.Node) bool) dom.Edge {
	found := dom.EdgeInline
	x := t
	var before, opened *html.Node
	for {
		if x != t {
			if found = max(found, dom.EdgeOf(x)); found == dom.EdgeBox {
				return found
			}
			if x.DataAtom == atom.A {
				opened = x
			}
		}
		if before = prevContent(x, skip); before != nil {
			break
		}
		if x = x.Parent; x == nil {
			return found
		}
	}
	if x.Parent != nil && dom.BoxOf(x.Parent) == dom.BoxItems {
		return dom.EdgeBox
	}
	for q := before; q != nil && q.Type == html.ElementNode; q = lastContent(q, skip) {
		if found = max(found, dom.EdgeOf(q)); found == dom.EdgeBox {
			return found
		}
		if q.DataAtom == atom.A && opened != nil && dom.Attr(q, "href") != dom.Attr(opened, "href") {
			found = max(found, dom.EdgePhrase)
		}
	}
	return found
}

// prevContent returns the nearest previous sibling of n that can hold
// text: comments, empty text nodes and elements the walker drops or
// skips are passed over.
func prevContent(n *html.Node, skip func(*html.Node) bool) *html.Node {
	for p := n.PrevSibling; p != nil; p = p.PrevSibling {
		if holdsContent(p, skip) {
			return p
		}
	}
	return nil
}

// lastContent returns the last child of n that can hold text.
func lastContent(n *html.Node, skip func(*html.Node) bool) *html.Node {
	for c := n.LastChild; c != nil; c = c.PrevSibling {
		if holdsContent(c, skip) {
			return c
		}
	}
	return nil
}

func holdsContent(n *html.Node, skip func(*html.Node) bool) bool {
	switch n.Type {
	case html.TextNode:
		return n.Data != ""
	case html.ElementNode:
		return !Drops(n) && (skip == nil || !skip(n))
	}
	return false
}

// wordBreak reports whether a then b (followed by c) cannot be the inside
// of one word of prose: lower-case then upper-case or a digit, a digit
// then upper-case or a digit, an upper-case letter then a capitalised word (an
// acronym before a name: "HOKA" "Clifton", "FPS" "Shooter").
func wordBreak(a, b, c rune) bool {
	switch {
	case unicode.IsLower(a):
		return unicode.IsUpper(b) || unicode.IsDigit(b)
	case unicode.IsDigit(a):
		return unicode.IsUpper(b) || unicode.IsDigit(b)
	case unicode.IsUpper(a):
		return unicode.IsUpper(b) && unicode.IsLower(c)
	}
	return false
}

// alnum reports whether r is a letter or a digit.
func alnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
