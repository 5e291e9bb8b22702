package markdown

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Numbered by labels. Reference lists in scholarly HTML (JATS, the XML
// that journals and PubMed Central publish articles in, and the HTML made
// from it) number their items with an element of their own, not with the
// list's counter: "<ul><li><span class="label">1.</span><cite>Smith J.
// …</cite></li>…", shown with the bullets turned off. The walker wrote a
// bulleted list whose items open with the number glued to the text
// ("- 1.*Smith J.*"). A list whose every item opens with such a label,
// an element holding only a number and a "." or ")", the numbers counting
// up by one, is written as the ordered list it shows, from the first
// label's number, and the labels are left out: the list's own numbers
// say them. The plain text keeps the labels as the page shows them.

// labelMin is the fewest items a labelled list needs: two labels that
// count, not one number that happens to open an item.
const labelMin = 2

// numberLabels returns the number of the first label of list n when
// every item opens with a number label (itemLabel) and the labels count
// up by one; ok is false otherwise.
func (r *renderer) numberLabels(n *html.Node) (start int, ok bool) {
	items, next := 0, 0
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode || c.DataAtom != atom.Li || r.skipped(c) {
			continue
		}
		num := labelNumber(itemLabel(c))
		if num == 0 || items > 0 && num != next {
			return 0, false
		}
		if items == 0 {
			start = num
		}
		items++
		next = num + 1
	}
	return start, items >= labelMin
}

// itemLabel returns the element li opens with, past white space: the
// label candidate, or nil when li opens with text.
func itemLabel(li *html.Node) *html.Node {
	for c := li.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			if strings.TrimSpace(c.Data) != "" {
				return nil
			}
		case html.ElementNode:
			return c
		}
	}
	return nil
}

// labelNumber returns the number label l holds, or 0: l's whole text is
// one to numberedMax digits and a "." or ")", white space around, and l
// holds no element but inline text (a <span>, a <b>).
func labelNumber(l *html.Node) int {
	if l == nil {
		return 0
	}
	var b strings.Builder
	for c := l.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			b.WriteString(c.Data)
		case html.ElementNode:
			if c.FirstChild == nil || c.FirstChild.Type != html.TextNode || c.FirstChild.NextSibling != nil {
				return 0
			}
			b.WriteString(c.FirstChild.Data)
		}
	}
	t := strings.TrimSpace(b.String())
	num, _ := numberMark(t) // numberedparas.go
	if num == 0 || len(t) > numberedMax+1 {
		return 0
	}
	return num
}

// labelText writes the text of an element the Markdown leaves out to the
// plain text only, which reads as the page shows it: a list label ("1.
// Moss A …", the Markdown numbering the item instead) or a heading's
// control (headinglinks.go).
func (r *renderer) labelText(l *html.Node) {
	t := strings.TrimSpace(dom.Text(l, nil))
	if t == "" {
		return
	}
	if k := len(r.it); k > 0 && r.it[k-1] != ' ' && r.it[k-1] != '\n' {
		r.it = append(r.it, ' ') // the white space before it may still be pending
	}
	r.it = append(r.it, t...)
	r.it = append(r.it, ' ')
}
