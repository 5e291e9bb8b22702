package mdview

import (
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"

	"folio/internal/mdsyntax"
)

// maxNesting bounds how deeply quotes and lists nest as widgets; deeper
// content is flattened to text. Fyne lays out nested containers
// recursively and hostile input can nest thousands of levels.
const maxNesting = 24

// maxHTMLDepth stops ConvertHTML output that itself holds HTML from
// recursing without end.
const maxHTMLDepth = 2

var markdown = goldmark.New(goldmark.WithExtensions(extension.GFM, extension.Footnote, mdsyntax.Alerts, mdsyntax.Math))

// parser walks goldmark's AST once into the block model.
type parser struct {
	src       []byte
	doc       *document
	top       int
	depth     int
	htmlDepth int
	slugs     slugger
	convert   func(string) string
	diagrams  Diagrams
}

// parseDocument parses Markdown into the block model.
func parseDocument(md string, convertHTML func(string) string, diagrams Diagrams) *document {
	doc := &document{anchors: map[string]int{}}
	p := &parser{doc: doc, convert: convertHTML, diagrams: diagrams}
	p.parseInto(md, func(b block) { doc.blocks = append(doc.blocks, b) }, true)
	return doc
}

// parseInto parses md and hands each top-level block to emit.
func (p *parser) parseInto(md string, emit func(block), top bool) {
	src := []byte(md)
	saved := p.src
	p.src = src
	root := markdown.Parser().Parse(text.NewReader(src))
	for c := root.FirstChild(); c != nil; c = c.NextSibling() {
		if top {
			p.top = len(p.doc.blocks)
			if p.topCode(c, emit) || p.topTable(c, emit) || p.topList(c, emit) {
				continue
			}
		}
		if b := p.block(c); b != nil {
			emit(b)
		}
	}
	p.src = saved
}

// children converts the block children of n.
func (p *parser) children(n ast.Node) []block {
	p.depth++
	defer func() { p.depth-- }()
	var out []block
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if b := p.block(c); b != nil {
			out = append(out, b)
		}
	}
	return out
}

// block converts one block node; it returns nil for nodes it drops.
func (p *parser) block(n ast.Node) block {
	if p.depth > maxNesting {
		return p.flattened(n)
	}
	switch t := n.(type) {
	case *ast.Heading:
		return p.heading(t)
	case *ast.Paragraph, *ast.TextBlock:
		return &paragraph{run: p.run(p.inlines(n))}
	case *ast.FencedCodeBlock:
		if d := p.diagram(t); d != nil {
			return d
		}
		return p.code(t, string(t.Language(p.src)))
	case *ast.CodeBlock:
		return p.code(t, "")
	case *ast.Blockquote:
		return &quote{blocks: p.children(t)}
	case *mdsyntax.DisplayMath:
		return p.displayMath(t)
	case *mdsyntax.Alert:
		return &alert{kind: t.AlertKind, blocks: p.children(t)}
	case *ast.List:
		return p.list(t)
	case *east.Table:
		return p.table(t)
	case *ast.ThematicBreak:
		return &rule{}
	case *ast.HTMLBlock:
		return p.html(t)
	case *east.FootnoteList:
		return p.footnotes(t)
	}
	if n.HasChildren() {
		return &group{blocks: p.children(n)}
	}
	return nil
}

// flattened renders an over-deep subtree as one paragraph of its text.
func (p *parser) flattened(n ast.Node) block {
	var b strings.Builder
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			if t, ok := c.(*ast.Text); ok {
				b.Write(t.Value(p.src))
				b.WriteByte(' ')
			}
		}
		return ast.WalkContinue, nil
	})
	return &paragraph{run: p.run([]span{{text: strings.TrimSpace(b.String())}})}
}

// run registers a searchable text run in document order.
func (p *parser) run(spans []span) *textRun {
	r := &textRun{spans: spans, top: p.top, index: len(p.doc.runs)}
	p.doc.runs = append(p.doc.runs, r)
	return r
}

// lines joins the raw lines of a block node (code and HTML blocks).
func (p *parser) lines(n ast.Node) string {
	var b strings.Builder
	l := n.Lines()
	for i := 0; i < l.Len(); i++ {
		s := l.At(i)
		b.Write(s.Value(p.src))
	}
	return b.String()
}
