package prune

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Login boxes: a paywall or a registration wall cuts a story short with a
// box that asks the reader to sign in or register, and besides its form
// the box carries the publisher's pitch and a small FAQ ("Ein
// Tagespresse-Account ermöglicht Ihnen, drei kostenlose Artikel pro Monat
// zu lesen", "Ist die Registrierung kostenlos?", "Was passiert mit meinen
// Daten?"). The classifier leaves the form out, but the pitch and the FAQ
// read as prose, and next to a story cut short they can be chosen as a
// content block of their own. The words are the site's, in any language;
// the markup says what the box is: it holds a password field.
//
// A content root goes when a box between it and the roots' common
// ancestor (both left out, as ctaAbove climbs) holds an <input
// type=password>: the root is part of a sign-in box. Boxes at or above the
// common ancestor are not read: an ASP.NET page wraps everything, the
// story and the header's login fields, in one <form>. The discard names'
// total guard applies (cutUnlessMost): what goes is under half the
// content.
//
// Measured with gym score against no such rule: trafilatura-dev P 0.9337
// -> 0.9343, F1 0.9539 -> 0.9542 (a satire site's registration wall, whose
// "Was passiert mit meinen Daten?" leaked); wcxb-dev, ScrapingHub and
// readability-testpages identical page for page (no chosen block there
// sits in a box with a password field below the roots' common ancestor).
func loginBoxes(t *tree, cut func(int32, classify.Role)) {
	lca := rootsAncestor(t)
	if lca == nil {
		return
	}
	boxes := passwordBoxes(lca)
	if len(boxes) == 0 {
		return
	}
	total := t.totalText()
	var cuts []int32
	var sum int32
	for _, r := range t.roots() {
		if t.cut[r] || t.text[r] == 0 {
			continue
		}
		for p := t.nodes[r].Parent; p != nil && p != lca; p = p.Parent {
			if boxes[p] {
				cuts = append(cuts, r)
				sum += t.text[r]
				break
			}
		}
	}
	cutUnlessMost(cuts, sum, total, cut)
}

// passwordBoxes returns the elements under lca (lca left out) that hold a
// password field, read in one walk of lca's subtree.
func passwordBoxes(lca *html.Node) map[*html.Node]bool {
	var boxes map[*html.Node]bool
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			if c.DataAtom == atom.Input && strings.EqualFold(strings.TrimSpace(dom.Attr(c, "type")), "password") {
				if boxes == nil {
					boxes = make(map[*html.Node]bool)
				}
				for p := c.Parent; p != nil && p != lca && !boxes[p]; p = p.Parent {
					boxes[p] = true
				}
				continue
			}
			walk(c)
		}
	}
	walk(lca)
	return boxes
}
