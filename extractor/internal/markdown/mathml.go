package markdown

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// MathML without TeX. MathJax 3 with MathML input, hand-written MathML and
// converters other than MediaWiki's and KaTeX's send <math> with no TeX
// annotation; walked as text, its tokens ran together, "a x 2 + b x + c
// = 0" for ax² + bx + c = 0 and "x = − b ± b 2 − 4 a c 2 a" for the
// quadratic formula, the structure (scripts, fractions, roots, tables)
// gone. texFromMathML writes TeX from the presentation markup, which a
// reader that renders TeX draws as the page did. The elements read are
// the ones formulas are made of (tokens, rows, scripts, under- and
// overscripts, fractions, roots, fences, tables, text); a formula holding
// any other (<mmultiscripts>, <mlabeledtr>, foreign HTML) is left to the
// text walk, as before. The plain text keeps the formula's text.

// mathMLMaxDepth bounds the recursion of the conversion below the HTML
// parser's own nesting limit.
const mathMLMaxDepth = 128

// texFromMathML returns the TeX for MathML element n, or false when n
// holds an element the conversion does not read.
func texFromMathML(n *html.Node) (string, bool) {
	var b texBuf
	if !mathMLChildren(&b, n, 0) {
		return "", false
	}
	return strings.Join(strings.Fields(b.String()), " "), true
}

// mathMLChildren writes n's element children in order, as a row.
func mathMLChildren(b *texBuf, n *html.Node, depth int) bool {
	kids := mathMLKids(n)
	if fenced, inner := fencedRow(kids); fenced {
		if len(inner) == 1 && isStack(inner[0]) && fenceOf(kids[0]) == "(" && fenceOf(kids[len(kids)-1]) == ")" {
			return mathMLBinom(b, inner[0], depth) // (n over k), a binomial coefficient
		}
		b.put(`\left`)
		b.put(fenceTeX(fenceOf(kids[0])))
		for _, k := range inner {
			if !mathMLElement(b, k, depth+1) {
				return false
			}
		}
		b.put(`\right`)
		b.put(fenceTeX(fenceOf(kids[len(kids)-1])))
		return true
	}
	for _, k := range kids {
		if !mathMLElement(b, k, depth+1) {
			return false
		}
	}
	return true
}

// mathMLKids returns n's element children; text between them is white
// space in valid MathML and is ignored.
func mathMLKids(n *html.Node) []*html.Node {
	var kids []*html.Node
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode {
			kids = append(kids, c)
		}
	}
	return kids
}

// mathMLElement writes one MathML element.
func mathMLElement(b *texBuf, n *html.Node, depth int) bool {
	if depth > mathMLMaxDepth {
		return false
	}
	kids := mathMLKids(n)
	switch n.Data {
	case "mi":
		writeIdentifier(b, mathMLToken(n), dom.Attr(n, "mathvariant"))
	case "mn":
		b.put(escapeTeX(mathMLToken(n)))
	case "mo":
		b.put(operatorTeX(mathMLToken(n)))
	case "mtext", "ms":
		writeText(b, string(textContent(nil, n)))
	case "mspace", "mphantom", "annotation", "annotation-xml", "mprescripts", "none":
	case "mrow", "mstyle", "mpadded", "menclose", "merror", "math":
		return mathMLChildren(b, n, depth)
	case "semantics", "maction":
		return len(kids) == 0 || mathMLGroup(b, kids[0], depth)
	case "mfenced":
		return mathMLFenced(b, n, kids, depth)
	case "msqrt":
		b.put(`\sqrt{`)
		if !mathMLChildren(b, n, depth) {
			return false
		}
		b.put("}")
	default:
		return mathMLScripted(b, n, kids, depth)
	}
	return true
}

// mathMLArity is the number of children each element of fixed arity has.
var mathMLArity = map[string]int{"msup": 2, "msub": 2, "msubsup": 3, "munder": 2, "mover": 2, "munderover": 3, "mfrac": 2, "mroot": 2}

// mathMLScripted writes the elements of fixed arity: scripts, fractions,
// roots, under- and overscripts and tables.
func mathMLScripted(b *texBuf, n *html.Node, kids []*html.Node, depth int) bool {
	if n.Data == "mtable" {
		return mathMLTable(b, kids, depth)
	}
	want, ok := mathMLArity[n.Data]
	if !ok || len(kids) != want {
		return false
	}
	g := func(k *html.Node) bool { return mathMLGroup(b, k, depth) }
	arg := func(k *html.Node) bool { return mathMLArg(b, k, depth) }
	switch n.Data {
	case "mfrac":
		if isStack(n) {
			// No rule: a binomial's or a stack's two rows.
			b.put(`\begin{matrix}`)
			ok := mathMLElement(b, kids[0], depth+1)
			b.put(` \\ `)
			ok = ok && mathMLElement(b, kids[1], depth+1)
			b.put(`\end{matrix}`)
			return ok
		}
		b.put(`\frac`)
		return arg(kids[0]) && arg(kids[1])
	case "mroot":
		var index texBuf
		if !mathMLElement(&index, kids[1], depth+1) {
			return false
		}
		if i := index.String(); strings.Contains(i, "]") {
			b.put(`\sqrt[{` + i + "}]") // a "]" in the index would close it
		} else {
			b.put(`\sqrt[` + i + "]")
		}
		return arg(kids[0])
	case "mover":
		if acc, ok := accentTeX[mathMLToken(kids[1])]; ok && kids[1].Data == "mo" {
			b.put(acc)
			return arg(kids[0])
		}
		b.put(`\overset`)
		return arg(kids[1]) && arg(kids[0])
	}
	if !g(kids[0]) {
		return false
	}
	switch n.Data {
	case "msup", "mover":
		b.put("^")
		return g(kids[1])
	case "msub", "munder":
		b.put("_")
		return g(kids[1])
	}
	b.put("_") // msubsup, munderover
	if !g(kids[1]) {
		return false
	}
	b.put("^")
	return g(kids[2])
}

// mathMLBinom writes a stack between parentheses as \binom.
func mathMLBinom(b *texBuf, n *html.Node, depth int) bool {
	kids := mathMLKids(n)
	if len(kids) != 2 {
		return false
	}
	b.put(`\binom`)
	return mathMLArg(b, kids[0], depth) && mathMLArg(b, kids[1], depth)
}

// mathMLArg writes n as a command's argument, always in braces, as TeX
// is written by hand ("\frac{1}{c}", not "\frac1c").
func mathMLArg(b *texBuf, n *html.Node, depth int) bool {
	b.put("{")
	if !mathMLElement(b, n, depth+1) {
		return false
	}
	b.put("}")
	return true
}

// mathMLGroup writes n as a script or a script's base, in braces unless
// it is one token (an identifier, a number, an operator): "x^2", "a_k",
// and a large operator in braces would lose its limits.
func mathMLGroup(b *texBuf, n *html.Node, depth int) bool {
	switch n.Data {
	case "mi", "mn", "mo":
		var t texBuf
		if !mathMLElement(&t, n, depth+1) {
			return false
		}
		tex := t.String()
		if n := primes(tex); n > 0 {
			tex = strings.Repeat(`\prime`, n) // "f^'" is a double superscript to TeX
		}
		if oneTeXToken(tex) {
			b.put(tex)
		} else {
			b.put("{" + tex + "}") // "\mathrm{k}" takes its argument with it
		}
		return true
	}
	b.put("{")
	if !mathMLElement(b, n, depth+1) {
		return false
	}
	b.put("}")
	return true
}

// primes returns how many primes tex is, written as apostrophes or as
// the prime characters (′ ″ ‴), or 0 when it is anything else.
func primes(tex string) int {
	n := 0
	for _, r := range tex {
		switch r {
		case '\'', '′':
			n++
		case '″':
			n += 2
		case '‴':
			n += 3
		default:
			return 0
		}
	}
	return n
}

// oneTeXToken reports whether tex is one character or one command without
// arguments ("\alpha", "\%"), which a script takes unbraced.
func oneTeXToken(tex string) bool {
	if utf8.RuneCountInString(tex) == 1 {
		return true
	}
	if len(tex) < 2 || tex[0] != '\\' {
		return false
	}
	if !dom.ASCIILetter(tex[1]) {
		return len(tex) == 2
	}
	for i := 1; i < len(tex); i++ {
		if !dom.ASCIILetter(tex[i]) {
			return false
		}
	}
	return true
}

// mathMLTable writes an <mtable> as a matrix environment.
func mathMLTable(b *texBuf, rows []*html.Node, depth int) bool {
	b.put(`\begin{matrix}`)
	for i, tr := range rows {
		if tr.Data != "mtr" {
			return false
		}
		if i > 0 {
			b.put(` \\ `)
		}
		for j, td := range mathMLKids(tr) {
			if td.Data != "mtd" {
				return false
			}
			if j > 0 {
				b.put(" & ")
			}
			if !mathMLChildren(b, td, depth+1) {
				return false
			}
		}
	}
	b.put(`\end{matrix}`)
	return true
}

// mathMLFenced writes the deprecated <mfenced>: its children between its
// open and close marks, parted by its separators (a comma by default).
func mathMLFenced(b *texBuf, n *html.Node, kids []*html.Node, depth int) bool {
	open, close, seps := "(", ")", ","
	if v, ok := attrOK(n, "open"); ok {
		open = v
	}
	if v, ok := attrOK(n, "close"); ok {
		close = v
	}
	if v, ok := attrOK(n, "separators"); ok {
		seps = strings.Join(strings.Fields(v), "")
	}
	b.put(`\left`)
	b.put(fenceOrDot(open))
	for i, k := range kids {
		if i > 0 && seps != "" {
			r := []rune(seps)
			b.put(operatorTeX(string(r[min(i-1, len(r)-1)])))
		}
		if !mathMLElement(b, k, depth+1) {
			return false
		}
	}
	b.put(`\right`)
	b.put(fenceOrDot(close))
	return true
}

func attrOK(n *html.Node, key string) (string, bool) {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val, true
		}
	}
	return "", false
}

// mathMLToken returns the text of a token element, white space trimmed.
func mathMLToken(n *html.Node) string {
	return strings.Join(strings.Fields(string(textContent(nil, n))), " ")
}

// writeText writes an <mtext>: punctuation as it is, words as \text{…}
// with the spaces around them, which math mode would drop. A character
// TeX reads as markup closes the \text{…} and is written in math mode
// (\%, \sim) between two runs: inside \text{…} the renderers disagree
// on escapes (KaTeX rejects \sim there, MathJax shows it literally), and
// outside it every renderer reads them the same.
func writeText(b *texBuf, s string) {
	t := strings.TrimSpace(s)
	if t == "" {
		return
	}
	if !strings.ContainsFunc(t, unicode.IsLetter) {
		b.put(escapeTeX(t))
		return
	}
	lead, _ := utf8.DecodeRuneInString(s)
	trail, _ := utf8.DecodeLastRuneInString(s)
	t = strings.Join(strings.Fields(t), " ")
	if isSpaceRune(lead) {
		t = " " + t
	}
	if isSpaceRune(trail) {
		t += " "
	}
	for t != "" {
		i := strings.IndexAny(t, texSpecialChars)
		if i < 0 {
			i = len(t)
		}
		if i > 0 {
			b.put(`\text{` + t[:i] + "}")
		}
		if i == len(t) {
			break
		}
		b.put(texSpecials[rune(t[i])])
		t = t[i+1:]
	}
}

// shownMathText is the text a formula shows, for the plain text: the
// characters of its tokens as the page sets them, white space folded, its
// TeX annotation left out (the Markdown has the TeX).
func shownMathText(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch {
			case c.Type == html.TextNode:
				b.WriteString(c.Data)
			case c.Type != html.ElementNode, c.Data == "annotation", c.Data == "annotation-xml", Drops(c):
			default:
				walk(c)
			}
		}
	}
	walk(n)
	return strings.Join(strings.Fields(b.String()), " ")
}
