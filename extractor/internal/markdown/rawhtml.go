package markdown

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// expressible lists, for Options.KeepHTML, the elements GFM writes natively
// and the attributes it can carry; any other element or attribute is kept
// as raw HTML so that nothing is lost.
var expressible = map[atom.Atom][]string{
	atom.Html: nil, atom.Head: nil, atom.Body: nil,
	atom.P: nil, atom.H1: nil, atom.H2: nil, atom.H3: nil, atom.H4: nil,
	atom.H5: nil, atom.H6: nil, atom.Ul: nil, atom.Ol: {"start"}, atom.Li: nil,
	atom.Blockquote: nil, atom.Pre: nil, atom.Code: {"class"}, atom.Em: nil,
	atom.Strong: nil, atom.Del: nil, atom.A: {"href", "title"},
	atom.Img: {"src", "alt", "title"}, atom.Br: nil, atom.Hr: nil,
	atom.Table: nil, atom.Thead: nil, atom.Tbody: nil, atom.Tr: nil,
	atom.Th: {"align"}, atom.Td: {"align"},
	atom.Input: {"type", "checked", "disabled"},
}

// html block start condition 6 of CommonMark: these tags may start an HTML
// block anywhere; others need the start tag alone on its line.
var htmlBlockTags = map[string]bool{
	"address": true, "article": true, "aside": true, "base": true, "basefont": true,
	"blockquote": true, "body": true, "caption": true, "center": true, "col": true,
	"colgroup": true, "dd": true, "details": true, "dialog": true, "dir": true,
	"div": true, "dl": true, "dt": true, "fieldset": true, "figcaption": true,
	"figure": true, "footer": true, "form": true, "frame": true, "frameset": true,
	"h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true,
	"head": true, "header": true, "hr": true, "html": true, "iframe": true,
	"legend": true, "li": true, "link": true, "main": true, "menu": true,
	"menuitem": true, "nav": true, "noframes": true, "ol": true, "optgroup": true,
	"option": true, "p": true, "param": true, "search": true, "section": true,
	"summary": true, "table": true, "tbody": true, "td": true, "tfoot": true,
	"th": true, "thead": true, "title": true, "tr": true, "track": true, "ul": true,
}

// keepRaw reports whether, in KeepHTML mode, n has no GFM form and can be
// written as raw HTML that CommonMark recognises.
func keepRaw(n *html.Node) bool {
	if !rawSafe(n) {
		return false
	}
	allowed, ok := expressible[n.DataAtom]
	if !ok || n.DataAtom == 0 {
		return true
	}
	for _, a := range n.Attr {
		found := false
		for _, k := range allowed {
			found = found || a.Key == k
		}
		if !found || a.Namespace != "" {
			return true
		}
	}
	if dom.HeadingAtom(n.DataAtom) {
		return isEmptyElement(n)
	}
	switch n.DataAtom {
	case atom.A:
		return isEmptyElement(n) || !dom.HasAttr(n, "href")
	case atom.Code:
		return dom.HasAttr(n, "class") && (n.Parent == nil || n.Parent.DataAtom != atom.Pre)
	case atom.Input:
		return !isCheckbox(n)
	case atom.Img:
		// GFM writes every image with an alt: "![](src)" renders back
		// alt="", which the source did not have.
		return !dom.HasAttr(n, "alt")
	case atom.Del:
		// "~~" is inline: around a paragraph it cannot stand, and the
		// walker wrote the paragraph without its strikethrough.
		return holdsBlock(n)
	}
	return false
}

// holdsBlock reports whether an element below n is a block.
func holdsBlock(n *html.Node) bool {
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && isBlock(d) {
			return true
		}
	}
	return false
}

// raw writes n as HTML: as an HTML block when it stands alone between
// blocks, otherwise as inline tags around its converted content.
func (r *renderer) raw(n *html.Node) {
	if r.canRawBlock(n) {
		r.rawBlock(n)
		return
	}
	if n.Type == html.CommentNode {
		r.rawInline("<!--" + n.Data + "-->")
		return
	}
	var b strings.Builder
	open := *n
	open.FirstChild, open.LastChild = nil, nil
	_ = html.Render(&b, &open)
	tag := b.String()
	if i := strings.LastIndex(tag, "</"); i > 0 {
		r.rawInline(tag[:i])
		r.children(n)
		r.rawInline(tag[i:])
		return
	}
	r.rawInline(tag) // a void element
}

func (r *renderer) rawInline(s string) {
	r.content()
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\n' {
			c = ' '
		}
		r.ib = append(r.ib, c)
	}
}

// canRawBlock reports whether n can be an HTML block: a block element
// always can (it breaks the inline flow anyway) unless its parent holds
// inline content only; an inline element can when nothing inline comes
// before or after it.
func (r *renderer) canRawBlock(n *html.Node) bool {
	if r.inlineOnly > 0 {
		return false
	}
	if p := n.Parent; p != nil && p.Type == html.ElementNode {
		switch p.DataAtom {
		case atom.P, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.Th, atom.Td, atom.Caption, atom.Dt, atom.Summary:
			return false
		}
		if !isBlock(p) && !(keepRaw(p) && htmlBlockTags[p.Data]) {
			return false
		}
	}
	if n.Type == html.ElementNode && (isBlock(n) || htmlBlockTags[n.Data] || rawText(n)) {
		return true
	}
	return len(trimInline(r.ib[r.inl.segStart:])) == 0 && standsAlone(n)
}

// rawText reports the elements whose HTML block (condition 1) ends only at
// their end tag, blank lines included.
func rawText(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Pre, atom.Script, atom.Style, atom.Textarea:
		return true
	}
	return false
}

// topLevelInline reports an inline element outside any paragraph: Markdown
// would wrap it in one, so in KeepHTML mode it stays an HTML block.
func (r *renderer) topLevelInline(n *html.Node) bool {
	if isBlock(n) || n.Parent == nil || !rawSafe(n) {
		return false
	}
	if p := n.Parent; p.Type != html.DocumentNode && p.DataAtom != atom.Body {
		return false
	}
	for s := n.PrevSibling; s != nil; s = s.PrevSibling {
		if s.Type == html.TextNode && strings.TrimSpace(s.Data) != "" {
			return false
		}
		if s.Type == html.ElementNode && !isBlock(s) {
			return false
		}
	}
	return r.canRawBlock(n)
}

// standsAlone reports whether nothing inline follows n before the next
// block, so that n can be an HTML block of its own.
func standsAlone(n *html.Node) bool {
	for s := n.NextSibling; s != nil; s = s.NextSibling {
		switch s.Type {
		case html.TextNode:
			if strings.TrimSpace(s.Data) != "" {
				return false
			}
			continue
		case html.ElementNode:
			return isBlock(s) || keepRaw(s) && (htmlBlockTags[s.Data] || rawText(s))
		}
		return true
	}
	return true
}

// rawBlock writes n as a CommonMark HTML block: the start tag alone on its
// first line (condition 7), no blank lines inside except in the raw-text
// elements whose block ends only at their end tag (condition 1).
func (r *renderer) rawBlock(n *html.Node) {
	r.flushPara()
	var b strings.Builder
	_ = html.Render(&b, n)
	s := b.String()
	literal := n.Type == html.ElementNode && rawText(n)
	if n.Type == html.ElementNode && !literal && !htmlBlockTags[n.Data] {
		if i := strings.IndexByte(s, '>'); i > 0 {
			s = s[:i+1] + "\n" + s[i+1:]
		}
	}
	r.beginBlock(kHTML)
	for _, ln := range strings.Split(s, "\n") {
		if !literal {
			ln = strings.TrimLeft(ln, " \t")
			if ln == "" {
				continue
			}
		}
		r.line(ln)
	}
	r.last = kHTML
}

// rawSafe reports whether CommonMark reads n's start tag as HTML: a tag
// name [A-Za-z][A-Za-z0-9-]* and attribute names [A-Za-z_:][A-Za-z0-9_.:-]*.
// Anything else would be read as text, with its content parsed as Markdown.
func rawSafe(n *html.Node) bool {
	if n.Namespace != "" || !validName(n.Data, false) {
		return false
	}
	for _, a := range n.Attr {
		if a.Namespace != "" || !validName(a.Key, true) {
			return false
		}
	}
	return true
}

func validName(s string, attribute bool) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case dom.ASCIILetter(c):
		case i == 0 && attribute && (c == '_' || c == ':'):
		case i == 0:
			return false
		case c >= '0' && c <= '9' || c == '-':
		case attribute && (c == '_' || c == '.' || c == ':'):
		default:
			return false
		}
	}
	return true
}
