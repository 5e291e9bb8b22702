package export

import (
	"net/url"
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"

	"folio/internal/mdsyntax"
)

// inline is the style text is written in.
type inline struct {
	bold, italic, strike, code bool
	size                       float64
	color                      [3]int
}

// body is the style of body text.
func (w *writer) body() inline {
	s := inline{size: w.cfg.fontSize, color: [3]int{30, 30, 30}}
	if w.style.color != ([3]int{}) {
		s.color = w.style.color
	}
	return s
}

// withStyle runs fn with s as the current style, restoring the old one.
func (w *writer) withStyle(s inline, fn func()) {
	saved := w.style
	w.style = s
	w.apply()
	fn()
	w.style = saved
	if saved.size > 0 {
		w.apply()
	}
}

// apply sets the PDF's font and colour from the current style.
func (w *writer) apply() {
	s := w.style
	family, style := sans, ""
	if s.code {
		family = mono
	}
	if s.bold {
		style += "B"
	}
	if s.italic && !s.code {
		style += "I"
	}
	if s.strike {
		style += "S"
	}
	size := s.size
	if s.code {
		size *= 0.92
	}
	w.pdf.SetFont(family, style, size)
	w.pdf.SetTextColor(s.color[0], s.color[1], s.color[2])
}

// inlines writes n's inline children as flowing text of line height lh.
func (w *writer) inlines(n ast.Node, lh float64) {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		w.inlineNode(c, lh)
	}
}

// inlineNode writes one inline node.
func (w *writer) inlineNode(n ast.Node, lh float64) {
	switch n := n.(type) {
	case *ast.Text:
		w.pdf.Write(lh, string(n.Segment.Value(w.src)))
		switch {
		case n.HardLineBreak():
			w.pdf.Ln(lh)
		case n.SoftLineBreak():
			w.pdf.Write(lh, " ")
		}
	case *ast.String:
		w.pdf.Write(lh, string(n.Value))
	case *ast.Emphasis:
		s := w.style
		if n.Level >= 2 {
			s.bold = true
		} else {
			s.italic = true
		}
		w.withStyle(s, func() { w.inlines(n, lh) })
	case *east.Strikethrough:
		s := w.style
		s.strike = true
		w.withStyle(s, func() { w.inlines(n, lh) })
	case *ast.CodeSpan:
		s := w.style
		s.code, s.color = true, [3]int{150, 30, 60}
		w.withStyle(s, func() { w.pdf.Write(lh, codeSpanText(n, w.src)) })
	case *ast.Link:
		w.link(plain(n, w.src), string(n.Destination), lh)
	case *ast.AutoLink:
		u := string(n.URL(w.src))
		w.link(string(n.Label(w.src)), u, lh)
	case *ast.Image:
		w.pdf.Ln(lh)
		w.blockImage(n)
	case *mdsyntax.InlineMath:
		w.inlineMath(n, lh)
	case *east.TaskCheckBox, *ast.RawHTML:
		// the list marker shows the box; raw HTML is not shown
	default:
		w.inlines(n, lh)
	}
}

// link writes a link's text in the link colour, clickable when its
// destination is an absolute URL (relative ones resolve against the base).
func (w *writer) link(label, dest string, lh float64) {
	s := w.style
	s.color = [3]int{20, 90, 190}
	w.withStyle(s, func() {
		if target := w.absolute(dest); target != "" {
			w.pdf.WriteLinkString(lh, label, target)
			return
		}
		w.pdf.Write(lh, label)
	})
}

// absolute resolves dest against the base: an http(s) or mailto URL, or
// "" for in-page anchors and local paths.
func (w *writer) absolute(dest string) string {
	u, err := url.Parse(dest)
	if err != nil {
		return ""
	}
	if base, err := url.Parse(w.cfg.base); err == nil && base.Scheme != "" {
		u = base.ResolveReference(u)
	}
	switch u.Scheme {
	case "http", "https", "mailto":
		return u.String()
	}
	return ""
}

// codeSpanText returns a code span's text.
func codeSpanText(n *ast.CodeSpan, src []byte) string {
	var b strings.Builder
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if t, ok := c.(*ast.Text); ok {
			b.Write(t.Segment.Value(src))
		}
	}
	return b.String()
}
