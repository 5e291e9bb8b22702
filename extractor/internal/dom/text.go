package dom

import (
	"strings"
	"unicode"

	"golang.org/x/net/html"
)

// Text returns the text under n with white space collapsed to single
// spaces and trimmed. Elements for which skip reports true are left out
// with everything in them; a nil skip leaves out nothing. Text nodes are
// joined with a space, so "<b>a</b><i>b</i>" reads "a b".
func Text(n *html.Node, skip func(*html.Node) bool) string {
	var b strings.Builder
	appendText(&b, n, skip)
	return b.String()
}

// appendText writes the words of the text under c to b, each after one
// space unless b is empty. Writing the words as they are found gives
// what joining the fields of all the text, a space after each text node,
// gives, without building that text, its fields and their join: Text runs
// on many elements of every page.
func appendText(b *strings.Builder, c *html.Node, skip func(*html.Node) bool) {
	if c.Type == html.TextNode {
		b.Grow(len(c.Data) + 1) // room for the node at once, not word by word
		for w := range strings.FieldsSeq(c.Data) {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(w)
		}
		return
	}
	if c.Type == html.ElementNode && skip != nil && skip(c) {
		return
	}
	for k := c.FirstChild; k != nil; k = k.NextSibling {
		appendText(b, k, skip)
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
