package prune

import (
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// shortTexts are the short texts of one tag on the page (labelsOf): the
// field and control labels that repeat from tile to tile of a grid.
type shortTexts struct {
	nodes []int32        // the elements, in document order
	texts []string       // their text, lower-cased and white space collapsed
	count map[string]int // how many of the elements hold each text
}

// labelsOf gathers the elements of tag a that are not cut and whose text
// could be words words long (shortLetters), with their folded texts.
func labelsOf(t *tree, a atom.Atom, words int) shortTexts {
	l := shortTexts{count: map[string]int{}}
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.nodes[i].DataAtom == a && !t.cut[i] && t.text[i] > 0 && t.text[i] <= shortLetters(words) {
			s := dom.FoldSpace(dom.Text(t.nodes[i], nil))
			l.nodes, l.texts = append(l.nodes, i), append(l.texts, s)
			l.count[s]++
		}
	}
	return l
}

// shortLetters bounds the letters and digits of a text of n words, at
// letterWord each, so that the rules reading short texts (badges, field
// and control labels, unspoken labels) skip longer elements before
// reading their text: an element holding much of the page, read at each
// level of a nesting, would cost time quadratic in the page.
func shortLetters(n int) int32 { return int32(n * letterWord) }

// letterWord is a generous length of a word (German compounds, model
// numbers, "Back-Ordered").
const letterWord = 20
