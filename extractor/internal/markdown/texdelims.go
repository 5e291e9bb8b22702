package markdown

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// TeX written in the page's text. A page that loads MathJax or KaTeX's
// auto-render sends its formulas as TeX between delimiters in ordinary
// text ("\[ \frac{a}{b} \]", "\( x \)", "$$ y $$"), and the script
// typesets them in the browser. The walker read them as prose: it escaped
// the backslashes ("\\\[ … \\\]"), so a reader that renders TeX showed the
// source, brackets and all. On such a page, a formula between the
// delimiters both scripts read by default is written as math: \[…\] and
// $$…$$ as a display formula, \(…\) inline. Single dollars are left alone:
// neither script reads them unless configured to, and prices use them.
//
// Whether the page loads a typesetter is asked only when a text holds an
// opening delimiter, and answered once per page.

// texPairs are the default delimiters of MathJax (tex2jax, tex input) and
// KaTeX's auto-render, each with whether it sets a display formula.
var texPairs = []struct {
	open, close string
	display     bool
}{
	{`\[`, `\]`, true},
	{`$$`, `$$`, true},
	{`\(`, `\)`, false},
}

// texText writes s, a text node's data, with its delimited formulas as
// math, and reports whether it did; false leaves s to text.
func (r *renderer) texText(s string, at *html.Node) bool {
	if at == nil || r.opts.KeepHTML || !hasTeXOpener(s) || !r.typesets(at) {
		return false
	}
	first := true // the first piece starts the node's text
	plain := func(t string) {
		r.plainText(t, first)
		first = false
	}
	for s != "" {
		i, p := firstOpener(s)
		if i < 0 {
			plain(s)
			return true
		}
		end := strings.Index(s[i+2:], texPairs[p].close)
		tex := ""
		if end >= 0 {
			tex = strings.TrimSpace(s[i+2 : i+2+end])
		}
		if tex == "" {
			plain(s[:i+2]) // unclosed or empty: prose
			s = s[i+2:]
			continue
		}
		if i > 0 {
			plain(s[:i])
		}
		if first {
			r.edgeSpace(tex, true) // as plainText does: a box's edge before the node parts
			first = false
		}
		r.mathOut(tex, texPairs[p].display)
		s = s[i+2+end+2:]
	}
	return true
}

// hasTeXOpener reports whether s holds an opening delimiter; most texts
// hold neither a backslash nor a dollar, and cost one scan.
func hasTeXOpener(s string) bool {
	if !strings.ContainsAny(s, `\$`) {
		return false
	}
	return strings.Contains(s, `\[`) || strings.Contains(s, `\(`) || strings.Contains(s, "$$")
}

// firstOpener returns the offset of the earliest opening delimiter in s
// and its index in texPairs, or -1.
func firstOpener(s string) (int, int) {
	at, which := -1, -1
	for k, p := range texPairs {
		if i := strings.Index(s, p.open); i >= 0 && (at < 0 || i < at) {
			at, which = i, k
		}
	}
	return at, which
}

// typesets reports whether the document holding n loads MathJax or KaTeX:
// a script whose address names either, or an inline script that
// configures MathJax or calls KaTeX's renderMathInElement.
func (r *renderer) typesets(n *html.Node) bool {
	if r.tex == 0 {
		r.tex = -1
		for n.Parent != nil {
			n = n.Parent
		}
		if loadsTypesetter(n) {
			r.tex = 1
		}
	}
	return r.tex > 0
}

func loadsTypesetter(n *html.Node) bool {
	if n.Type == html.ElementNode && n.DataAtom == atom.Script {
		src := strings.ToLower(dom.Attr(n, "src"))
		if strings.Contains(src, "mathjax") || strings.Contains(src, "katex") {
			return true
		}
		if c := n.FirstChild; c != nil && c.Type == html.TextNode && src == "" &&
			(strings.Contains(c.Data, "MathJax") || strings.Contains(c.Data, "renderMathInElement")) {
			return true
		}
		return false
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if loadsTypesetter(c) {
			return true
		}
	}
	return false
}
