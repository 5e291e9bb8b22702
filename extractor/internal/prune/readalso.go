package prune

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
)

// Links to other articles set inside the text: a line of a short label, a
// colon and a linked headline ("Read more: Looted colonial art", "Lea:
// Consejo Permanente de OEA aborda ...", "MIRA: Madre se acerca ...",
// "Lesen Sie auch: ...", "延伸阅读：..." with CJK's full-width colon). The
// label is a word or three in any language, counted as piecesOver counts
// (a Chinese sentence before a colon is a dozen words, not one piece);
// what makes the line a teaser is its shape, not its words: after the
// colon nothing but one or more links of readAlsoWords words or more (a
// headline, not "PDF" or "hier"), and the label outside them. Only on prose
// without code, where a "Source: <link>" line is a credit too; a listing's
// "Category: <link>" entries and documentation's "See: <link>" stay.
//
// The link must stay on the page's site (offSite, when the page's address
// is known): a site points to its own articles, while the same shape
// linking out is a story's facts ("Venue: <a>Royal Concert Hall</a>" to a
// map, "Adresse : <a>12 rue des Rosiers</a>", "Book: <a>The Name of the
// Wind</a>" to a shop) or a writer's pointers to other writers, which
// truths keep. Measured against the rule without it: wcxb-dev 0.911884 ->
// 0.911915 (article .96525 -> .96531; 8 pages up, among them a newsletter's
// "See: <other blog's post>" lines 0.922 -> 0.964 and a book list's
// linked titles; 3 down, calls to action to a partner site, "Get Started:
// <course>" 0.949 -> 0.944), ScrapingHub 0.9784 (a "See ... coverage at
// <sister site>" line returns, 0.982 -> 0.975), trafilatura-dev and
// readability-testpages identical page for page.
const (
	readAlsoLabelWords = 3
	readAlsoWords      = 4
	readAlsoMaxLetters = 250
	// readAlsoLinked is the least share of the letters after the colon
	// inside links.
	readAlsoLinked = 0.9
	// moreLinkWords bounds a link cut off with an ellipsis that points to
	// another article.
	moreLinkWords = 25
)

func readAlso(t *tree, cut func(int32, classify.Role)) {
	if !t.prose() || t.hasCode() {
		return
	}
	for _, u := range t.units {
		if !t.canCut(u) || t.text[u] > readAlsoMaxLetters || t.link[u] == 0 {
			continue
		}
		if (readAlsoLine(t.unitText[u], t.text[u], t.link[u]) && t.links(u) == 1 || moreLink(t, u)) && !t.offSite(u) {
			cut(u, classify.RoleRelated)
		}
	}
}

// moreLink reports whether unit u is one link cut off with an ellipsis
// ("Lesen Sie hier einen weiteren spannenden Beitrag …"): a pointer to
// another article.
func moreLink(t *tree, u int32) bool {
	return t.link[u] == t.text[u] && truncated(t.unitText[u]) && !heading(t.nodes[u]) &&
		!piecesOver(t.unitText[u], moreLinkWords) && t.links(u) == 1
}

// links counts the links of i's subtree.
func (t *tree) links(i int32) int {
	k := 0
	for j := i; j < t.end[i]; j++ {
		if t.nodes[j].DataAtom == atom.A && t.text[j] > 0 {
			k++
		}
	}
	return k
}

// readAlsoLine reports whether s (text letters, link of them in links) is
// a label, a colon and a linked headline.
func readAlsoLine(s string, text, link int32) bool {
	i := strings.IndexAny(s, ":\uff1a") // a colon, or CJK's full-width one
	if i < 0 {
		return false
	}
	_, w := utf8.DecodeRuneInString(s[i:])
	label, rest := s[:i], s[i+w:]
	if piecesOver(strings.TrimSpace(label), readAlsoLabelWords) {
		return false
	}
	label = strings.TrimSpace(label)
	if label == "" || strings.IndexFunc(label, unicode.IsLetter) < 0 || strings.ContainsAny(label, "0123456789") {
		return false // "12:30 ...", a time, not a label
	}
	after := text - letters(label)
	if after <= 0 || link > after { // the label is linked: a link of its own
		return false
	}
	return float32(link) >= readAlsoLinked*float32(after) && wordsOver(rest, readAlsoWords-1)
}
