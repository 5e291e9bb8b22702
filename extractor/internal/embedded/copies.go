package embedded

import (
	"html"
	"strings"
)

// A framework's page state holds the same text many times: a product's
// description as the page's HTML field and again, as plain text, in the
// data of each of its variants (a Bombas sock's twelve sizes each repeat
// its blurb and its four feature notes). Joined in data order, the copies
// read as the description printed again and again. A string is kept only
// when it brings a paragraph not read before: its text is cut into pieces
// at tags and blank lines, so that an HTML field's paragraphs and the same
// sentences written plainly elsewhere match.

// addPieces records the pieces of s in seen and reports whether any was
// new.
func addPieces(seen map[string]bool, s string) bool {
	added := false
	for _, p := range pieces(s) {
		if !seen[p] {
			seen[p] = true
			added = true
		}
	}
	return added
}

// pieces returns the text of s cut at tags and blank lines, each piece
// unescaped and with its white space collapsed; empty pieces are left out.
func pieces(s string) []string {
	var out []string
	add := func(t string) {
		for _, para := range strings.Split(t, "\n\n") {
			if f := strings.Join(strings.Fields(html.UnescapeString(para)), " "); f != "" {
				out = append(out, f)
			}
		}
	}
	for {
		i := strings.IndexByte(s, '<')
		if i < 0 {
			add(s)
			return out
		}
		add(s[:i])
		j := strings.IndexByte(s[i:], '>')
		if j < 0 {
			add(s[i:])
			return out
		}
		s = s[i+j+1:]
	}
}

// asParagraphs writes plain text as HTML paragraphs, one per block of text
// between blank lines, escaped so that it reads as text.
func asParagraphs(s string) string {
	var b strings.Builder
	for _, para := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n\n") {
		if para = strings.TrimSpace(para); para != "" {
			b.WriteString("<p>")
			b.WriteString(html.EscapeString(para))
			b.WriteString("</p>")
		}
	}
	return b.String()
}
