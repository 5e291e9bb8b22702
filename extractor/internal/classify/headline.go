package classify

import "strings"

// Headlines that paraphrase the <title>. markTitle drops the content's first
// <h1> when the <title> contains it, but editors often write the two apart:
// "The law that's helping fuel Delhi's deadly air pollution" under the
// <title> "Delhi air pollution: the law that's helping fuel it - Vox".
// On pages typed article, sameHeadline accepts an <h1> of headlineWordsMin
// words or more when headlineOverlap of its words are words of the title
// (on untyped pages it cost service and collection pages their headings).
const (
	headlineWordsMin = 3
	headlineOverlap  = 0.6
)

// sameHeadline reports whether the normalised heading h restates the
// normalised title t.
func sameHeadline(h, t string) bool {
	hw := strings.FieldsFunc(h, notWordRune)
	if len(hw) < headlineWordsMin {
		return false
	}
	tw := map[string]bool{}
	for _, w := range strings.FieldsFunc(t, notWordRune) {
		tw[w] = true
	}
	k := 0
	for _, w := range hw {
		if tw[w] {
			k++
		}
	}
	return float64(k) >= headlineOverlap*float64(len(hw))
}

func notWordRune(r rune) bool {
	return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127 && r != '’' && r != '‘' && r != '“' && r != '”' && r != '—' && r != '–')
}
