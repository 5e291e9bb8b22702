package prune

import (
	"strings"
	"unicode"

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
// The rule reads the widget, not the words of the panel: a disclosure
// whose label says nothing but shipping, delivery or returns (policyLabel)
// — a <details> by its <summary>, or a control (a <button>, an element
// with aria-expanded, aria-controls or role=button/tab, or a box whose
// class names an accordion, collapse or toggle, as Bootstrap's
// "accordion-button" and most themes' "accordion-title" do) and the
// panel it opens: the element its aria-controls names, else the box
// right after the label's own box. A heading "Shipping" over plain
// paragraphs is not a widget and stays: dropping whole shipping
// sections by heading cost product pages (the 2026-11-27 notes, -0.40
// summed F1), because eBay's and some shops' truths keep their
// shipping lines. A label that also names anything else ("What is your
// refund policy?", "Warranty", "Size & Fit") is not a policy label.
//
// Measured (gym score wcxb, the rule against none, on 70d7a7b): product
// 0.80356 -> 0.80524, precise mean 0.909226 -> 0.909359; five shops up
// (0.672 -> 0.835, 0.461 -> 0.639, 0.737 -> 0.796, 0.878 -> 0.923,
// 0.714 -> 0.744), one down (0.954 -> 0.678: its short truth keeps the
// panel), every other page of the four corpora unchanged.
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
		if label := p.labelOf(i); label != nil && isPolicyControl(label) {
			p.cutPanel(i)
			i = t.end[i] - 1
			continue
		}
		if t.text[i] > policyLabelMax {
			continue
		}
		n := t.nodes[i]
		if n.DataAtom != atom.Summary && !disclosureControl(n, t.class[i]) {
			continue
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
	limit float32          // the most text a panel may hold
	ids   map[string]int32 // the tree's ids, once an aria-controls asks
	doc   map[string]*html.Node
	nodes map[*html.Node]int32
}

// cutWithPanel cuts control i, the box it alone fills, and the panel it
// opens.
func (p *policyCutter) cutWithPanel(i int32) {
	t := p.t
	box := i
	for a := t.parent[box]; a >= 0 && t.text[a] == t.text[i]; a = t.parent[a] {
		box = a
	}
	if t.nodes[i].DataAtom == atom.Summary {
		if d := t.parent[i]; d >= 0 && t.nodes[d].DataAtom == atom.Details {
			p.cutPanel(d) // the disclosure whole, its summary with it
			return
		}
	}
	panel := int32(-1)
	if ctl := dom.Attr(t.nodes[i], "aria-controls"); ctl != "" {
		if p.ids == nil {
			p.ids = t.idIndex()
		}
		for id := range strings.FieldsSeq(strings.ToLower(ctl)) {
			panel = p.ids[id] - 1
			break
		}
	}
	if panel < 0 {
		panel = t.nextSibling(box)
	}
	if panel < 0 { // the panel chosen as a root of its own
		next := nextElement(t.nodes[box])
		for _, r := range t.roots() {
			if t.nodes[r] == next {
				panel = r
			}
		}
	}
	if panel < 0 || !p.cutPanel(panel) {
		return
	}
	if t.canCut(box) {
		p.cut(box, classify.RoleBoilerplate)
	}
}

// cutPanel cuts panel i unless it holds too much of the content, and
// reports whether it did.
func (p *policyCutter) cutPanel(i int32) bool {
	t := p.t
	if t.cut[i] || t.text[i] == 0 || float32(t.text[i]) > p.limit || !t.canCut(i) {
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
		if p.doc == nil {
			p.doc = docIDs(n)
		}
		for id := range strings.FieldsSeq(ref) {
			if l := p.doc[id]; l != nil && !p.inTree(l) {
				return l
			}
			return nil
		}
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

// isPolicyControl reports whether n is a disclosure's control, or its
// box around one, labelled as a shipping and returns policy.
func isPolicyControl(n *html.Node) bool {
	s := textUpTo(n, 2*policyLabelMax)
	if len(s) > 2*policyLabelMax || !policyLabel(s) {
		return false
	}
	for c := range n.Descendants() {
		if c.Type == html.ElementNode && (c.DataAtom == atom.Summary || disclosureControl(c, strings.ToLower(dom.Attr(c, "class")))) {
			return true
		}
	}
	return n.DataAtom == atom.Summary || disclosureControl(n, strings.ToLower(dom.Attr(n, "class")))
}

// nextElement returns the sibling element after n, or nil.
func nextElement(n *html.Node) *html.Node {
	for c := n.NextSibling; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode {
			return c
		}
	}
	return nil
}

// textUpTo returns n's text with white space collapsed, stopping once it
// is longer than max bytes: a label's is short, and a long element is
// no label, however long.
func textUpTo(n *html.Node, max int) string {
	var b strings.Builder
	var walk func(*html.Node) bool
	walk = func(n *html.Node) bool {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch {
			case c.Type == html.TextNode:
				for w := range strings.FieldsSeq(c.Data) {
					if b.Len() > 0 {
						b.WriteByte(' ')
					}
					b.WriteString(w)
					if b.Len() > max {
						return false
					}
				}
			case c.Type == html.ElementNode && !skipped(c):
				if !walk(c) {
					return false
				}
			}
		}
		return true
	}
	walk(n)
	return b.String()
}

// docIDs maps the ids of the document n lies in to their elements (the
// first of each), in one walk.
func docIDs(n *html.Node) map[string]*html.Node {
	for n.Parent != nil {
		n = n.Parent
	}
	m := make(map[string]*html.Node)
	for c := range n.Descendants() {
		if c.Type != html.ElementNode {
			continue
		}
		if id := dom.Attr(c, "id"); id != "" {
			if _, ok := m[id]; !ok {
				m[id] = c
			}
		}
	}
	return m
}

// policyLabelMax is the most letters a disclosure's label may hold:
// "Shipping, Returns & Warranty" is 25, a sentence is no label.
const policyLabelMax = 48

// policyShare is the most of the content's text a policy panel may hold:
// a panel that is most of the content is a page about the policy.
const policyShare = 0.4

// disclosureControl reports whether n opens a panel: a button, an ARIA
// disclosure or tab, or a box whose class names an accordion, collapse or
// toggle (lower-cased class given).
func disclosureControl(n *html.Node, class string) bool {
	if n.DataAtom == atom.Button || dom.HasAttr(n, "aria-expanded") || dom.HasAttr(n, "aria-controls") {
		return true
	}
	if r := dom.Attr(n, "role"); r == "button" || r == "tab" {
		return true
	}
	for w := range strings.FieldsSeq(class) {
		if strings.Contains(w, "accordion") || strings.Contains(w, "collaps") || strings.Contains(w, "toggle") {
			return true
		}
	}
	return false
}

// policyWords are the words of a shipping-and-returns label: core words
// (true), at least one of which it must hold, and the words that join
// them (false). English, German, French, Spanish, Italian, Dutch and
// Portuguese, as shops label the panel.
var policyWords = map[string]bool{
	"shipping": true, "delivery": true, "returns": true, "return": true, "refunds": true, "refund": true,
	"exchanges": true, "exchange": true, "dispatch": true,
	"versand": true, "lieferung": true, "rückgabe": true, "rücksendung": true, "rückversand": true, "retoure": true, "retouren": true,
	"livraison": true, "retours": true, "retour": true, "expédition": true, "remboursement": true,
	"envío": true, "envio": true, "envíos": true, "envios": true, "devoluciones": true, "devolución": true, "devolucion": true,
	"spedizione": true, "spedizioni": true, "resi": true, "reso": true, "consegna": true,
	"verzending": true, "levering": true, "retourneren": true, "bezorging": true,
	"entrega": true, "devoluções": true, "devolução": true, "trocas": true,
	// joining words
	"and": false, "free": false, "policy": false, "policies": false, "info": false, "information": false,
	"options": false, "our": false, "warranty": false, "und": false, "kostenloser": false, "kostenlose": false,
	"et": false, "gratuite": false, "y": false, "e": false, "en": false, "gratis": false, "gratuita": false,
}

// policyLabel reports whether s names only shipping, delivery and returns.
func policyLabel(s string) bool {
	core, n := false, 0
	for w := range strings.FieldsFuncSeq(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
		c, ok := policyWords[w]
		if !ok {
			return false
		}
		core = core || c
		n++
	}
	return core && n <= 6
}

// idIndex maps each element's lower-cased id to its index plus one (0
// for none), for the rules that follow aria-controls.
func (t *tree) idIndex() map[string]int32 {
	m := make(map[string]int32)
	for i, id := range t.id {
		if id != "" {
			if _, ok := m[id]; !ok {
				m[id] = int32(i) + 1
			}
		}
	}
	return m
}
