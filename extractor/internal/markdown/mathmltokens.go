package markdown

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// The tokens of MathML written as TeX (mathml.go): identifiers by their
// mathvariant, operators by the TeX command of their symbol where TeX
// needs one (a brace, a large operator, an accent), and fences.

// operatorTeX maps operator characters to TeX. Other symbols are written
// as they are: TeX renderers read Unicode relations and arrows (≤, →, ∈),
// and a command is only needed where the character means markup or is a
// large operator whose limits TeX must place.
var operatorTex = map[string]string{
	"{": `\{`, "}": `\}`, "−": "-", "∑": `\sum`, "∏": `\prod`, "∫": `\int`,
	"∮": `\oint`, "⋃": `\bigcup`, "⋂": `\bigcap`, "lim": `\lim`, "max": `\max`, "min": `\min`,
	"sup": `\sup`, "inf": `\inf`, "log": `\log`, "ln": `\ln`, "sin": `\sin`, "cos": `\cos`,
	"tan": `\tan`, "exp": `\exp`, "det": `\det`, "…": `\ldots`, "⋯": `\cdots`, "⋮": `\vdots`,
	"⋱": `\ddots`, "#": `\#`, "%": `\%`, "&": `\&`, "$": `\$`, "_": `\_`, "~": `\sim`, "^": `\wedge`,
	"\\": `\backslash`,
	// Invisible operators: function application, invisible times,
	// separator and plus.
	"\u2061": "", "\u2062": "", "\u2063": "", "\u2064": "",
}

// accentTeX maps the mark of an <mover> accent to its TeX command.
var accentTeX = map[string]string{
	"¯": `\bar`, "‾": `\overline`, "^": `\hat`, "ˆ": `\hat`, "˙": `\dot`, "¨": `\ddot`,
	"~": `\tilde`, "˜": `\tilde`, "→": `\vec`, "⃗": `\vec`, "ˇ": `\check`, "˘": `\breve`,
}

// variantTeX maps a mathvariant to the alphabet command that sets it.
var variantTeX = map[string]string{
	"normal": `\mathrm`, "bold": `\mathbf`, "double-struck": `\mathbb`,
	"script": `\mathcal`, "fraktur": `\mathfrak`, "sans-serif": `\mathsf`, "monospace": `\mathtt`,
}

// fenceTeXs maps fence characters to what follows \left or \right.
var fenceTeXs = map[string]string{
	"(": "(", ")": ")", "[": "[", "]": "]", "{": `\{`, "}": `\}`, "|": "|", "‖": `\|`,
	"⟨": `\langle`, "⟩": `\rangle`, "〈": `\langle`, "〉": `\rangle`, "⌊": `\lfloor`, "⌋": `\rfloor`,
	"⌈": `\lceil`, "⌉": `\rceil`,
}

// opening and closing are the fences that open and close a row.
var opening = map[string]bool{"(": true, "[": true, "{": true, "|": true, "‖": true, "⟨": true, "〈": true, "⌊": true, "⌈": true}
var closing = map[string]bool{")": true, "]": true, "}": true, "|": true, "‖": true, "⟩": true, "〉": true, "⌋": true, "⌉": true}

func operatorTeX(s string) string {
	if t, ok := operatorTex[s]; ok {
		return t
	}
	return escapeTeX(s)
}

func fenceTeX(s string) string { return fenceTeXs[s] }

// fenceOrDot is fenceTeX with TeX's empty fence for a mark it does not
// know or an empty one.
func fenceOrDot(s string) string {
	if t, ok := fenceTeXs[strings.TrimSpace(s)]; ok {
		return t
	}
	return "."
}

// fencedRow reports whether a row's children open and close with fence
// operators that pair with each other (a parenthesised group, a matrix
// between bars, not "(a)(b)"), which are then written as \left…\right so
// they grow with what they hold; inner is the rest.
func fencedRow(kids []*html.Node) (bool, []*html.Node) {
	if len(kids) < 3 || !opening[fenceOf(kids[0])] || !closing[fenceOf(kids[len(kids)-1])] {
		return false, nil
	}
	inner := kids[1 : len(kids)-1]
	depth := 0
	for _, k := range inner {
		t := fenceOf(k)
		switch {
		case t == "":
		case t == "|" || t == "‖":
			return false, nil // a bar inside: which one pairs is unknown
		case opening[t]:
			depth++
		case closing[t]:
			if depth--; depth < 0 {
				return false, nil // the first fence closes before the end
			}
		}
	}
	return depth == 0, inner
}

// fenceOf returns the mark of an operator, or of a row holding only one
// (MathJax wraps a sized fence in an <mrow> of its own); "" otherwise.
func fenceOf(n *html.Node) string {
	if n.Data == "mrow" {
		kids := mathMLKids(n)
		if len(kids) != 1 {
			return ""
		}
		n = kids[0]
	}
	if n.Data != "mo" {
		return ""
	}
	return mathMLToken(n)
}

// isStack reports whether n is a fraction without a rule (linethickness
// zero): two rows stacked, a binomial coefficient between parentheses.
func isStack(n *html.Node) bool {
	if n.Data != "mfrac" {
		return false
	}
	switch dom.Attr(n, "linethickness") {
	case "0", "0px", "0em", "0pt":
		return true
	}
	return false
}

// writeIdentifier writes an <mi>: one character in the font its variant
// names (italic by default, as TeX sets letters), a name of several
// ("sin", "max") upright as TeX sets operator names.
func writeIdentifier(b *texBuf, s, variant string) {
	if s == "" {
		return
	}
	cmd, ok := variantTeX[variant]
	if !strings.ContainsFunc(s, unicode.IsLetter) {
		ok = false // an alphabet sets letters; "∂" and "∞" stay as they are
	} else if !ok && utf8.RuneCountInString(s) > 1 {
		if op, known := operatorTex[s]; known {
			b.put(op)
			return
		}
		cmd, ok = `\mathrm`, true
	}
	if !ok {
		b.put(escapeTeX(s))
		return
	}
	b.put(cmd)
	b.put("{")
	b.put(escapeTeX(s))
	b.put("}")
}
