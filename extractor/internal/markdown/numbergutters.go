package markdown

import (
	"bytes"

	"golang.org/x/net/html"
)

// Line-number gutters written as text. Some highlighters put each line's
// number in an element of its own at the start of the line, with no class
// that names it a gutter (gutterClasses): Twilio's docs (the Paste design
// system) write <div><span class="css-1m136ci">7</span><div>account_sid =
// ...</div></div> per line, with hashed class names, and hide the numbers
// from copying with CSS (user-select:none). Read as text, every line of
// the code started with its number ("7account_sid = ...", "1composer
// require twilio/sdk"): code that does not run, and words glued to
// numbers. Prism, highlight.js and GitHub draw their numbers with CSS
// counters or data attributes, which leave no text.
//
// The rule is structural: in a <pre>, when every line starts with an
// element whose whole text is a number, the numbers run consecutively
// (1, 2, 3, or from the first line shown of an excerpt), there are at
// least two lines, and code follows the number on at least one line, the
// numbers are a gutter and are left out. A number in code is either not
// the whole text of an element at a line's start, or does not count the
// lines.
//
// Measured (gym score): wcxb-dev 0.908233 -> 0.908230, one page: Twilio's
// quickstart (0681) P 0.977 -> 0.999, R 0.902 -> 0.876, since its truth
// was copied from the page's text with every gutter number on a line of
// its own ("1\ncomposer\nrequire twilio/sdk"); ScrapingHub,
// trafilatura-dev and readability-testpages unchanged. The rule stays: a
// reader copies the code, and code with numbers glued to its lines does
// not run.

// lineMark is an element at the start of a line of preformatted text
// holding a number only: where its text is in the text of the pre, and
// the number.
type lineMark struct{ start, end, num int }

// maxLineNumber bounds the digits of a line number.
const maxLineNumber = 5

// preCode returns the text of pre n as displayed (preText), without a
// line-number gutter.
func preCode(n *html.Node) []byte {
	var marks []lineMark
	b := preText(nil, n, &marks)
	if !numberGutter(b, marks) {
		return b
	}
	gap := gutterGap(b, marks)
	out := make([]byte, 0, len(b))
	at := 0
	for _, m := range marks {
		out = append(out, b[at:m.start]...)
		at = m.end
		if gap && at < len(b) && isGapByte(b[at]) {
			at++
		}
	}
	return append(out, b[at:]...)
}

// gutterGap reports whether every line's number is followed by one space
// or tab before its code (or by the line's end): the gap that set the
// gutter apart, which goes with it, or every line of the code would
// start one column to the right.
func gutterGap(b []byte, marks []lineMark) bool {
	gap := false
	for _, m := range marks {
		switch {
		case m.end >= len(b) || b[m.end] == '\n':
		case isGapByte(b[m.end]):
			gap = true
		default:
			return false
		}
	}
	return gap
}

func isGapByte(c byte) bool { return c == ' ' || c == '\t' }

// lineNumberAt reports whether element c, about to be written after b,
// stands at the start of a line and holds a number only, and returns the
// number; false when marks is nil.
func lineNumberAt(b []byte, c *html.Node, marks *[]lineMark) (int, bool) {
	if marks == nil || len(b) > 0 && b[len(b)-1] != '\n' {
		return 0, false
	}
	num, digits := 0, 0
	ok := true
	var visit func(n *html.Node)
	visit = func(n *html.Node) {
		for k := n.FirstChild; k != nil && ok; k = k.NextSibling {
			switch k.Type {
			case html.TextNode:
				for i := 0; i < len(k.Data) && ok; i++ {
					switch ch := k.Data[i]; {
					case ch >= '0' && ch <= '9':
						num = num*10 + int(ch-'0')
						digits++
						ok = digits <= maxLineNumber
					case ch == ' ' || ch == '\t':
					default:
						ok = false // a newline, or anything but a number
					}
				}
			case html.ElementNode:
				if !Drops(k) {
					visit(k)
				}
			}
		}
	}
	visit(c)
	return num, ok && digits > 0
}

// numberGutter reports whether marks, the number elements found at line
// starts of text b, are a gutter: one on every line, counting the lines,
// at least two, with code after at least one of them.
func numberGutter(b []byte, marks []lineMark) bool {
	if len(marks) < 2 {
		return false
	}
	lines := bytes.Count(b, []byte{'\n'})
	if len(b) > 0 && b[len(b)-1] != '\n' {
		lines++
	}
	if lines != len(marks) {
		return false
	}
	code := false
	for i, m := range marks {
		if m.num != marks[0].num+i {
			return false
		}
		code = code || m.end < len(b) && b[m.end] != '\n'
	}
	return code
}
