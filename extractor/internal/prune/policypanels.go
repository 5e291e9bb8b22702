package prune

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Policy panels of a product page: the collapsed "Shipping & Returns"
// (or "Delivery & Returns", "Versand & Rückgabe", "Livraison et
// retours") panel that a shop's product template sets beside the
// description and the details. Its text is the store's policy, the same
// under every product of the store, not the product's; the truths of
// wcxb-dev's product pages leave it out on most shops.
//
// The rule reads the widget, and then the panel's words: a disclosure
// whose label says nothing but shipping, delivery or returns
// (policyLabel) — a <details> by its <summary>, or a control (an
// element with aria-expanded, aria-controls or role=tab, or a box whose
// class names an accordion's, a collapse's or a toggle's control, as
// Bootstrap's "accordion-button" and most themes' "accordion-title" do;
// a bare <button> opens nothing, "Free shipping" on a badge) — and the
// panel it opens: the element its aria-controls names, by its exact id,
// and none when that is no element of the content; else the box right
// after the label's own box. The panel must speak of shipping, delivery
// or returns itself (policyText): whatever the markup, a box that does
// not is the product's description or details, and the rule must never
// cut those. A panel guessed by position, after a control that names
// none, must speak of little else (policywords.go): a description that
// says "free shipping" once may follow a stray toggle. A heading "Shipping" over plain paragraphs is not a widget
// and stays: dropping whole shipping sections by heading cost product
// pages (the 2026-11-27 notes, -0.40 summed F1), because eBay's and
// some shops' truths keep their shipping lines. A label that also names
// anything else ("What is your refund policy?", "Size & Fit") is not a
// policy label; "Warranty" alone is not one either, but "Shipping,
// Returns & Warranty" is (a shop's panel, 0.737 -> 0.796 cut).
//
// Measured (gym score wcxb, the rule against none, on 70d7a7b): product
// 0.80356 -> 0.80524, precise mean 0.909226 -> 0.909359; five shops up
// (0.672 -> 0.835, 0.461 -> 0.639, 0.737 -> 0.796, 0.878 -> 0.923,
// 0.714 -> 0.744), one down (0.954 -> 0.678: its short truth keeps the
// panel), every other page of the four corpora unchanged. The guards
// (exact ids, no guess past an unresolved aria-controls, the climb that
// stops at an empty panel, the panel's words) change no page of the four
// corpora.
func policyPanels(t *tree, cut func(int32, classify.Role)) {
	if !t.product() {
		return
	}
	p := policyCutter{t: t, cut: cut, limit: policyShare * float32(t.totalText())}
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.cut[i] || t.text[i] == 0 {
			continue
		}
		// A panel whose control the classifier left out, or chose apart:
		// the control it names, or the one right before it.
		if label := p.labelOf(i); label != nil {
			if ok, named := p.policyControlOf(label, i); ok {
				p.cutPanel(i, !named)
				i = t.end[i] - 1
				continue
			}
		}
		if t.text[i] > policyLabelMax {
			continue
		}
		n := t.nodes[i]
		if n.DataAtom != atom.Summary && (!disclosureControl(n, t.class[i]) || p.holdsControl(i)) {
			continue // not a control, or a wrapper whose control the walk meets inside
		}
		if policyLabel(dom.Text(n, skipped)) {
			p.cutWithPanel(i)
		}
		i = t.end[i] - 1
	}
}

// policyCutter cuts policy panels and their labels.
type policyCutter struct {
	t     *tree
	cut   func(int32, classify.Role)
	limit float32               // the most text a panel may hold
	doc   map[string]*html.Node // the document's ids, exactly, once an aria attribute asks
	nodes map[*html.Node]int32
}

// cutWithPanel cuts control i, the box it alone fills, and the panel it
// opens: the element its aria-controls names, else the box right after
// the label's. An aria-controls that names no element of the content (a
// modal at the end of <body>, a typo) gives up rather than guess: the
// box after such a button is the product's own description.
func (p *policyCutter) cutWithPanel(i int32) {
	t := p.t
	if t.nodes[i].DataAtom == atom.Summary {
		if d := t.parent[i]; d >= 0 && t.nodes[d].DataAtom == atom.Details {
			p.cutPanel(d, false) // the disclosure whole, its summary with it
			return
		}
	}
	box := p.boxOf(i)
	panel, guessed := int32(-1), false
	if ctl := dom.Attr(t.nodes[i], "aria-controls"); ctl != "" {
		if l := p.byID(t.nodes[i], ctl); l != nil {
			panel, _ = p.index(l)
		}
		if panel < 0 {
			return
		}
	} else {
		panel, guessed = p.nextPanel(box), true
	}
	if panel < 0 || p.nextTab(panel, i, box) || !p.cutPanel(panel, guessed) {
		return // none, or the next tab's label
	}
	if t.canCut(box) {
		p.cut(box, classify.RoleBoilerplate)
	}
}

// boxOf returns the box control i alone fills: the ancestors that hold
// its text and nothing after it but empty inline elements (an icon). A
// box with anything else after it holds the panel, empty or not, and
// the climb stops there: past it, the box after the label's is the next
// accordion item, the product's materials or description.
func (p *policyCutter) boxOf(i int32) int32 {
	t := p.t
	box := i
	for a := t.parent[box]; a >= 0 && t.text[a] == t.text[i]; a = t.parent[a] {
		for j := t.end[box]; j < t.end[a]; j = t.end[j] {
			if !p.icon(j) {
				return box
			}
		}
		box = a
	}
	return box
}

// nextPanel returns the element after box, past empty inline elements,
// or the content root right after it when the classifier chose the
// panel as a root of its own; -1 when there is none.
func (p *policyCutter) nextPanel(box int32) int32 {
	t := p.t
	j := t.next(box)
	for j >= 0 && p.icon(j) {
		j = t.next(j)
	}
	if j >= 0 {
		return j
	}
	next := nextElement(t.nodes[box])
	for _, r := range t.roots() {
		if t.nodes[r] == next {
			return r
		}
	}
	return -1
}

// icon reports whether element i is an empty inline element: an icon or
// a chevron beside a label, no panel.
func (p *policyCutter) icon(i int32) bool {
	return p.t.text[i] == 0 && classify.Inline(p.t.nodes[i].DataAtom)
}

// isControl reports whether element i is a disclosure's control: a
// summary, an ARIA control or a control's class.
func (p *policyCutter) isControl(i int32) bool {
	n := p.t.nodes[i]
	return n.DataAtom == atom.Summary || disclosureControl(n, p.t.class[i])
}

// nextTab reports whether element panel, right after control i's box,
// is the next control of a list rather than a panel: an ARIA control, a
// summary, or an element of the control's or the box's class (the next
// "tab-toggle" of a row of tabs).
func (p *policyCutter) nextTab(panel, i, box int32) bool {
	t := p.t
	n := t.nodes[panel]
	if n.DataAtom == atom.Summary || ariaControl(n) {
		return true
	}
	c := t.class[panel]
	return c != "" && (c == t.class[i] || c == t.class[box])
}

// holdsControl reports whether element i, named a control by its class
// alone, holds a disclosure control: i is an accordion's item or header
// around its button, not the control. An ARIA control is the control,
// whatever its label's markup.
func (p *policyCutter) holdsControl(i int32) bool {
	if n := p.t.nodes[i]; ariaControl(n) {
		return false
	}
	for j := i + 1; j < p.t.end[i]; j++ {
		if p.isControl(j) {
			return true
		}
	}
	return false
}

// byID returns the element of n's document whose id is the first of
// ids, exactly (HTML ids are case-sensitive), or nil.
func (p *policyCutter) byID(n *html.Node, ids string) *html.Node {
	if p.doc == nil {
		p.doc = docIDs(n)
	}
	for id := range strings.FieldsSeq(ids) {
		return p.doc[id]
	}
	return nil
}

// cutPanel cuts panel i unless it holds too much of the content or
// names no shipping, delivery or returns (policyText), and reports
// whether it did. The words guard the product's own text: whatever
// picked the panel, a box that speaks of none of them is not the policy.
// A panel guessed by position (the box after a control that names none
// by aria-controls) must speak of little else (policyDense): the box
// after a stray "Shipping" toggle may be the description, which says
// "free shipping" once.
func (p *policyCutter) cutPanel(i int32, guessed bool) bool {
	t := p.t
	if t.cut[i] || t.text[i] == 0 || float32(t.text[i]) > p.limit || !t.canCut(i) || !policyPanel(t.nodes[i], guessed) {
		return false
	}
	p.cut(i, classify.RoleBoilerplate)
	return true
}

// labelOf returns the element outside the tree that labels element i:
// the one its aria-labelledby names, else the element with text right
// before i (or before the boxes i is the first of: a collapse wrapper
// between a button and its panel) when the classifier left that out
// or i is a content root. nil when the label is in the tree, where the
// walk over controls meets it.
func (p *policyCutter) labelOf(i int32) *html.Node {
	t := p.t
	n := t.nodes[i]
	if ref := dom.Attr(n, "aria-labelledby"); ref != "" {
		if l := p.byID(n, ref); l != nil && !p.inTree(l) {
			return l
		}
		return nil
	}
	for a, k := n, 0; k < policyClimb; a, k = a.Parent, k+1 {
		if prev := p.prevText(a); prev != nil {
			if p.inTree(prev) {
				return nil
			}
			return prev
		}
		// Nothing before it: the label may stand before its wrapper,
		// when the wrapper is outside the tree (a content root's).
		if a.Parent == nil || a.Parent.Type != html.ElementNode || p.inTree(a.Parent) {
			return nil
		}
	}
	return nil
}

// policyClimb is how many wrappers the label of a content root may stand
// before: a collapse box, its transition box, the panel's region.
const policyClimb = 3

// prevText returns the sibling element before n that holds text,
// passing over empty ones (an icon, a close button's box), or nil.
func (p *policyCutter) prevText(n *html.Node) *html.Node {
	for c := n.PrevSibling; c != nil; c = c.PrevSibling {
		if c.Type != html.ElementNode || skipped(c) {
			continue
		}
		if k, ok := p.index(c); ok {
			if p.t.text[k] > 0 {
				return c
			}
			continue
		}
		if textUpTo(c, 1) != "" {
			return c
		}
	}
	return nil
}

// inTree reports whether n is indexed: it or an ancestor is a content
// root and the classifier did not leave it out.
func (p *policyCutter) inTree(n *html.Node) bool {
	_, ok := p.index(n)
	return ok
}

// index returns n's index in the tree. The map is built on first use.
func (p *policyCutter) index(n *html.Node) (int32, bool) {
	if p.nodes == nil {
		p.nodes = make(map[*html.Node]int32, len(p.t.nodes))
		for i, m := range p.t.nodes {
			p.nodes[m] = int32(i)
		}
	}
	i, ok := p.nodes[n]
	return i, ok
}

// policyControlOf reports whether label, outside the tree, is a
// disclosure's control, or its box around one, labelled as a shipping
// and returns policy, that opens element i: a control whose
// aria-controls names another element (a modal) does not. named is
// whether a control names i (or an element in or around it) by
// aria-controls; else i is only guessed, as the element the label
// stands before.
func (p *policyCutter) policyControlOf(label *html.Node, i int32) (ok, named bool) {
	s := textUpTo(label, 2*policyLabelMax)
	if len(s) > 2*policyLabelMax || !policyLabel(s) {
		return false, false
	}
	for c := range label.Descendants() {
		if c.Type != html.ElementNode {
			continue
		}
		o, nm := p.opens(c, i)
		if nm {
			return true, true
		}
		ok = ok || o
	}
	o, nm := p.opens(label, i)
	return ok || o, nm
}

// opens reports whether c is a disclosure control that may open element
// i: it names i, an element inside i or one around it by aria-controls
// (named), or names none.
func (p *policyCutter) opens(c *html.Node, i int32) (ok, named bool) {
	if c.DataAtom != atom.Summary && !disclosureControl(c, strings.ToLower(dom.Attr(c, "class"))) {
		return false, false
	}
	ctl := dom.Attr(c, "aria-controls")
	if ctl == "" {
		return true, false
	}
	l := p.byID(c, ctl)
	if l == nil {
		return false, false
	}
	n := p.t.nodes[i]
	ok = within(l, n) || within(n, l)
	return ok, ok
}

// policyShare is the most of the content's text a policy panel may hold:
// a panel that is most of the content is a page about the policy.
const policyShare = 0.4

// policyPanel reports whether panel n's text names the policy
// (policyText) and, for a panel guessed by position, speaks of little
// else (policyDense). The text is read and lower-cased once for both.
func policyPanel(n *html.Node, guessed bool) bool {
	text := strings.ToLower(dom.Text(n, skipped))
	return policyText(text) && (!guessed || policyDense(text))
}
