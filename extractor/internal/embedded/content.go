package embedded

import (
	"strings"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
	"folio/extractor/internal/parse"
)

// MinChars is the text, in non-space characters, below which a page's
// extraction counts as sparse and embedded content is looked for; embedded
// content must hold at least as much. A real article or product page yields
// thousands; 200 is about two sentences, less than any page worth reading
// in a reader rather than a browser.
const MinChars = 200

// Sparse reports whether text holds fewer than MinChars non-space
// characters.
func Sparse(text string) bool {
	n := 0
	for _, r := range text {
		if !unicode.IsSpace(r) {
			n++
			if n >= MinChars {
				return false
			}
		}
	}
	return true
}

// Content returns the page's embedded content as nodes to render: the
// JSON-LD body, else the Next.js prose, parsed when it is HTML (within
// lim), else split into paragraphs. nil when the page embeds no text of
// MinChars.
func Content(doc *html.Node, lim parse.Limits) []*html.Node {
	s := findScripts(doc)
	body := jsonLDBody(s.jsonLD)
	if body == "" {
		body = nextDataBody(s.nextData)
	}
	if body == "" {
		return nil
	}
	if looksLikeHTML(body) {
		if n := fragment(body, lim); n != nil {
			return []*html.Node{n}
		}
	}
	return []*html.Node{paragraphs(body)}
}

// looksLikeHTML reports whether a data string is an HTML fragment (CMS
// fields often are) rather than text.
func looksLikeHTML(s string) bool {
	return strings.Contains(s, "</p>") || strings.Contains(s, "<br") || strings.Contains(s, "</div>")
}

// fragment parses an HTML string as the body of a page of its own and
// returns that body, or nil when it does not parse or shows too little
// text.
func fragment(s string, lim parse.Limits) *html.Node {
	doc, err := parse.Parse([]byte("<html><body>"+s+"</body></html>"), "text/html; charset=utf-8", lim)
	if err != nil {
		return nil
	}
	body := dom.FindBody(doc)
	if body == nil || Sparse(visibleText(body)) {
		return nil
	}
	return body
}

// visibleText joins the text of n outside scripts, styles and templates.
func visibleText(n *html.Node) string {
	var b strings.Builder
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch {
			case c.Type == html.TextNode:
				b.WriteString(c.Data)
				b.WriteByte(' ')
			case c.Type == html.ElementNode && c.DataAtom != atom.Script && c.DataAtom != atom.Style &&
				c.DataAtom != atom.Template:
				walk(c)
			}
		}
	}
	walk(n)
	return b.String()
}

// paragraphs turns text into a <div> of <p> elements, one per block of
// text between blank lines; the renderer escapes what would read as markup.
func paragraphs(s string) *html.Node {
	div := &html.Node{Type: html.ElementNode, Data: "div", DataAtom: atom.Div}
	for _, para := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n\n") {
		if para = strings.TrimSpace(para); para == "" {
			continue
		}
		p := &html.Node{Type: html.ElementNode, Data: "p", DataAtom: atom.P}
		p.AppendChild(&html.Node{Type: html.TextNode, Data: para})
		div.AppendChild(p)
	}
	return div
}
