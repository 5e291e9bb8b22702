package prune

import (
	"strings"
	"unicode"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Aria twins: an element marked aria-hidden="true" beside a sibling that
// holds its text. Responsive and animated heroes write their words more
// than once and tell screen readers to skip all but one copy: Linear's
// h1 holds the headline split into animated words for phones and again
// for wide screens (aria-hidden="true"), then once more in a
// visually-hidden span for screen readers, and came out three times;
// Vercel's hero holds its headline in a phone layout (aria-hidden) and a
// desktop one. The copy screen readers skip is the one a page itself
// calls redundant: it goes, once or several times over, when an element
// sibling right before or after it reads the same letters. When it says
// them once and the sibling is visually hidden (a price or a quote shown
// once and written again for screen readers), the hidden copy goes
// instead: the words stay as the page shows them. Not a longer
// or shorter text: a tab or accordion panel (aria-hidden until opened)
// holds text of its own, which the truths keep (EXTRACTION.md).
const ariaTwinMinText = 8 // letters and digits of a twin: more than a price's

func ariaTwins(t *tree, cut func(int32, classify.Role)) {
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.cut[i] || t.text[i] < ariaTwinMinText || !t.canCut(i) || dom.Attr(t.nodes[i], "aria-hidden") != "true" {
			continue
		}
		// An aria-hidden element inside this one is no twin of its own:
		// the subtree is read once, and the walk stays linear.
		key, end := "", t.end[i]
		for _, s := range [2]int32{t.prevSibling(i), t.next(i)} {
			if s < 0 || t.cut[s] || t.text[s] < ariaTwinMinText || t.text[i]%t.text[s] != 0 {
				continue
			}
			if key == "" {
				key = letterKey(t.nodes[i])
			}
			if !copies(key, letterKey(t.nodes[s])) {
				continue
			}
			if t.text[i] == t.text[s] && srOnlyClass(t.class[s]) && t.canCut(s) {
				cut(s, classify.RoleBoilerplate) // shown once: the screen reader's copy goes
			} else {
				cut(i, classify.RoleBoilerplate)
			}
			break
		}
		i = end - 1
	}
}

// letterKey returns the letters and digits of n's text, lower-cased.
func letterKey(n *html.Node) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsNumber(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, dom.Text(n, skipped))
}

// copies reports whether a is b written once or more times over.
func copies(a, b string) bool {
	if b == "" || len(a)%len(b) != 0 {
		return false
	}
	for ; a != ""; a = a[len(b):] {
		if !strings.HasPrefix(a, b) {
			return false
		}
	}
	return true
}
