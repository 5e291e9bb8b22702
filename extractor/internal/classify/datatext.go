package classify

import (
	"encoding/json"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Data left in the markup. Widgets keep their state as a JSON document in
// an element the browser hides (Amazon's "aok-hidden" grid state, a shop
// plugin's <span hidden>) and read it from their scripts. The extractor
// keeps hidden text (tab and accordion panels are content, EXTRACTION.md),
// so such a document came out as a paragraph of JSON (wcxb-dev 0655, 4644).
// A paragraph unit (or an inline element) outside code whose whole text is a JSON object, or an
// array of objects or strings, with at least one key, is data and never
// prose: it is chrome before the content is chosen. Code is left alone:
// documentation shows JSON responses in <pre>.
const dataMinText = 40 // non-space bytes: "{}" or "[1]" are not documents

// dataUnit reports whether element i, a paragraph unit without blocks
// inside or an inline element (one of several documents in a unit), has a
// JSON document for its text.
func dataUnit(x *index, i int32) bool {
	if x.text[i] < dataMinText || !(x.unit[i] == i && x.text[i] == x.unitText[i] || inline.Has(x.atom(i))) {
		return false
	}
	var buf [8]byte
	o := unitOpening(buf[:0], x.nodes[i])
	if len(o) == 0 || o[0] != '{' && o[0] != '[' {
		return false
	}
	return !inCode(x.nodes[i]) && jsonDocument(string(appendInlineText(nil, x.nodes[i])))
}

// jsonDocument reports whether t is a JSON object, or an array starting
// with an object or a string, that has a key.
func jsonDocument(t string) bool {
	t = strings.TrimSpace(t)
	if len(t) < 2 || !strings.Contains(t, `":`) {
		return false
	}
	if t[0] == '[' {
		r := strings.TrimLeft(t[1:], " \t\n\r")
		if r == "" || r[0] != '{' && r[0] != '"' {
			return false
		}
	} else if t[0] != '{' {
		return false
	}
	return json.Valid([]byte(t))
}

// inCode reports whether n is, or is inside, an element of code.
func inCode(n *html.Node) bool {
	for p := n; p != nil; p = p.Parent {
		if p.Type == html.ElementNode {
			switch p.DataAtom {
			case atom.Pre, atom.Code, atom.Samp, atom.Kbd, atom.Textarea:
				return true
			}
		}
	}
	return false
}
