package dom

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
)

// Text returns the text under n with white space collapsed to single
// spaces and trimmed, its words as a browser shows them: texts that meet
// at inline markup run on ("<b>W</b>ord" reads "Word", "Plan<span>ning
// </span>" "Planning"), and a block, a <br>, a box or a break no word
// has inside it parts them, as Seam says. A space between every two text
// nodes made every rule that reads text see "W ord": two words, a phrase
// that did not match, a heading that was not its title. Elements for
// which skip reports true are left out with everything in them, as if
// they were empty; a nil skip leaves out nothing.
func Text(n *html.Node, skip func(*html.Node) bool) string {
	if n.Type == html.ElementNode && skip != nil && skip(n) {
		return ""
	}
	w := textWriter{skip: skip}
	if n.Type == html.TextNode {
		w.text(n.Data)
	} else {
		w.children(n)
	}
	return w.b.String()
}

// textWriter collects the words of Text.
type textWriter struct {
	b    strings.Builder
	skip func(*html.Node) bool
	seam Seam
}

func (w *textWriter) children(n *html.Node) {
	in := ParentOf(n)
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			w.text(c.Data)
		case html.ElementNode:
			if w.b.Len() > 0 {
				w.seam.Element(c, &in)
			}
			if w.skip == nil || !w.skip(c) {
				w.children(c)
			}
			if w.b.Len() > 0 {
				w.seam.Element(c, &in)
			}
		}
	}
}

// text writes the words of s.
func (w *textWriter) text(s string) {
	if s == "" {
		return
	}
	if r, _ := utf8.DecodeRuneInString(s); unicode.IsSpace(r) {
		w.seam.Space()
	}
	first := true
	for word := range strings.FieldsSeq(s) {
		if first {
			space := w.b.Len() > 0 && !w.seam.Joins(w.b.String(), word)
			w.b.Grow(len(s) + 1) // room for the node at once, not word by word
			if space {
				w.b.WriteByte(' ')
			}
			first = false
		} else {
			w.b.WriteByte(' ')
		}
		w.b.WriteString(word)
	}
	if !first {
		w.seam.Text(s)
	}
}

// FoldWords returns the lower-case letters and digits of s, its words
// separated by one space: the form in which the extractor compares texts
// whose markup, punctuation and spacing differ (a headline and the title,
// a box and the JSON-LD that describes it).
func FoldWords(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(unicode.ToLower(r))
			continue
		}
		space = true
	}
	return b.String()
}

// FoldSpace returns s lower-cased with its white space collapsed to single
// spaces and trimmed: the form in which short labels and headings are
// compared, punctuation kept (FoldWords drops it).
func FoldSpace(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(s)), " ")
}
