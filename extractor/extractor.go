package extractor

import (
	"bytes"
	"fmt"
	"io"
	"net/url"
	"strings"
	"time"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
	"folio/extractor/internal/embedded"
	"folio/extractor/internal/markdown"
	"folio/extractor/internal/parse"
	"folio/extractor/metadata"
	"folio/extractor/rules"
)

// Metadata describes a page: title, author, date, site and so on.
type Metadata = metadata.Metadata

// Role is what a block is for on its page.
type Role = classify.Role

// Block is one classified part of the page.
type Block struct {
	Role     Role    `json:"role"`
	Score    float64 `json:"score"`
	Path     string  `json:"path"`
	Rule     string  `json:"rule,omitempty"` // the prune rule that cut it, if one did
	Selected bool    `json:"selected"`       // whether the profile kept it
}

// Timings records how long each stage took. Classify is zero when a
// template served the page; Template holds the fingerprint, lookup and
// apply (and learning from a page classified in full).
type Timings struct {
	Parse    time.Duration `json:"parse"`
	Metadata time.Duration `json:"metadata"`
	Rules    time.Duration `json:"rules"`
	Template time.Duration `json:"template"`
	Classify time.Duration `json:"classify"`
	Render   time.Duration `json:"render"`
	// Fallback is the fallback chain on a sparse page (embedded content,
	// shell detection); zero on other pages.
	Fallback time.Duration `json:"fallback"`
	Total    time.Duration `json:"total"`
}

// Result is what Extract found.
type Result struct {
	Markdown string   `json:"markdown"`
	Text     string   `json:"text"`
	Metadata Metadata `json:"metadata"`
	Blocks   []Block  `json:"blocks"`
	Profile  Profile  `json:"profile"`
	// Rules lists the ids of the rules that fired, in order.
	Rules []string `json:"rules"`
	// Template names the host template that selected the content; nil
	// when the classifier did.
	Template *TemplateInfo `json:"template"`
	// Source says which path produced the content: the page's markup
	// (dom, template), data it embeds, or, on a sparse page, the verdict
	// that it is a shell or that its metadata is all it has. Only the
	// content profiles (main, rag) look past the markup.
	Source Source `json:"source,omitempty"`
	// Framework names the client-side framework of a shell (Source
	// "shell"), e.g. "Next.js"; "" when unknown or not a shell.
	Framework string `json:"framework,omitempty"`
	// Empty says why nothing was found when Markdown is empty.
	Empty   string  `json:"empty,omitempty"`
	Timings Timings `json:"timings"`
}

// ParseCount returns how many HTML documents the extractor has parsed in
// this process: one per Extract or ExtractReader call that got as far as
// parsing, plus one when a sparse page's embedded article is HTML. It is a
// diagnostic: tests use it to check that a caller parses each page once.
func ParseCount() uint64 { return parse.Count() }

// ExtractReader reads the page from r (at most Limits.MaxBytes) and extracts it.
func ExtractReader(r io.Reader, opts ...Option) (*Result, error) {
	cfg, err := newConfig(opts)
	if err != nil {
		return nil, err
	}
	var data []byte
	if cfg.limits.MaxBytes > 0 {
		data, err = io.ReadAll(io.LimitReader(r, cfg.limits.MaxBytes+1))
	} else {
		data, err = io.ReadAll(r)
	}
	if err != nil {
		return nil, fmt.Errorf("extractor: reading input: %w", err)
	}
	return extractCancellable(data, cfg)
}

// Extract finds the content of the HTML page in data. With WithContext,
// it gives up when the context is done.
func Extract(data []byte, opts ...Option) (*Result, error) {
	cfg, err := newConfig(opts)
	if err != nil {
		return nil, err
	}
	return extractCancellable(data, cfg)
}

func extract(data []byte, cfg validConfig) (*Result, error) {
	start := time.Now()
	res := &Result{Profile: cfg.profile, Rules: []string{}, Blocks: []Block{}}
	if len(bytes.TrimSpace(data)) == 0 {
		res.Empty = "input is empty"
		return res, nil
	}
	if kind := binaryKind(data); kind != "" {
		res.Empty = "input is " + kind + ", not HTML"
		return res, nil
	}
	doc, err := parse.ParseContext(cfg.context(), data, cfg.contentType, parse.Limits(cfg.limits))
	if err != nil {
		return nil, err
	}
	t := time.Now()
	res.Timings.Parse = t.Sub(start)
	cfg.settle = newSettler(doc, len(data), cfg.limits)
	cfg.settle.stageDone()

	reading := metadata.Read(doc, cfg.page)
	res.Metadata, cfg.bios, cfg.title = reading.Metadata, reading.AuthorBios, reading.TitleChoice
	res.Timings.Metadata = lap(&t)
	if err := cfg.stopped(); err != nil {
		return nil, err
	}

	base := baseURL(doc, cfg.page)
	if cfg.spec.wholeBody {
		if body := dom.FindBody(doc); body != nil {
			res.Markdown, res.Text = markdown.Render([]*html.Node{body}, markdown.Options{Base: base})
		}
		res.Timings.Render = lap(&t)
	} else {
		selectAndRender(doc, &cfg, base, res, &t)
	}
	if err := cfg.stopped(); err != nil {
		return nil, err
	}
	res.Source = SourceDOM
	if res.Template != nil {
		res.Source = SourceTemplate
	}
	if cfg.spec.fallbacks && embedded.Sparse(res.Text) {
		fallback(doc, data, res, base, cfg.limits)
		res.Timings.Fallback = lap(&t)
	}
	if strings.TrimSpace(res.Text) == "" && res.Empty == "" {
		res.Empty = "no content found: the page has no text in the selected roles"
	}
	res.Timings.Total = time.Since(start)
	return res, nil
}

// selectAndRender runs the stages between the parse and the fallbacks:
// rules, template or classifier, the profile's selection, rules again,
// and the render.
func selectAndRender(doc *html.Node, cfg *validConfig, base *url.URL, res *Result, t *time.Time) {
	host := ""
	if cfg.page != nil {
		host = cfg.page.Hostname()
	}
	set := cfg.rules
	if !cfg.spec.rules {
		set = nil
	}
	pass := set.NewPass(doc, host)
	applied := pass.Apply(rules.Before)
	cfg.settle.stageDone() // the metadata's and the rules' garbage
	res.Timings.Rules = lap(t)

	blocks := classifyOrServe(doc, host, cfg, res, t)
	if cfg.stopped() != nil {
		return // extract reports it
	}

	applied.Merge(pass.Apply(rules.After))
	nodes, skip := selectBlocks(blocks, cfg.spec, res)
	nodes, skip = applied.Select(doc, nodes, skip)
	applied.ApplyMeta(&res.Metadata)
	res.Rules = append(res.Rules, applied.Fired...)
	res.Timings.Rules += lap(t)

	ropts := markdown.Options{Base: base, Skip: skip}
	if cfg.spec.annotate {
		res.Markdown, res.Text = renderDebug(blocks, ropts)
	} else {
		res.Markdown, res.Text = markdown.Render(nodes, ropts)
	}
	res.Timings.Render = lap(t)
}

// classifyOrServe returns the page's blocks: from a host template when one
// serves the page, else from the classifier (teaching the learned cache).
func classifyOrServe(doc *html.Node, host string, cfg *validConfig, res *Result, t *time.Time) []classify.Block {
	if !cfg.usesTemplates() {
		blocks := classifyFull(doc, cfg, res)
		res.Timings.Classify = lap(t)
		return blocks
	}
	st := serveTemplate(doc, host, cfg)
	res.Timings.Template = lap(t)
	if st.info != nil {
		res.Template = st.info
		settleTitle(res, cfg.title, st.blocks)
		return st.blocks
	}
	blocks := classifyFull(doc, cfg, res)
	res.Timings.Classify = lap(t)
	st.learnFrom(doc, blocks)
	res.Timings.Template += lap(t)
	return blocks
}

// classifyFull runs the classifier, settles the title with its main
// blocks and, for the profiles that prune, cuts the boilerplate inside
// them.
func classifyFull(doc *html.Node, cfg *validConfig, res *Result) []classify.Block {
	cp := classify.ClassifyPage(doc, classify.Options{URL: cfg.pageURL})
	blocks := cp.Blocks
	settleTitle(res, cfg.title, blocks)
	cfg.settle.stageDone()
	if cfg.spec.prune && cfg.stopped() == nil {
		blocks = pruneBlocks(cp, cfg.pageURL, res.Metadata.Language, res.Metadata.Title, res.Metadata.Author, cfg.bios, cfg.ablation)
		cfg.settle.stageDone()
	}
	return blocks
}

func lap(t *time.Time) time.Duration {
	now := time.Now()
	d := now.Sub(*t)
	*t = now
	return d
}

// selectBlocks returns the subtrees to render and the chrome to skip inside
// them, and records the blocks in res.
func selectBlocks(blocks []classify.Block, spec profileSpec, res *Result) ([]*html.Node, func(*html.Node) bool) {
	keep := map[Role]bool{}
	for _, r := range spec.roles {
		keep[r] = true
	}
	var nodes []*html.Node
	dropped := map[*html.Node]bool{}
	res.Blocks = make([]Block, 0, len(blocks))
	for _, b := range blocks {
		sel := keep[b.Role] || spec.everyRole
		res.Blocks = append(res.Blocks, Block{Role: b.Role, Score: b.Score, Path: b.Path, Rule: b.Rule, Selected: sel})
		switch {
		case sel && !coveredBy(b.Node, nodes):
			nodes = append(nodes, b.Node)
		case !sel:
			dropped[b.Node] = true
		}
	}
	return nodes, func(n *html.Node) bool { return dropped[n] }
}

// coveredBy reports whether n lies inside one of the nodes already kept.
func coveredBy(n *html.Node, kept []*html.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		for _, k := range kept {
			if p == k {
				return true
			}
		}
	}
	return false
}

// renderDebug renders every block on its own, under a comment that names its
// role, score and path, and the prune rule that cut it when one did.
func renderDebug(blocks []classify.Block, opts markdown.Options) (md, text string) {
	var mb, tb strings.Builder
	for _, b := range blocks {
		// Render each block without its nested blocks: they get their own entry.
		inner := map[*html.Node]bool{}
		for _, o := range blocks {
			if o.Node != b.Node {
				inner[o.Node] = true
			}
		}
		o := opts
		o.Skip = func(n *html.Node) bool { return inner[n] }
		m, t := markdown.Render([]*html.Node{b.Node}, o)
		rule := ""
		if b.Rule != "" {
			rule = " rule=" + b.Rule
		}
		fmt.Fprintf(&mb, "<!-- role=%s score=%.2f path=%s%s -->\n\n%s\n\n", b.Role, b.Score, b.Path, rule, m)
		fmt.Fprintf(&tb, "[%s] %s\n\n%s\n\n", b.Role, b.Path, t)
	}
	return strings.TrimSpace(mb.String()) + "\n", strings.TrimSpace(tb.String()) + "\n"
}

// baseURL is the page URL resolved with <base href>, if the page has one.
func baseURL(doc *html.Node, page *url.URL) *url.URL {
	href := findBaseHref(doc)
	if href == "" {
		return page
	}
	u, err := url.Parse(strings.TrimSpace(href))
	if err != nil {
		return page
	}
	if page != nil {
		return page.ResolveReference(u)
	}
	if u.IsAbs() {
		return u
	}
	return nil
}

func findBaseHref(n *html.Node) string {
	if n.Type == html.ElementNode {
		if n.DataAtom == atom.Base {
			for _, a := range n.Attr {
				if a.Key == "href" {
					return a.Val
				}
			}
		}
		if n.DataAtom == atom.Body {
			return "" // <base> belongs in <head>
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if h := findBaseHref(c); h != "" {
			return h
		}
	}
	return ""
}
