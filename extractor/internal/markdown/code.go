package markdown

import (
	"bytes"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// inlineCode writes a code span whose backtick fence is longer than any run
// of backticks inside, padded with spaces when the content would otherwise
// touch the fence or lose its own edge spaces.
func (r *renderer) inlineCode(n *html.Node) {
	raw := textContent(nil, n)
	for i, c := range raw {
		if c == '\n' || c == '\r' || c == '\t' {
			raw[i] = ' '
		}
	}
	if len(raw) == 0 {
		return
	}
	fence := longestRun(raw, '`') + 1
	pad := raw[0] == '`' || raw[len(raw)-1] == '`' ||
		(raw[0] == ' ' && raw[len(raw)-1] == ' ' && len(bytes.Trim(raw, " ")) > 0)
	r.spaceAfterCode()
	r.content()
	r.ib = appendRepeat(r.ib, '`', fence)
	if pad {
		r.ib = append(r.ib, ' ')
	}
	for _, c := range raw {
		if c == '|' && r.inCell > 0 {
			r.ib = append(r.ib, '\\')
		}
		r.ib = append(r.ib, c)
	}
	if pad {
		r.ib = append(r.ib, ' ')
	}
	r.ib = appendRepeat(r.ib, '`', fence)
	r.inl.codeEnd = len(r.ib)
	r.it = append(r.it, bytes.TrimSpace(raw)...)
	r.markInnerEdges(n)
}

// markInnerEdges marks the box edges of the elements the code span's text
// ends in, which the walker does not enter (it reads the span's text
// whole): "<code><span style=display:block>npm</span></code>install" is
// two words, as a browser shows it.
func (r *renderer) markInnerEdges(n *html.Node) {
	for c := lastTextElement(n); c != nil; c = lastTextElement(c) {
		if e := dom.BoxOf(c).Edge(c); e > dom.EdgeInline {
			r.markEdge(c, e, false)
		}
	}
}

// lastTextElement returns the child element of n that holds n's last
// text, or nil when that text is n's own.
func lastTextElement(n *html.Node) *html.Node {
	for c := n.LastChild; c != nil; c = c.PrevSibling {
		switch c.Type {
		case html.TextNode:
			if strings.TrimSpace(c.Data) != "" {
				return nil
			}
		case html.ElementNode:
			if len(textContent(nil, c)) > 0 {
				return c
			}
		}
	}
	return nil
}

func longestRun(b []byte, c byte) int {
	best, cur := 0, 0
	for _, x := range b {
		if x == c {
			cur++
			best = max(best, cur)
		} else {
			cur = 0
		}
	}
	return best
}

func appendRepeat(b []byte, c byte, n int) []byte {
	for range n {
		b = append(b, c)
	}
	return b
}

// pre writes a fenced code block with the text exactly as the browser
// would show it, the language taken from the usual class conventions.
func (r *renderer) pre(n *html.Node) {
	body := preCode(n)
	if r.inlineOnly > 0 {
		r.text(string(body), nil)
		return
	}
	r.flushPara()
	r.codeBlock(body, codeLang(n))
}

// codeBlock writes body, the code as displayed, as a fenced code block.
func (r *renderer) codeBlock(body []byte, lang string) {
	body = bytes.ReplaceAll(body, []byte("\r\n"), []byte("\n"))
	body = bytes.TrimSuffix(body, []byte("\n"))
	plain := bytes.TrimRight(body, "\n")
	fc := byte('`')
	if strings.IndexByte(lang, '`') >= 0 {
		fc = '~'
	}
	fence := string(appendRepeat(nil, fc, max(3, longestRun(body, fc)+1)))
	r.beginBlock(kCode)
	r.line(fence + lang)
	for len(body) > 0 {
		i := bytes.IndexByte(body, '\n')
		if i < 0 {
			r.lineBytes(body)
			break
		}
		r.lineBytes(body[:i])
		body = body[i+1:]
		if len(body) == 0 {
			r.line("") // the content ended with a blank line
		}
	}
	r.line(fence)
	r.last = kCode
	r.textBlock(plain)
}

// preText appends the text of a pre subtree as displayed: <br>, the ends
// of block elements (one <div> per line in some highlighters) and of line
// elements (codelines.go) are newlines;
// dropped elements such as line-number gutters are left out. When marks
// is not nil, the elements at the start of a line that hold a number
// only are recorded there (numbergutters.go).
func preText(b []byte, n *html.Node, marks *[]lineMark) []byte {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			b = append(b, c.Data...)
		case html.ElementNode:
			if Drops(c) {
				continue
			}
			if c.DataAtom == atom.Br {
				b = append(b, '\n')
				continue
			}
			if v, ok := lineNumberAt(b, c, marks); ok {
				start := len(b)
				b = preText(b, c, nil)
				*marks = append(*marks, lineMark{start: start, end: len(b), num: v})
			} else {
				b = preText(b, c, marks)
			}
			if (isBlock(c) || codeLineEnds(c)) && len(b) > 0 && b[len(b)-1] != '\n' {
				b = append(b, '\n')
			}
		}
	}
	return b
}

// codeLang finds the language of a code block on the pre, its code child or
// a wrapping element: language-x, lang-x, highlight-source-x (GitHub),
// brush: x (SyntaxHighlighter), highlight-x (Sphinx), data-lang.
func codeLang(pre *html.Node) string {
	cands := []*html.Node{pre}
	if c := firstElement(pre); c != nil && c.DataAtom == atom.Code {
		cands = append(cands, c)
	}
	for p, i := pre.Parent, 0; p != nil && i < 2; p, i = p.Parent, i+1 {
		if p.Type == html.ElementNode {
			cands = append(cands, p)
		}
	}
	for i, c := range cands {
		if l := langOf(c, i >= 2 || c.DataAtom == atom.Div); l != "" {
			return l
		}
	}
	return ""
}

func langOf(n *html.Node, wrapper bool) string {
	for _, k := range []string{"data-lang", "data-language"} {
		if v := cleanLang(dom.Attr(n, k)); v != "" {
			return v
		}
	}
	cls := dom.Attr(n, "class")
	if i := strings.Index(cls, "brush:"); i >= 0 {
		return strings.TrimRight(cleanLang(strings.TrimLeft(cls[i+6:], " ")), ";")
	}
	for w := range strings.FieldsSeq(cls) {
		for _, p := range []string{"language-", "lang-", "highlight-source-"} {
			if strings.HasPrefix(w, p) {
				return cleanLang(w[len(p):])
			}
		}
		if wrapper && strings.HasPrefix(w, "highlight-") && w != "highlight-none" {
			return cleanLang(w[len("highlight-"):])
		}
	}
	return ""
}

// cleanLang keeps the leading run of characters an info string can hold.
func cleanLang(s string) string {
	i := 0
	for i < len(s) && !dom.IsSpace(s[i]) && s[i] != '`' && s[i] != '"' && s[i] != '\'' {
		i++
	}
	l := s[:i]
	switch strings.ToLower(l) {
	case "none", "text", "plain", "plaintext", "nohighlight":
		return ""
	}
	return l
}

func firstElement(n *html.Node) *html.Node {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode {
			return c
		}
		if c.Type == html.TextNode && strings.TrimSpace(c.Data) != "" {
			return nil
		}
	}
	return nil
}
