package prune

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Boilerplate links and labels standing on a line of their own inside a
// bigger block: <main><a>Edit this page on GitHub</a><div>..</div></main>,
// a card's <a>Learn more</a> after its text, <br>-separated "Sign Up". Such
// an inline element is not a paragraph unit, so boilerLines, which judges
// whole units, never sees it. It is cut when its whole text is a line
// phrase of phrases.txt and nothing but white space, comments, icons, <br>
// or blocks stand beside it and beside each inline element holding it
// (<strong><span>SHARE YOUR STORY</span></strong> between <br>s): inside a sentence ("Already have an account? <a>Log in</a>")
// the words are the sentence's. A line starting with a prefix phrase
// that is no title ("Posted by David at ...", "current price $148.02")
// goes too; one ending in a colon ("Filed under: Hardware -- Catalogs")
// can title a listing's entries. So does a pointer line ("Más sobre
// <a>La Semana Política</a>", pointerLine).
func boilerInlines(t *tree, cut func(int32, classify.Role)) {
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		n := t.nodes[i]
		if t.cut[i] || t.parent[i] < 0 || !classify.Inline(n.DataAtom) || t.text[i] == 0 || t.text[i] > 80 {
			continue
		}
		if t.unit[i] == i || !alone(t, i) {
			continue
		}
		text := dom.Text(n, skipped)
		wc := dom.WordsUpTo(text, prefixMaxWords+1)
		if wc > prefixMaxWords {
			continue
		}
		line := normLine(text)
		if wc <= phraseMaxWords && phrases.line[line] || labelPrefix(line) && !labelApart(n, text) || pointerLine(t, i, line) { // labelapart.go
			cut(i, classify.RoleBoilerplate)
			i = t.end[i] - 1
		}
	}
}

// alone reports whether element i and each inline element holding it
// inside its unit stand alone.
func alone(t *tree, i int32) bool {
	for ; i != t.unit[i]; i = t.parent[i] {
		if !standsAlone(t.nodes[i]) {
			return false
		}
	}
	return true
}

// standsAlone reports whether n's neighbours are only white space, <br>
// and block elements.
func standsAlone(n *html.Node) bool {
	ok := func(s *html.Node) bool {
		switch {
		case s == nil:
			return true
		case s.Type == html.TextNode:
			return strings.TrimSpace(s.Data) == ""
		case s.Type == html.ElementNode:
			return !classify.Inline(s.DataAtom) || s.Data == "br"
		}
		return true
	}
	p, q := n.PrevSibling, n.NextSibling
	for p != nil && blank(p) {
		p = p.PrevSibling
	}
	for q != nil && blank(q) {
		q = q.NextSibling
	}
	return ok(p) && ok(q)
}

// blank reports whether s is white space, a comment or an element without
// text (an icon, a <style>).
func blank(s *html.Node) bool {
	switch s.Type {
	case html.CommentNode:
		return true
	case html.TextNode:
		return strings.TrimSpace(s.Data) == ""
	case html.ElementNode:
		return skipped(s) || s.DataAtom == atom.Img // an icon beside a label
	}
	return false
}

// labelPrefix reports whether line starts with a prefix phrase that does
// not end in a colon.
func labelPrefix(line string) bool {
	for _, p := range phrases.prefix.of(line) {
		if !strings.HasSuffix(p, ":") && strings.HasPrefix(line, p) {
			return true
		}
	}
	return false
}
