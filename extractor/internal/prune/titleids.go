package prune

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// An id that spells its element's own text is the element's title, not a
// layout name: MediaWiki writes each section's headline as <span
// class="mw-headline" id="Related_to_Portage">Related to Portage</span>,
// and the table of contents links to it. Read as a box's name, "Related"
// made the headline a related-links box (wcxb-dev 0683 lost two of
// Gentoo's section headings). dom.SelfLinked reads the other way
// documentation writes such ids, with a permalink.

// titleIDElements bounds the elements of a title: a headline is a span or
// a heading with a little inline markup. A larger box is no title, and is
// not read: every named box with an id was read whole for its text, time
// in depth times the page on boxes nested in boxes (500 nested
// "comments-N" boxes around 20,000 paragraphs took 30 s).
const titleIDElements = 32

// titleID reports whether element i's id spells its text (idSpellsText).
// Its letters and digits are each a byte or more of the id, so a box with
// more letters than twice the id's bytes cannot spell it (a number that
// is no digit, "½", counts among the letters but not in the id).
func (t *tree) titleID(i int32) bool {
	id := t.id[i]
	return t.end[i]-i <= titleIDElements && t.text[i] <= 2*int32(len(id)) && idSpellsText(t.nodes[i], id)
}

// idSpellsText reports whether id, n's id lower-cased, spells n's text:
// the same letters and digits in the same order, case folded, whatever
// separates the words ("_", "-", spaces).
func idSpellsText(n *html.Node, id string) bool {
	text := dom.Text(n, nil)
	i := 0 // the next byte of id to match
	for _, r := range strings.ToLower(text) {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			continue
		}
		for i < len(id) && id[i] < utf8.RuneSelf && asciiAlnum[id[i]] == 0 {
			i++
		}
		if !strings.HasPrefix(id[i:], string(r)) {
			return false
		}
		i += len(string(r))
	}
	for ; i < len(id); i++ {
		if id[i] >= utf8.RuneSelf || asciiAlnum[id[i]] == 1 {
			return false
		}
	}
	return text != ""
}
