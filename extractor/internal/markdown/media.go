package markdown

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// term writes a definition-list term as a bold line; the dd after it is an
// ordinary paragraph.
func (r *renderer) term(n *html.Node) { r.boldBlock(n) }

// summary writes the always-visible label of a details element as a bold
// paragraph; the panel's content follows as ordinary blocks.
func (r *renderer) summary(n *html.Node) { r.boldBlock(n) }

func (r *renderer) boldBlock(n *html.Node) {
	if !r.openBlock(n) {
		return
	}
	r.wrap(n, "**")
	r.flushPara()
}

// math writes MathML as TeX: the TeX an annotation carries (MathJax, KaTeX,
// Wikipedia), else TeX built from the markup (mathml.go), else its text.
// The plain text gets the text the formula shows (shownMathText), as it
// gets every other text of the page: the TeX is the Markdown's, and its
// command words ("mathsf", "overline", "quad") are no words of the page.
func (r *renderer) math(n *html.Node) {
	declared := dom.Attr(n, "display") == "block"
	if tex := findAnnotation(n); tex != "" {
		r.formula(n, tex, shownMathText(n), declared) // the TeX when it shows no text
		return
	}
	if tex, ok := texFromMathML(n); ok && tex != "" { // mathml.go
		r.formula(n, tex, shownMathText(n), declared)
		return
	}
	r.children(n)
}

func findAnnotation(n *html.Node) string {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode {
			continue
		}
		if c.Data == "annotation" && strings.Contains(dom.Attr(c, "encoding"), "tex") {
			return strings.TrimSpace(string(textContent(nil, c)))
		}
		if t := findAnnotation(c); t != "" {
			return t
		}
	}
	return ""
}

// mathScript writes MathJax v2 source, <script type="math/tex">.
func (r *renderer) mathScript(n *html.Node) {
	if !isMathScript(n) {
		return
	}
	tex := strings.TrimSpace(string(textContent(nil, n)))
	if tex != "" {
		r.formula(n, tex, "", strings.Contains(dom.Attr(n, "type"), "mode=display"))
	}
}

func isMathScript(n *html.Node) bool {
	return strings.HasPrefix(strings.ToLower(dom.Attr(n, "type")), "math/tex")
}

// mathOut writes TeX between dollar signs, as GitHub and most Markdown
// readers with math support expect: $…$ inline, $$…$$ as its own paragraph.
// Where only inline content may go (a table cell, a heading) a display
// formula is written inline, since a lone "$$" there opens a block; a
// formula with no TeX left writes nothing, since bare delimiters would
// open a formula that swallows the text after them.
func (r *renderer) mathOut(tex string, display bool) { r.mathText(tex, "", display) }

// mathText is mathOut with the plain text apart: the formula's text as the
// page shows it (MathML's tokens, a MediaWiki HTML formula), or the TeX
// when text is empty (a formula image, a MathJax script: no text shown).
func (r *renderer) mathText(tex, text string, display bool) {
	tex = unwrapStyle(strings.Join(strings.Fields(tex), " "))
	if tex == "" {
		return
	}
	display = display && r.inlineOnly == 0
	if display {
		r.flushPara()
	}
	d := "$"
	if display {
		d = "$$"
	}
	tex = closeControlSpace(tex)
	r.content()
	if len(r.ib) > r.inl.segStart && r.ib[len(r.ib)-1] == '$' {
		r.ib = append(r.ib, ' ') // side by side, "$a$$b$" reads as text and one formula
	}
	r.ib = append(r.ib, d...)
	for i := 0; i < len(tex); i++ {
		if tex[i] == '|' && r.inCell > 0 {
			r.ib = append(r.ib, '\\') // a pipe would end the cell (GFM)
		}
		r.ib = append(r.ib, tex[i])
	}
	r.ib = append(r.ib, d...)
	if text == "" {
		text = tex
	}
	r.it = append(r.it, text...)
	if display {
		r.flushPara()
	}
}

// media writes iframe, video and audio as a link to their source.
func (r *renderer) media(n *html.Node) {
	src := usable(dom.Attr(n, "src"))
	if src == "" {
		src = usable(dom.Attr(n, "data-src"))
	}
	for c := n.FirstChild; c != nil && src == ""; c = c.NextSibling {
		if c.Type == html.ElementNode && c.DataAtom == atom.Source {
			src = usable(dom.Attr(c, "src"))
		}
	}
	if src == "" || strings.HasPrefix(src, "about:") || dom.JavascriptURL(src) {
		return
	}
	label := strings.TrimSpace(dom.Attr(n, "title"))
	if label == "" {
		label = map[atom.Atom]string{atom.Iframe: "Embedded content", atom.Video: "Video", atom.Audio: "Audio"}[n.DataAtom]
	}
	r.content()
	r.ib = append(r.ib, '[')
	r.ib = appendEscaped(r.ib, label)
	r.ib = append(r.ib, "]("...)
	r.ib = append(r.ib, formatDest(r.resolve(src))...)
	r.ib = append(r.ib, ')')
}

// skipClasses mark rendered duplicates of content the walker takes from
// elsewhere: KaTeX's HTML rendering (the MathML beside it has the TeX) and
// MathJax v2's preview and output (the math/tex script has the TeX).
var skipClasses = []string{"katex-html", "MathJax_Preview", "MathJax", "MathJax_Display", "MathJax_SVG"}

// specialByClass handles elements by class; it reports whether it did.
func (r *renderer) specialByClass(n *html.Node) bool {
	if isTexHTML(n) && r.texHTML(n) { // texhtml.go
		return true
	}
	if forumQuote(n) { // quote.go
		r.quote(n)
		return true
	}
	return skipsByClass(n)
}

// skipsByClass reports whether n is a rendered duplicate (skipClasses).
func skipsByClass(n *html.Node) bool {
	if len(n.Attr) == 0 {
		return false
	}
	cls := dom.Attr(n, "class")
	if cls == "" || n.DataAtom == 0 {
		return false
	}
	for _, s := range skipClasses {
		if dom.HasToken(cls, s) {
			return true
		}
	}
	return false
}

// closeControlSpace keeps TeX that ends in a backslash a formula: the
// space of a control space ("10\ ") goes when the TeX is trimmed, and a
// last backslash escapes the closing dollar ("$10\$"), so the formula
// runs on into the text. An empty group after the control space ends it.
func closeControlSpace(tex string) string {
	n := len(tex) - len(strings.TrimRight(tex, "\\"))
	if n%2 == 1 {
		return tex + " {}"
	}
	return tex
}
