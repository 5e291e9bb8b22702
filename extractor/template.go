package extractor

import (
	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/fingerprint"
	"folio/extractor/templates"
)

// TemplateInfo names the host template that selected a page's content:
// its host, its source ("operator" or "learned") and its version.
type TemplateInfo = templates.Info

// templateStage is the template step of one extraction: it either serves
// the page from a template (blocks set, no classification needed) or
// remembers what the learned cache needs to learn from the classifier.
type templateStage struct {
	cache *templates.Cache
	host  string

	blocks []classify.Block // the selection as blocks, when served
	info   *TemplateInfo    // the template that served the page

	learn bool                    // classify, then Learn
	fp    fingerprint.Fingerprint // the page's fingerprint, for Learn
	cause error                   // the learned template's drift, if any
}

// usesTemplates reports whether the configuration and profile let
// templates serve: they select the content, so only the content profiles.
func (c *validConfig) usesTemplates() bool {
	return (c.operator != nil || c.learned != nil) && c.page != nil && c.page.Hostname() != "" &&
		c.spec.templates
}

// serveTemplate tries the operator template of host, then the learned
// template whose fingerprint matches doc. A template that drifts (its
// selectors miss, its text turned to links or shrank) does not serve: the
// page is classified and, for a learned one, the layout refits.
func serveTemplate(doc *html.Node, host string, cfg *validConfig) templateStage {
	st := templateStage{cache: cfg.learned, host: templates.NormHost(host)}
	if cfg.operator != nil {
		if t, ok := cfg.operator.Get(st.host); ok {
			if sel, err := t.Apply(doc); err == nil {
				st.serve(sel, t.Info(), cfg.contextOf(doc, t.Context, sel))
				return st
			}
		}
	}
	if cfg.learned == nil || templates.ValidHost(st.host) != nil {
		return st
	}
	st.learn = true
	st.fp = fingerprint.Sketch(doc)
	lt, _, ok := cfg.learned.Lookup(st.host, st.fp)
	if !ok || lt.NeedsCheck() {
		return st // new layout, warm-up or back-off check: classify and learn
	}
	sel, err := lt.Apply(doc)
	if err != nil {
		st.cause = err
		return st
	}
	cfg.learned.Observe(lt, sel.Stats)
	st.learn = false
	st.serve(sel, lt.Info(), cfg.contextOf(doc, lt.Context, sel))
	return st
}

// contextOf returns the context blocks a template finds outside its
// selection (breadcrumbs, related links), for the profile that keeps them.
func (c *validConfig) contextOf(doc *html.Node, context func(*html.Node, []*html.Node) []templates.Block, sel templates.Selection) []templates.Block {
	if !c.spec.context {
		return nil
	}
	return context(doc, sel.Nodes)
}

// serve turns a template's selection into blocks: the content subtrees as
// main, each followed by the chrome inside it with the role its rule names,
// and the context blocks outside them, all in document order, so that
// selection and rendering treat them as they treat the classifier's blocks.
func (st *templateStage) serve(sel templates.Selection, info *TemplateInfo, context []templates.Block) {
	st.info = info
	ctx := make(map[*html.Node]classify.Role, len(context))
	for _, b := range context {
		ctx[b.Node] = b.Role
	}
	for _, n := range inDocumentOrder(sel.Nodes, context) {
		if role, ok := ctx[n]; ok {
			st.blocks = append(st.blocks, classify.Block{Node: n, Role: role, Path: classify.PathOf(n)})
			continue
		}
		st.blocks = append(st.blocks, classify.Block{Node: n, Role: classify.RoleMain, Score: 1, Path: classify.PathOf(n)})
		if len(sel.Drop) > 0 {
			st.blocks = appendDropped(st.blocks, n, sel.Drop)
		}
	}
}

// inDocumentOrder merges the content nodes (in document order) with the
// context blocks (in document order, none inside the content).
func inDocumentOrder(content []*html.Node, context []templates.Block) []*html.Node {
	if len(context) == 0 {
		return content
	}
	out := make([]*html.Node, 0, len(content)+len(context))
	i := 0
	for _, b := range context {
		for i < len(content) && precedes(content[i], b.Node) {
			out = append(out, content[i])
			i++
		}
		out = append(out, b.Node)
	}
	return append(out, content[i:]...)
}

// precedes reports whether a comes before b in the document (neither
// inside the other): compare the children of their lowest common ancestor.
func precedes(a, b *html.Node) bool {
	depth := func(n *html.Node) int {
		d := 0
		for ; n != nil; n = n.Parent {
			d++
		}
		return d
	}
	da, db := depth(a), depth(b)
	for ; da > db; da-- {
		a = a.Parent
	}
	for ; db > da; db-- {
		b = b.Parent
	}
	for a.Parent != b.Parent {
		a, b = a.Parent, b.Parent
	}
	for n := a; n != nil; n = n.NextSibling {
		if n == b {
			return true
		}
	}
	return false
}

func appendDropped(out []classify.Block, n *html.Node, drop map[*html.Node]classify.Role) []classify.Block {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode {
			continue
		}
		if role, ok := drop[c]; ok {
			out = append(out, classify.Block{Node: c, Role: role, Path: classify.PathOf(c)})
			continue
		}
		out = appendDropped(out, c, drop)
	}
	return out
}

// learnFrom folds a page classified in full into the learned cache. A page
// with no stable selectors (ErrNoTemplate) or an invalid host is simply
// not learned; write errors leave the in-memory template usable, so they
// do not fail the extraction either.
func (st *templateStage) learnFrom(doc *html.Node, blocks []classify.Block) {
	if !st.learn {
		return
	}
	bs := make([]templates.Block, len(blocks))
	for i, b := range blocks {
		bs[i] = templates.Block{Node: b.Node, Role: b.Role}
	}
	_, _ = st.cache.Learn(st.host, st.fp, doc, bs, st.cause)
}
