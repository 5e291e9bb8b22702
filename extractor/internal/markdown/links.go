package markdown

import (
	"net/url"
	"strings"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// link writes <a href> as [text](dest "title"). javascript: links and links
// inside link text become text; a link around whole blocks links each of
// its paragraphs and headings; an empty link falls back to its title or
// aria-label, or is dropped when an earlier link already goes where it
// goes: product cards repeat an empty link named after the product over
// every colour swatch and image (wcxb-dev 0637), and the name it would
// give says nothing the card's own link has not said. An empty link to a
// place on the page itself ("#id", or the page's own address with a
// fragment, as Next.js docs sites write it: samePlace) is dropped too: it
// is a heading's permalink icon (aria-label "Permalink to …") or a skip
// link, whose label describes the control, not the text.
func (r *renderer) link(n *html.Node) {
	href, ok := hrefOf(n)
	if !ok || r.inLink > 0 || dom.JavascriptURL(href) {
		r.children(n)
		return
	}
	if r.controlIcon != nil && r.controlIcon(n) {
		return // a post's "Reply With Quote" button (controlicons.go)
	}
	if r.inHeading != nil && !r.opts.KeepHTML && headingControl(r.inHeading, n, href, &r.headingLinks) { // headinglinks.go
		r.labelText(n) // the plain text keeps what the page shows (listlabels.go)
		return
	}
	dest := r.resolve(href)
	closer := "](" + formatDest(dest) + formatTitle(dom.Attr(n, "title")) + ")"
	if r.blockInside(n) {
		r.noteDest(dest)
		r.flushPara()
		r.linkCtx = append(r.linkCtx, closer)
		r.children(n)
		r.flushPara()
		r.linkCtx = r.linkCtx[:len(r.linkCtx)-1]
		return
	}
	r.content()
	if r.bareBang() {
		// "!" right before "[" would make the link an image.
		r.ib = append(r.ib[:len(r.ib)-1], '\\', '!')
	}
	pos := r.openMark("[")
	tpos := len(r.it)
	idx := len(r.inl.opens)
	r.inl.opens = append(r.inl.opens, pos)
	r.inLink++
	r.blockFree++
	r.children(n)
	r.blockFree--
	r.inLink--
	if idx >= len(r.inl.opens) {
		return
	}
	pos = r.inl.opens[idx]
	r.inl.opens = r.inl.opens[:idx]
	if pos+1 > len(r.ib) {
		return
	}
	if len(r.ib) == pos+1 {
		label := strings.TrimSpace(dom.Attr(n, "aria-label"))
		if label == "" {
			label = strings.TrimSpace(dom.Attr(n, "title"))
		}
		if _, seen := r.linked[dest]; label == "" || seen || r.samePlace(href, dest) {
			r.dropEmpty(pos)
			return
		}
		r.text(label, nil)
	}
	r.noteDest(dest)
	if auto := autolink(dest, string(r.it[tpos:])); auto != "" {
		r.ib = append(r.ib[:pos], auto...)
		return
	}
	r.ib = append(r.ib, closer...)
}

// samePlace reports whether a link goes to a place on the page itself:
// its href is a bare fragment ("#usage"), or its destination, resolved,
// is the page's own address with a fragment
// ("/docs/resource#usage" on /docs/resource).
func (r *renderer) samePlace(href, dest string) bool {
	if strings.HasPrefix(strings.TrimLeft(href, dom.SpaceBytes), "#") {
		return true
	}
	base := r.opts.Base
	if base == nil || !strings.Contains(dest, "#") {
		return false
	}
	u, err := url.Parse(dest)
	return err == nil && u.Fragment != "" && u.Host == base.Host && u.Path == base.Path && u.RawQuery == base.RawQuery
}

// bareBang reports whether ib ends with a "!" that no backslash escapes.
func (r *renderer) bareBang() bool {
	n := len(r.ib)
	if n <= r.inl.segStart || r.ib[n-1] != '!' {
		return false
	}
	k := 0
	for i := n - 2; i >= r.inl.segStart && r.ib[i] == '\\'; i-- {
		k++
	}
	return k%2 == 0
}

// noteDest records that a link to dest was written.
func (r *renderer) noteDest(dest string) {
	if r.linked == nil {
		r.linked = make(map[string]struct{}, 16)
	}
	r.linked[dest] = struct{}{}
}

// autolink returns <dest> when the link text is its own address (or the
// address of a mailto: link), the shortest form CommonMark has for it.
func autolink(dest, text string) string {
	if text == "" || strings.ContainsAny(dest, " <>\t\n\\`*_[]") {
		return ""
	}
	switch {
	case text == dest && (strings.HasPrefix(dest, "https://") || strings.HasPrefix(dest, "http://")):
		return "<" + dest + ">"
	case "mailto:"+text == dest && strings.Count(text, "@") == 1:
		return "<" + text + ">"
	}
	return ""
}

func hrefOf(n *html.Node) (string, bool) {
	for _, a := range n.Attr {
		if a.Key == "href" && a.Namespace == "" {
			return a.Val, true
		}
	}
	return "", false
}

// resolve makes a link or image address absolute against Options.Base.
func (r *renderer) resolve(href string) string { return resolveRef(r.opts.Base, href) }

// resolveRef makes href absolute against base (nil: as written), white
// space around it trimmed. Fragment-only links stay as written: they point
// into the same document; so does an address that does not parse.
func resolveRef(base *url.URL, href string) string {
	href = strings.Trim(href, dom.SpaceBytes)
	if base == nil || href == "" || href[0] == '#' {
		return href
	}
	u, err := url.Parse(href)
	if err != nil {
		return href
	}
	return base.ResolveReference(u).String()
}

// formatDest writes a link destination so that CommonMark reads back the
// same address: pointy brackets when it holds spaces or parentheses,
// backslashes doubled, entity-like text protected.
func formatDest(d string) string {
	if d == "" {
		return "<>"
	}
	angle := strings.ContainsAny(d, " \t()<>")
	if !angle && !strings.ContainsAny(d, "\\&\n\r") {
		return d
	}
	var b strings.Builder
	if angle {
		b.WriteByte('<')
	}
	for i := 0; i < len(d); i++ {
		c := d[i]
		switch {
		case c == '\\':
			b.WriteString("\\\\")
		case c == '&' && entityLike(d[i+1:]):
			b.WriteString("\\&")
		case c == '\n' || c == '\r':
			b.WriteString("%0A")
		case angle && (c == '<' || c == '>'):
			b.WriteByte('\\')
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	if angle {
		b.WriteByte('>')
	}
	return b.String()
}

// formatTitle writes ` "title"`, or nothing for no title.
func formatTitle(t string) string {
	t = strings.TrimSpace(t)
	if t == "" {
		return ""
	}
	var b strings.Builder
	b.WriteString(` "`)
	space := false
	for i := 0; i < len(t); i++ {
		c := t[i]
		switch {
		case dom.IsSpace(c):
			space = true
			continue
		case space:
			b.WriteByte(' ')
		}
		space = false
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
		case c == '&' && entityLike(t[i+1:]):
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	}
	b.WriteByte('"')
	return b.String()
}
