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
// parts too ("AUTHOR:" "Onie", "•" "Zero to 5K"); markEdge tracks them.
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

// markEdge records that element n, whose edge is e (dom.Box.Edge, or
// dom.EdgeBox for an item of a flex or grid container), starts (open) or
// ends at the current end of the plain text. Edges met at one place add
// up: the strongest box edge stands, a control's edge is remembered, and
// a link that starts where a link to another address ended makes an
// EdgePhrase: a row of tag links (Steam's "Tactical" "eSports", Google
// Scholar's interests) is spaced by the style sheet, and no word is split
// between two destinations. Elements the walker drops or the caller skips
// leave no mark, so they are passed over; sup, sub and wbr clear an inline
// mark and keep a box's.
// The edge is kept in the walk's state, so a text node asks no element
// for its box: each element's Box is read once, where it is entered.
func (r *renderer) markEdge(n *html.Node, e dom.Edge, open bool) {
	s := &r.inl
	switch n.DataAtom {
	case atom.Sup, atom.Sub, atom.Wbr:
		// No edge of their own ("1<sup>st</sup>"), but a box's or a
		// control's edge already met here stays: "<span style=display:grid>
		// (1)</span><sup>a</sup>" is two boxes apart.
		if s.edge != len(r.it)+1 || s.box == dom.EdgeInline && !s.control {
			s.edge = 0
		}
		return
	}
	at := len(r.it) + 1
	if s.edge != at {
		s.control, s.box, s.linkEnded = false, dom.EdgeInline, false
	}
	s.edge = at
	s.control = s.control || n.DataAtom == atom.Button || n.DataAtom == atom.Label || n.DataAtom == atom.Option
	s.box = max(s.box, e)
	if n.DataAtom != atom.A {
		return
	}
	href := dom.Attr(n, "href")
	if !open {
		s.linkEnded, s.linkHref = true, href
	} else if s.linkEnded && s.linkHref != href {
		s.box = max(s.box, dom.EdgePhrase)
	}
}

// edgeSpace asks for a space before text s (node: s is a text node's
// text) when it starts right at a marked edge and its first character
// breaks from the last one written, or both characters are letters or
// digits and the edge is a control's, or the edge is a box's that parts
// them (dom.Edge.Parts). A word that inline markup merely styles
// ("<b>W</b>ord", "<span class=\"hl\">foo</span>bar") has no box at its
// edge and stays whole.
func (r *renderer) edgeSpace(s string, node bool) {
	if r.inl.pending || r.inl.edge != len(r.it)+1 || len(r.it) == 0 || s == "" {
		return
	}
	a, _ := utf8.DecodeLastRune(r.it)
	b, size := utf8.DecodeRuneInString(s)
	c, _ := utf8.DecodeRuneInString(s[size:])
	if dom.WordBreak(a, b, c) || r.inl.control && alnum(a) && alnum(b) || node && r.inl.box.Parts(a, b) {
		r.inl.pending = true
	}
}

// alnum reports whether r is a letter or a digit.
func alnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
