package classify

import (
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Story paragraphs beside the chosen ones. When the block set takes an
// article paragraph by paragraph, it takes a paragraph when the model
// finds it likely enough, and the model finds a paragraph that stands
// alone between two headings less likely than one beside another
// paragraph (its "repeats" feature: an adjacent sibling of the same tag
// and class). A guide that gives every section one paragraph under its own
// heading, a lead paragraph above a table of contents, lose their text that
// way, though it is written in the same box, with the same markup, as the
// paragraphs that are kept (trafilatura-dev: a wine magazine's intro and
// first three sections went, the later ones stayed).
//
// Readability joins such siblings to its top candidate: a sibling
// paragraph of 80 characters or more with little link text. Here, once a
// box gives the set two paragraphs or more, its other paragraphs of the
// same class join when they are prose as Readability measures it and the
// model does not find them unlikely (storyFloor); a heading whose next
// element is a paragraph that joined joins with it.

// storyFloor is the least content probability of a sibling paragraph that
// joins: below the selection's own threshold (0.5), above what the model
// gives boilerplate set as a paragraph (calls to action, notices, bylines
// sit well under 0.3).
const storyFloor = 0.35

// storyMinText is Readability's sibling paragraph length (80 characters).
const storyMinText = 80

// storyMaxLinks is Readability's sibling link density (0.25).
const storyMaxLinks = 0.25

func rescueStorySiblings(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	if !opt.articleLike() || len(mains) < 2 || s.prob == nil {
		return
	}
	count := map[int32]int{}
	for m := range mains {
		if x.atom(m) == atom.P {
			if p := x.parent[m]; p >= 0 {
				count[p]++
			}
		}
	}
	for p, n := range count {
		if n >= 2 {
			joinStorySiblings(x, s, mains, p)
		}
	}
}

// joinStorySiblings joins box p's story paragraphs (storyParagraph) and
// the headings over them to the content.
func joinStorySiblings(x *index, s *scores, mains map[int32]float64, p int32) {
	classes := map[string]bool{}
	var score float64
	x.children(p, func(c int32) {
		if sc, ok := mains[c]; ok && x.atom(c) == atom.P {
			classes[dom.Attr(x.nodes[c], "class")] = true
			score = sc
		}
	})
	var kids []int32
	x.children(p, func(c int32) { kids = append(kids, c) })
	took := false
	for i := len(kids) - 1; i >= 0; i-- {
		c := kids[i]
		if _, ok := mains[c]; ok || s.chrome[c] != 0 {
			took = false // a heading over a chosen paragraph is the gap rules' (gapheadings.go)
			continue
		}
		switch {
		case x.atom(c) == atom.P && classes[dom.Attr(x.nodes[c], "class")] && storyParagraph(x, s, c):
			took = true
		case isHeading(x, c) && took && x.text[c] > 0:
			took = false // a heading heads one run of paragraphs
		default:
			took = false
			continue
		}
		mains[c] = score
		s.markRescued(c)
	}
}

// storyParagraph reports whether unit c reads as a story's paragraph:
// Readability's length and link density, and not unlikely to the model.
func storyParagraph(x *index, s *scores, c int32) bool {
	if x.unit[c] != c || x.unitText[c] < storyMinText {
		return false
	}
	if float32(x.unitLink[c]) > storyMaxLinks*float32(x.unitText[c]) {
		return false
	}
	return s.prob[c] >= storyFloor
}
