package extractor

import (
	"golang.org/x/net/html"

	"folio/extractor/fingerprint"
	"folio/extractor/internal/classify"
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
		(c.profile == ProfileMain || c.profile == ProfileRAG)
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
				st.serve(sel, t.Info(), 1)
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
	st.serve(sel, lt.Info(), 1)
	return st
}

// serve turns a template's selection into blocks: the content subtrees as
// main, then the chrome inside each with the role its rule names, in
// document order, so that selection and rendering treat them as they treat
// the classifier's blocks.
func (st *templateStage) serve(sel templates.Selection, info *TemplateInfo, score float64) {
	st.info = info
	for _, n := range sel.Nodes {
		st.blocks = append(st.blocks, classify.Block{Node: n, Role: classify.RoleMain, Score: score, Path: classify.PathOf(n)})
		if len(sel.Drop) > 0 {
			st.blocks = appendDropped(st.blocks, n, sel.Drop)
		}
	}
}

func appendDropped(out []classify.Block, n *html.Node, drop map[*html.Node]string) []classify.Block {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode {
			continue
		}
		if role, ok := drop[c]; ok {
			out = append(out, classify.Block{Node: c, Role: classify.Role(role), Path: classify.PathOf(c)})
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
		bs[i] = templates.Block{Node: b.Node, Role: string(b.Role)}
	}
	_, _ = st.cache.Learn(st.host, st.fp, doc, bs, st.cause)
}
