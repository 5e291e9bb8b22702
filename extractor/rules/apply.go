package rules

import (
	"strings"

	"github.com/andybalholm/cascadia"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Applied reports what a Set did to a page.
type Applied struct {
	// Fired lists the ids of the rules whose trigger matched, in order.
	Fired []string
	// Include holds nodes rules force into the output.
	Include []*html.Node
	// Root holds the nodes a rule re-rooted the content to, if any.
	Root []*html.Node
	// Meta holds metadata overrides by field name (see MetaKeys).
	Meta map[string]string
}

// Merge appends what b did to a.
func (a *Applied) Merge(b Applied) {
	a.Fired = append(a.Fired, b.Fired...)
	a.Include = append(a.Include, b.Include...)
	if len(b.Root) > 0 {
		a.Root = b.Root
	}
	for k, v := range b.Meta {
		if a.Meta == nil {
			a.Meta = map[string]string{}
		}
		a.Meta[k] = v
	}
}

// Apply runs the rules of the given stage on doc, in order, for a page
// served from host (may be empty when unknown). To run both stages on a
// page, use a Pass: it scans the page for the triggers once.
func (s *Set) Apply(doc *html.Node, host string, stage Stage) Applied {
	return s.NewPass(doc, host).Apply(stage)
}

// Pass runs a Set's stages on one page, scanning the page for the DOM
// triggers of all its rules (both stages) once: the answers hold until a
// rule changes the page, and the extractor does not change it between the
// stages (classification and templates only read it). Use one Pass per
// page, from one goroutine.
type Pass struct {
	s     *Set
	doc   *html.Node
	host  string
	found []bool // which trigger selectors match doc; nil when stale
}

// NewPass returns a Pass over doc for a page served from host (may be
// empty when unknown).
func (s *Set) NewPass(doc *html.Node, host string) *Pass {
	return &Pass{s: s, doc: doc, host: normHost(host)}
}

// Apply runs the rules of the given stage, in order.
func (p *Pass) Apply(stage Stage) Applied {
	var a Applied
	if p.s == nil || p.doc == nil {
		return a
	}
	for _, r := range p.s.rules {
		if r.Stage != stage {
			continue
		}
		if len(r.equals)+len(r.endsWith) > 0 && !r.hostMatches(p.host) {
			continue
		}
		if r.hasDOMTrigger() && !p.domHolds(r) {
			continue
		}
		a.Fired = append(a.Fired, r.ID)
		if r.run(p.doc, &a) {
			p.found = nil // the rule changed the page: later triggers look again
		}
	}
	return a
}

// domHolds answers r's DOM conditions from the set's index, scanning the
// page first when the answers are stale.
func (p *Pass) domHolds(r *Rule) bool {
	x := p.s.index
	if x == nil { // a Set not built by NewSet
		return r.domTriggered(p.doc)
	}
	if p.found == nil {
		p.found = x.scan(p.doc)
	}
	return x.holds(r, p.found)
}

func (r *Rule) hasDOMTrigger() bool {
	return r.exists != nil || len(r.anyOf)+len(r.allOf) > 0
}

// Matches reports whether r's trigger holds on doc for host.
func (r *Rule) Matches(doc *html.Node, host string) bool {
	return r.triggered(doc, normHost(host))
}

func (r *Rule) triggered(doc *html.Node, host string) bool {
	if len(r.equals)+len(r.endsWith) > 0 && !r.hostMatches(host) {
		return false
	}
	return r.domTriggered(doc)
}

// domTriggered evaluates r's DOM conditions selector by selector; Apply gets
// the same answer from a triggerIndex in one walk.
func (r *Rule) domTriggered(doc *html.Node) bool {
	if r.exists != nil && r.exists.MatchFirst(doc) == nil {
		return false
	}
	for _, sel := range r.allOf {
		if sel.MatchFirst(doc) == nil {
			return false
		}
	}
	if len(r.anyOf) == 0 {
		return true
	}
	for _, sel := range r.anyOf {
		if sel.MatchFirst(doc) != nil {
			return true
		}
	}
	return false
}

func (r *Rule) hostMatches(host string) bool {
	if host == "" {
		return false
	}
	for _, h := range r.equals {
		if host == h {
			return true
		}
	}
	for _, h := range r.endsWith {
		if host == h || strings.HasSuffix(host, "."+h) {
			return true
		}
	}
	return false
}

// run applies r's actions in their fixed order and reports whether it
// changed the page (so that trigger answers found before it are stale).
func (r *Rule) run(doc *html.Node, a *Applied) (changed bool) {
	for _, m := range r.meta {
		if v := m.read(doc); v != "" {
			if a.Meta == nil {
				a.Meta = map[string]string{}
			}
			a.Meta[m.key] = v
		}
	}
	changed = r.removeAll(doc)
	for _, sel := range r.unwrap {
		for _, n := range matchAll(sel, doc) {
			unwrap(n)
			changed = true
		}
	}
	for _, rt := range r.retag {
		for _, n := range matchAll(rt.sel, doc) {
			n.Data, n.DataAtom = rt.tag, atom.Lookup([]byte(rt.tag))
			changed = true
		}
	}
	for _, d := range r.dropAttrs {
		for _, n := range matchAll(d.sel, doc) {
			n.Attr = dropAttr(n.Attr, d.attrs)
			changed = true
		}
	}
	for _, sel := range r.root {
		if ns := matchAll(sel, doc); len(ns) > 0 {
			a.Root = outermost(ns)
			break
		}
	}
	for _, sel := range r.include {
		a.Include = append(a.Include, outermost(matchAll(sel, doc))...)
	}
	return changed
}

// removeAll removes what r's remove selectors match, selector by selector:
// each removes what it matches in the page as the earlier ones left it.
// With a removeIndex the matches of all come from one walk, and those an
// earlier selector already took out of the page are passed over.
func (r *Rule) removeAll(doc *html.Node) (changed bool) {
	var hits [][]*html.Node
	if r.removeIndex != nil && doc.Type != html.ElementNode { // (MatchAll would test doc itself)
		hits = r.removeIndex.matchAll(doc)
	}
	var ns []*html.Node
	for k, sel := range r.remove {
		if hits == nil {
			ns = matchAll(sel, doc)
		} else {
			ns = inPage(hits[k], doc)
		}
		for _, n := range ns {
			if n.Parent != nil && !holdsMain(n) {
				n.Parent.RemoveChild(n)
				changed = true
			}
		}
	}
	return changed
}

// holdsMain reports whether n is or holds the page's main landmark
// (<main>, role=main). A remove selector names a box of chrome, but
// themes put the same class on a wrapper of the whole page: an older
// Squarespace template names its canvas, which holds every block of the
// post, "sqs-announcement-bar-dropzone", and removing the announcement
// bar took the article with it (trafilatura-dev 0144 kept only the
// mobile menu). No chrome holds the main landmark, so an element that
// does is not removed. The walk reads only what would be removed.
func holdsMain(n *html.Node) bool {
	if n.Type != html.ElementNode {
		return false
	}
	if n.DataAtom == atom.Main || strings.EqualFold(strings.TrimSpace(dom.Attr(n, "role")), "main") {
		return true
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if holdsMain(c) {
			return true
		}
	}
	return false
}

// inPage keeps the nodes of ns that are still in doc's tree.
func inPage(ns []*html.Node, doc *html.Node) []*html.Node {
	out := ns[:0]
	for _, n := range ns {
		p := n
		for p != nil && p != doc {
			p = p.Parent
		}
		if p == doc {
			out = append(out, n)
		}
	}
	return out
}

// matchAll lists the elements sel matches under doc, in document order.
func matchAll(sel cascadia.Selector, doc *html.Node) []*html.Node {
	return sel.MatchAll(doc)
}

// unwrap replaces n by its children.
func unwrap(n *html.Node) {
	p := n.Parent
	if p == nil {
		return
	}
	for c := n.FirstChild; c != nil; c = n.FirstChild {
		n.RemoveChild(c)
		p.InsertBefore(c, n)
	}
	p.RemoveChild(n)
}

func dropAttr(attrs []html.Attribute, drop []string) []html.Attribute {
	out := attrs[:0]
	for _, at := range attrs {
		keep := true
		for _, d := range drop {
			if strings.EqualFold(at.Key, d) {
				keep = false
				break
			}
		}
		if keep {
			out = append(out, at)
		}
	}
	return out
}

// outermost drops the nodes nested inside other nodes of the list.
func outermost(ns []*html.Node) []*html.Node {
	in := make(map[*html.Node]bool, len(ns))
	for _, n := range ns {
		in[n] = true
	}
	out := ns[:0:0]
	for _, n := range ns {
		nested := false
		for p := n.Parent; p != nil; p = p.Parent {
			if in[p] {
				nested = true
				break
			}
		}
		if !nested {
			out = append(out, n)
		}
	}
	return out
}

// read returns the override value of m on doc: its fixed value, or the
// attribute or collapsed text of the first element its selector matches.
func (m metaRule) read(doc *html.Node) string {
	if m.sel == nil {
		return m.value
	}
	n := m.sel.MatchFirst(doc)
	if n == nil {
		return ""
	}
	if m.attr != "" {
		for _, at := range n.Attr {
			if at.Key == m.attr {
				return strings.TrimSpace(at.Val)
			}
		}
		return ""
	}
	return dom.Text(n, nil)
}
