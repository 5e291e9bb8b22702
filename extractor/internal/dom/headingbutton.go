package dom

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// HeadingButton reports whether n is a disclosure's <button> (aria-expanded
// or aria-controls) that is all the text of the heading it sits in. The
// WAI-ARIA accordion pattern wraps each header's button in a heading,
// <h3><button aria-expanded="false">Is it dishwasher safe?</button></h3>,
// and Bootstrap 5's accordion, Radix and Headless UI write it so: the button
// is how the heading opens its panel, and its text is the heading's (an
// FAQ's question, a product sheet's "Specifications"), which a reader sees
// whether the panel is open or not. The classifier and the walker dropped
// it as a form control, so an FAQ came out as answers without questions,
// or as nothing when the closed panels are empty. Elsewhere a button is a
// control (a submit, a cart, a menu toggle) and stays out of the text; a
// heading button that opens nothing (no ARIA disclosure) is left so too:
// counting those as well cost a product page's description 0.095 F1 on
// wcxb-dev (section titles of a tabbed sheet whose truth leaves them out).
//
// Measured (gym score wcxb, summed page F1): collection +0.098, service
// +0.078, product +0.020, article -0.004 (an FAQ whose truth leaves it
// out); ScrapingHub, trafilatura-dev and readability-testpages unchanged.
func HeadingButton(n *html.Node) bool {
	if n.DataAtom != atom.Button || !disclosure(n) || Text(n, nil) == "" {
		return false
	}
	// The button, or one <span> holding it (<h3><span><button>), must be
	// all the heading shows.
	for c, p := n, n.Parent; p != nil && p.Type == html.ElementNode; c, p = p, p.Parent {
		if !onlyShown(p, c) {
			return false
		}
		if headingElement(p) {
			return true
		}
		if c != n || p.DataAtom != atom.Span {
			return false // a block or a second wrapper: a layout, not the heading's button
		}
	}
	return false
}

// onlyShown reports whether c is the only child of p with text a reader
// sees: an aria-hidden icon ("+", a chevron), an <svg> and its <title>, a
// script or a template beside it do not count.
func onlyShown(p, c *html.Node) bool {
	for k := p.FirstChild; k != nil; k = k.NextSibling {
		switch {
		case k == c:
		case k.Type == html.TextNode:
			if strings.TrimSpace(k.Data) != "" {
				return false
			}
		case k.Type == html.ElementNode:
			if !unseen(k) && Text(k, nil) != "" {
				return false
			}
		}
	}
	return true
}

// unseen reports whether element n shows no text beside a heading's
// button: an icon hidden from screen readers or markup that is not text.
func unseen(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Svg, atom.Script, atom.Style, atom.Template:
		return true
	}
	return Attr(n, "aria-hidden") == "true"
}

// disclosure reports whether button n opens a panel (aria-expanded or
// aria-controls), as an accordion header's button does.
func disclosure(n *html.Node) bool {
	return HasAttr(n, "aria-expanded") || HasAttr(n, "aria-controls")
}
