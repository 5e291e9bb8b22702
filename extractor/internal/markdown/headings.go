package markdown

import (
	"bytes"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// heading writes h1-h6 as an ATX heading; an empty heading is dropped.
// Blocks inside a heading are joined with spaces: a heading is one line.
func (r *renderer) heading(n *html.Node) {
	if !r.openBlock(n) {
		return
	}
	saved := r.inHeading
	r.inHeading = n
	md, txt := r.takeInline(func() { r.children(n) }, "")
	r.inHeading = saved
	if len(md) == 0 {
		return
	}
	md, txt = bytes.Clone(md), bytes.Clone(txt)
	md = escapeHeadingTail(md)
	if k := len(r.linkCtx); k > 0 {
		md = r.linkWrap(md, r.linkCtx[k-1])
	}
	level := dom.HeadingLevel(n.DataAtom)
	r.beginBlock(kHeading)
	r.md.Write(r.prefix(false))
	r.md.WriteString("######"[:level])
	r.md.WriteByte(' ')
	r.md.Write(md)
	r.md.WriteByte('\n')
	r.last = kHeading
	r.textBlock(txt)
}

// escapeHeadingTail protects a trailing run of '#', which ATX syntax would
// take for a closing sequence.
func escapeHeadingTail(md []byte) []byte {
	if len(md) == 0 || md[len(md)-1] != '#' {
		return md
	}
	i := len(md)
	for i > 0 && md[i-1] == '#' {
		i--
	}
	if i > 0 && md[i-1] != ' ' {
		return md
	}
	out := make([]byte, 0, len(md)+1)
	out = append(out, md[:i]...)
	out = append(out, '\\')
	return append(out, md[i:]...)
}

// linkWrap turns a block's inline content into the text of a link: the
// Markdown for an <a> that wraps whole blocks (a card, a heading).
func (r *renderer) linkWrap(body []byte, closer string) []byte {
	if bytes.Contains(body, []byte("](")) && bytes.HasPrefix(body, []byte("[")) && !bytes.HasPrefix(body, []byte("[![")) {
		return body // already a link of its own
	}
	out := make([]byte, 0, len(body)+len(closer)+1)
	out = append(out, '[')
	out = append(out, body...)
	return append(out, closer...)
}
