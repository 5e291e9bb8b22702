package mdsyntax

import (
	"html"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"
)

// KindInlineMath and KindDisplayMath are the goldmark node kinds of math.
var (
	KindInlineMath  = ast.NewNodeKind("InlineMath")
	KindDisplayMath = ast.NewNodeKind("DisplayMath")
)

// InlineMath is TeX in running text: "$…$", "$`…`$", or "$$…$$" inside a
// paragraph (Display then, as GitHub sets it on a line of its own).
type InlineMath struct {
	ast.BaseInline
	TeX     string
	Display bool
}

// Kind implements ast.Node.
func (n *InlineMath) Kind() ast.NodeKind { return KindInlineMath }

// Dump implements ast.Node.
func (n *InlineMath) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, map[string]string{"TeX": n.TeX}, nil)
}

// DisplayMath is a block of TeX: "$$" lines around it, or "$$…$$" alone
// on a line. Its Lines hold the TeX; TeX returns it as a string.
type DisplayMath struct {
	ast.BaseBlock
	closed bool // "$$…$$" on one line: complete when opened
}

// Kind implements ast.Node.
func (n *DisplayMath) Kind() ast.NodeKind { return KindDisplayMath }

// IsRaw implements ast.Node: the content is TeX, not Markdown.
func (n *DisplayMath) IsRaw() bool { return true }

// Dump implements ast.Node.
func (n *DisplayMath) Dump(src []byte, level int) { ast.DumpHelper(n, src, level, nil, nil) }

// TeX returns the block's source.
func (n *DisplayMath) TeX(src []byte) string {
	var b []byte
	for i := 0; i < n.Lines().Len(); i++ {
		seg := n.Lines().At(i)
		b = append(b, seg.Value(src)...)
	}
	return string(b)
}

// Math is the goldmark extension that parses TeX math.
var Math goldmark.Extender = mathExtension{}

type mathExtension struct{}

func (mathExtension) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(
		parser.WithBlockParsers(util.Prioritized(displayMathParser{}, 150)),
		parser.WithInlineParsers(util.Prioritized(inlineMathParser{}, 150)),
	)
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(mathRenderer{}, 500)))
}

// mathRenderer writes math as the HTML that MathJax and KaTeX's auto
// renderers pick up, the TeX escaped.
type mathRenderer struct{}

func (mathRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(KindInlineMath, func(w util.BufWriter, _ []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			m := n.(*InlineMath)
			class := "math math-inline"
			if m.Display {
				class = "math math-display"
			}
			_, _ = w.WriteString(`<span class="` + class + `">` + html.EscapeString(m.TeX) + "</span>")
		}
		return ast.WalkSkipChildren, nil
	})
	reg.Register(KindDisplayMath, func(w util.BufWriter, src []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			_, _ = w.WriteString(`<div class="math math-display">` + html.EscapeString(n.(*DisplayMath).TeX(src)) + "</div>\n")
		}
		return ast.WalkSkipChildren, nil
	})
}
