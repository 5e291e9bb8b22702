package mdsyntax

import (
	"bytes"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// AlertKind is the kind of a GitHub alert.
type AlertKind uint8

// The five alert kinds GitHub renders.
const (
	Note AlertKind = iota
	Tip
	Important
	Warning
	Caution
)

// alertNames are the markers' words, in AlertKind order.
var alertNames = [...]string{"NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"}

// KindAlert is the goldmark node kind of an Alert.
var KindAlert = ast.NewNodeKind("Alert")

// Alert is a GitHub alert: a block quote marked "[!KIND]" on its first
// line. Its children are the quote's blocks without the marker.
type Alert struct {
	ast.BaseBlock
	AlertKind AlertKind
}

// Kind implements ast.Node.
func (n *Alert) Kind() ast.NodeKind { return KindAlert }

// Dump implements ast.Node.
func (n *Alert) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, map[string]string{"AlertKind": alertNames[n.AlertKind]}, nil)
}

// Alerts is the goldmark extension that turns marked block quotes into
// Alert nodes (and renders them as GitHub does in HTML).
var Alerts goldmark.Extender = alertExtension{}

type alertExtension struct{}

func (alertExtension) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithASTTransformers(util.Prioritized(alertTransformer{}, 500)))
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(alertRenderer{}, 500)))
}

// alertTransformer replaces marked top-level block quotes. GitHub renders
// alerts only at the top level, never inside lists or other quotes, and
// only when the marker is alone on the first line and something follows.
type alertTransformer struct{}

func (alertTransformer) Transform(doc *ast.Document, reader text.Reader, _ parser.Context) {
	src := reader.Source()
	for c := doc.FirstChild(); c != nil; {
		next := c.NextSibling()
		if q, ok := c.(*ast.Blockquote); ok {
			if kind, ok := alertMarker(q, src); ok {
				doc.ReplaceChild(doc, q, toAlert(q, kind))
			}
		}
		c = next
	}
}

// alertMarker reports the kind a quote's first line names, if any, and
// whether anything follows it.
func alertMarker(q *ast.Blockquote, src []byte) (AlertKind, bool) {
	p, ok := q.FirstChild().(*ast.Paragraph)
	if !ok || p.Lines().Len() == 0 {
		return 0, false
	}
	line := p.Lines().At(0)
	first := strings.TrimSpace(string(line.Value(src)))
	if len(first) < 4 || first[0] != '[' || first[1] != '!' || first[len(first)-1] != ']' {
		return 0, false
	}
	word := strings.ToUpper(first[2 : len(first)-1])
	for i, name := range alertNames {
		if word == name {
			if p.Lines().Len() == 1 && p.NextSibling() == nil {
				return 0, false // nothing follows: a plain quote
			}
			return AlertKind(i), true
		}
	}
	return 0, false
}

// toAlert moves the quote's blocks into an Alert, dropping the marker
// line (and the first paragraph when that was all it held).
func toAlert(q *ast.Blockquote, kind AlertKind) *Alert {
	a := &Alert{AlertKind: kind}
	a.SetLines(q.Lines())
	p := q.FirstChild().(*ast.Paragraph)
	marker := p.Lines().At(0)
	for c := p.FirstChild(); c != nil; {
		next := c.NextSibling()
		t, ok := c.(*ast.Text)
		if !ok || t.Segment.Start >= marker.Stop {
			break
		}
		p.RemoveChild(p, c)
		c = next
	}
	rest := text.NewSegments()
	for i := 1; i < p.Lines().Len(); i++ {
		rest.Append(p.Lines().At(i))
	}
	p.SetLines(rest)
	if rest.Len() == 0 || !p.HasChildren() {
		q.RemoveChild(q, p)
	}
	for c := q.FirstChild(); c != nil; {
		next := c.NextSibling()
		a.AppendChild(a, c)
		c = next
	}
	return a
}

// alertRenderer writes an Alert as GitHub's HTML does.
type alertRenderer struct{}

func (alertRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(KindAlert, func(w util.BufWriter, _ []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			_, _ = w.WriteString("</div>\n")
			return ast.WalkContinue, nil
		}
		k := n.(*Alert).AlertKind
		var b bytes.Buffer
		b.WriteString(`<div class="markdown-alert markdown-alert-` + strings.ToLower(alertNames[k]) + `">` + "\n")
		b.WriteString(`<p class="markdown-alert-title">` + k.Title() + "</p>\n")
		_, _ = w.Write(b.Bytes())
		return ast.WalkContinue, nil
	})
}
