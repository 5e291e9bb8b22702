package classify

import (
	"golang.org/x/net/html"
)

// boilerVocab are words of short boilerplate lines: section titles of
// related links and comments, calls to action, legal lines, account links.
// They come from the most frequent leaked "without" snippets of wcxb-dev
// ("related articles", "you may also like", "sign up", "add to cart",
// "privacy policy", "book a demo"...), and feed the model as a feature of
// short units only (12 words or fewer).
var boilerVocab = map[string]bool{
	"related": true, "share": true, "subscribe": true, "newsletter": true, "cookie": true,
	"cookies": true, "privacy": true, "copyright": true, "login": true, "log": true, "sign": true,
	"register": true, "advertisement": true, "sponsored": true, "trending": true, "popular": true,
	"recommended": true, "tags": true, "categories": true, "comments": true, "comment": true,
	"reply": true, "cart": true, "basket": true, "demo": true, "trial": true, "menu": true,
	"search": true, "follow": true, "previous": true, "next": true, "skip": true, "shipping": true,
	"download": true, "rights": true, "reserved": true, "terms": true, "policy": true,
}

// boilerWords returns the share of a short unit's words found in
// boilerVocab, capped at 1 from two hits.
func boilerWords(n *html.Node, buf *[]byte) float32 {
	b := appendInlineText((*buf)[:0], n)
	*buf = b
	hits, start := 0, -1
	for i := 0; i <= len(b); i++ {
		letter := i < len(b) && (b[i] >= 'a' && b[i] <= 'z' || b[i] >= 'A' && b[i] <= 'Z')
		if letter {
			if b[i] < 'a' {
				b[i] += 'a' - 'A'
			}
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 && boilerVocab[string(b[start:i])] {
			hits++
		}
		start = -1
	}
	return min(1, float32(hits)/2)
}

// appendInlineText appends the text of n and its inline descendants.
func appendInlineText(b []byte, n *html.Node) []byte {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			b = append(b, c.Data...)
			b = append(b, ' ')
		case c.Type == html.ElementNode && inline[c.DataAtom] && !skipped(c):
			b = appendInlineText(b, c)
		}
	}
	return b
}
