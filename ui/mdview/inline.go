package mdview

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/util"

	"folio/internal/mdsyntax"
)

// inlines flattens the inline children of n into styled spans.
func (p *parser) inlines(n ast.Node) []span {
	var out []span
	p.inlineChildren(n, fyne.TextStyle{}, "", &out)
	return trimSpans(mergeSpans(out))
}

// trimSpans drops the white space at the start and end of a block's text
// (the space after a task check box, the newline after the last line).
func trimSpans(s []span) []span {
	if len(s) > 0 && s[0].kind != spanImage {
		s[0].text = strings.TrimLeft(s[0].text, " \t\n")
	}
	if n := len(s); n > 0 && s[n-1].kind != spanImage {
		s[n-1].text = strings.TrimRight(s[n-1].text, " \t\n")
	}
	if len(s) > 0 && s[0].text == "" && s[0].kind != spanImage {
		s = s[1:]
	}
	if n := len(s); n > 0 && s[n-1].text == "" && s[n-1].kind != spanImage {
		s = s[:n-1]
	}
	return s
}

func (p *parser) inlineChildren(n ast.Node, st fyne.TextStyle, link string, out *[]span) {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		p.inline(c, st, link, out)
	}
}

// inline converts one inline node, appending to out.
func (p *parser) inline(n ast.Node, st fyne.TextStyle, link string, out *[]span) {
	add := func(s span) { *out = append(*out, s) }
	switch t := n.(type) {
	case *ast.Text:
		add(textSpan(p.textValue(t), st, link))
	case *ast.String:
		add(textSpan(string(t.Value), st, link))
	case *ast.CodeSpan:
		code := st
		code.Monospace = true
		s := textSpan(p.codeText(t), code, link)
		if link == "" {
			s.kind = spanCode
		}
		add(s)
	case *ast.Emphasis:
		if t.Level >= 2 {
			st.Bold = true
		} else {
			st.Italic = true
		}
		p.inlineChildren(n, st, link, out)
	case *east.Strikethrough:
		st.Strikethrough = true
		p.inlineChildren(n, st, link, out)
	case *ast.Link:
		p.inlineChildren(n, st, string(t.Destination), out)
	case *ast.AutoLink:
		dest := string(t.URL(p.src))
		add(span{kind: spanLink, text: string(t.Label(p.src)), style: st, dest: dest})
	case *ast.Image:
		add(span{kind: spanImage, text: p.plainText(t), dest: string(t.Destination), link: link})
	case *ast.RawHTML:
		if isBreakTag(p.rawHTML(t)) {
			add(textSpan("\n", st, link))
		}
	case *east.FootnoteLink:
		n := strconv.Itoa(t.Index)
		if _, seen := p.doc.anchors["fnref:"+n]; !seen {
			p.doc.anchors["fnref:"+n] = p.top
		}
		add(span{kind: spanLink, text: "[" + n + "]", style: st, dest: "#fn:" + n})
	case *east.FootnoteBacklink:
		add(span{kind: spanLink, text: " ↑", style: st, dest: "#fnref:" + strconv.Itoa(t.Index)})
	case *mdsyntax.InlineMath:
		p.inlineMath(t, st, link, out)
	case *east.TaskCheckBox:
		// drawn by the list item
	default:
		p.inlineChildren(n, st, link, out)
	}
}

func textSpan(text string, st fyne.TextStyle, link string) span {
	if link != "" {
		return span{kind: spanLink, text: text, style: st, dest: link}
	}
	return span{kind: spanText, text: text, style: st}
}

// textValue is a Text node's value as the HTML renderer would write it:
// backslash escapes and character references resolved, line breaks kept.
func (p *parser) textValue(t *ast.Text) string {
	v := t.Value(p.src)
	if !t.IsRaw() {
		v = util.ResolveEntityNames(util.ResolveNumericReferences(util.UnescapePunctuations(v)))
	}
	s := string(v)
	switch {
	case t.HardLineBreak():
		s += "\n"
	case t.SoftLineBreak():
		s += " "
	}
	return s
}

func (p *parser) codeText(n ast.Node) string {
	var b strings.Builder
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch t := c.(type) {
		case *ast.Text:
			b.Write(t.Value(p.src))
		case *ast.String:
			b.Write(t.Value)
		}
	}
	return strings.ReplaceAll(b.String(), "\n", " ")
}

// plainText concatenates the text below n (an image's alt text).
func (p *parser) plainText(n ast.Node) string {
	var spans []span
	p.inlineChildren(n, fyne.TextStyle{}, "", &spans)
	var b strings.Builder
	for _, s := range spans {
		b.WriteString(s.text)
	}
	return strings.TrimSpace(b.String())
}

func (p *parser) rawHTML(t *ast.RawHTML) string {
	var b strings.Builder
	for i := 0; i < t.Segments.Len(); i++ {
		s := t.Segments.At(i)
		b.Write(s.Value(p.src))
	}
	return b.String()
}

func isBreakTag(tag string) bool {
	tag = strings.ToLower(strings.ReplaceAll(tag, " ", ""))
	return tag == "<br>" || tag == "<br/>"
}

// mergeSpans joins neighbouring spans of the same kind and style, so a
// paragraph becomes as few rich-text segments as possible.
func mergeSpans(in []span) []span {
	out := in[:0]
	for _, s := range in {
		if s.text == "" && s.kind != spanImage {
			continue
		}
		if n := len(out); n > 0 && out[n-1].kind == s.kind && s.kind != spanImage &&
			out[n-1].style == s.style && out[n-1].dest == s.dest {
			out[n-1].text += s.text
			continue
		}
		out = append(out, s)
	}
	return out
}
