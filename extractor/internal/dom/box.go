package dom

import (
	"strings"
	"unicode"

	"golang.org/x/net/html"
)

// Boxes: pages built with utility CSS or animation libraries put the
// words of one line in sibling inline elements with no white space
// between them, and the style makes each a box of its own: Tailwind's
// <span class="block">The Best Notion Alternatives</span><span
// class="block">Top Note-taking Tools</span> in a heading, Linear's hero
// words as <span style="display:inline-block">, a price beside its label
// in <div class="flex"><span>Price</span><span>$20</span></div>. A
// browser shows separate words or lines; text joined node to node reads
// "AlternativesTop", "productdevelopment". Without the style sheet only
// the inline style and the class say so, and those are what BoxOf reads.
// It reads no style sheet and no default: an element that is a block by
// default (div, p) is the callers' concern.

// Box says how a browser lays out an element, as far as its inline style
// or its class tells.
type Box uint8

const (
	// BoxInline: nothing says the element is more than a run of text in
	// its line (no display, or display:inline, contents or none).
	BoxInline Box = iota
	// BoxInlineBlock: an atomic box inside the line. Its text is apart
	// from the text beside it when it holds a phrase (Linear's hero
	// lines), but not when it holds one character: Framer and GSAP
	// animate headings letter by letter, each letter an inline-block
	// ("F" "l" "o" "w" reads "Flow"), and a drop cap is one too.
	BoxInlineBlock
	// BoxApart: the element is a box of its own (display block,
	// list-item, flow-root, a table part): its text is never part of a
	// word outside it.
	BoxApart
	// BoxItems: a flex or grid container, a box whose children are each
	// a box of their own (CSS blockifies flex and grid items).
	BoxItems
)

// BoxOf returns how n is laid out by its inline style's display, or,
// when the style declares none, by the utility classes of Tailwind,
// Bootstrap and Bulma that set display (block, inline-block, flex,
// grid, d-block, d-md-flex, is-flex...; responsive and state variants
// such as md:block count, since a variant is the box on some screen). The
// class splits into tokens as HasToken reads them, at HTML's ASCII white
// space only: a no-break space is part of a class name, and a style
// sheet's .block does not match "x\u00a0block". It allocates nothing.
func BoxOf(n *html.Node) Box {
	if n.Type != html.ElementNode || len(n.Attr) == 0 {
		return BoxInline
	}
	if v, ok := styleDisplay(Attr(n, "style")); ok {
		return displayBox(v)
	}
	box := BoxInline
	AnyToken(Attr(n, "class"), func(w string) bool {
		box = max(box, classBox(w))
		return false
	})
	return box
}

// styleDisplay returns the value of the last display declaration of an
// inline style ("!important" removed), and whether there is one.
func styleDisplay(style string) (string, bool) {
	if !ContainsFold(style, "display") {
		return "", false // most styles: no declaration to split
	}
	val, found := "", false
	for style != "" {
		var decl string
		decl, style, _ = strings.Cut(style, ";")
		name, v, ok := strings.Cut(decl, ":")
		if !ok || !strings.EqualFold(strings.TrimSpace(name), "display") {
			continue
		}
		if i := strings.IndexByte(v, '!'); i >= 0 {
			v = v[:i]
		}
		val, found = strings.TrimSpace(v), true
	}
	return val, found
}

// displayBox maps a display value to its Box.
func displayBox(v string) Box {
	for _, d := range itemsDisplays {
		if strings.EqualFold(v, d) {
			return BoxItems
		}
	}
	for _, d := range apartDisplays {
		if strings.EqualFold(v, d) {
			return BoxApart
		}
	}
	if strings.EqualFold(v, "inline-block") {
		return BoxInlineBlock
	}
	return BoxInline
}

var (
	itemsDisplays = []string{"flex", "inline-flex", "grid", "inline-grid", "-webkit-box", "-webkit-flex", "-ms-flexbox"}
	apartDisplays = []string{"block", "list-item", "flow-root", "table", "inline-table", "table-cell", "table-row", "table-caption"}
	breakpoints   = []string{"sm-", "md-", "lg-", "xl-", "xxl-"}
)

// classBox maps one class word to the Box a utility framework gives it.
// A variant prefix ("md:", "hover:", Tailwind's "!" for important) is
// dropped; Bootstrap's breakpoint infix ("d-md-flex") too.
func classBox(w string) Box {
	if i := strings.LastIndexByte(w, ':'); i >= 0 {
		w = w[i+1:]
	}
	w = strings.TrimPrefix(w, "!")
	switch {
	case strings.HasPrefix(w, "d-"): // Bootstrap: d-flex, d-lg-inline-block
		w = w[2:]
		for _, bp := range breakpoints {
			if strings.HasPrefix(w, bp) {
				w = w[len(bp):]
				break
			}
		}
		if w == "table" || w == "table-row" {
			return BoxApart
		}
	case strings.HasPrefix(w, "is-"): // Bulma: is-flex, is-block
		w = w[3:]
	}
	switch w {
	case "flex", "inline-flex", "grid", "inline-grid":
		return BoxItems
	case "block", "flow-root", "list-item", "table-cell":
		return BoxApart
	case "inline-block":
		return BoxInlineBlock
	}
	return BoxInline
}

// Edge is what lies between two texts where an element starts or ends.
type Edge uint8

const (
	// EdgeInline: inline markup only; the texts run on ("<b>W</b>ord").
	EdgeInline Edge = iota
	// EdgePhrase: an inline-block that holds more than one character
	// (see BoxInlineBlock); a word beside it is a word apart.
	EdgePhrase
	// EdgeBox: a box of its own, a flex or grid container, or one of its
	// items: apart from anything but punctuation bound to its word.
	EdgeBox
)

// EdgeOf returns the Edge that element n makes where it starts and
// ends, by its style or class. Whether n is a flex or grid item is its
// parent's BoxOf (BoxItems), which makes an EdgeBox.
func EdgeOf(n *html.Node) Edge { return BoxOf(n).Edge(n) }

// Edge is EdgeOf for a caller that has n's Box already.
func (b Box) Edge(n *html.Node) Edge {
	switch b {
	case BoxApart, BoxItems:
		return EdgeBox
	case BoxInlineBlock:
		if charsAtLeast(n, 2) >= 2 {
			return EdgePhrase
		}
	}
	return EdgeInline
}

// Parts reports whether a browser shows a, the last character before
// edge e, apart from b, the first after it: two letters or digits at a
// phrase or a box, or anything but punctuation bound to its word
// (attaches) at a box. White space on either side needs no part.
func (e Edge) Parts(a, b rune) bool {
	if e == EdgeInline || unicode.IsSpace(a) || unicode.IsSpace(b) {
		return false
	}
	if isAlnum(a) && isAlnum(b) {
		return true
	}
	return e == EdgeBox && !attaches(a, b)
}

func isAlnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// charsAtLeast counts the characters other than white space in the text
// under n, stopping at want.
func charsAtLeast(n *html.Node, want int) int {
	count := 0
	for c := n.FirstChild; c != nil && count < want; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			for _, r := range c.Data {
				if !unicode.IsSpace(r) {
					if count++; count >= want {
						break
					}
				}
			}
		case html.ElementNode:
			count += charsAtLeast(c, want-count)
		}
	}
	return count
}

// ContainsFold is strings.Contains with ASCII letters folded, without the
// copy strings.ToLower makes of a mixed-case s; sub is lower-case and not
// empty. Class words ("ipsUsername", "MessageCard__date") are read with it.
func ContainsFold(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if lowerASCII(s[i]) == sub[0] && strings.EqualFold(s[i:i+len(sub)], sub) {
			return true
		}
	}
	return false
}

// attaches reports whether a then b, met at the edge of two boxes, read
// as one piece of punctuation bound to its word, which a browser shows
// without a gap unless the style adds one: after an opening bracket or
// quote, before a closing one or before a mark that ends a phrase
// ("(" "AGPL-3.0" ")" as three flex items of a badge). Separators and
// bullets ("•", "|") and a label's colon before its value do not
// attach: "AUTHOR:" "Onie T." are two boxes.
func attaches(a, b rune) bool {
	if unicode.In(a, unicode.Ps, unicode.Pi) || unicode.In(b, unicode.Pe, unicode.Pf) {
		return true
	}
	switch b {
	case ',', '.', ';', ':', '!', '?', '%', '\u2026':
		return true
	}
	return false
}
