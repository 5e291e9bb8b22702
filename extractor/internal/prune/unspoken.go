package prune

import (
	"strings"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Unspoken labels: an element marked aria-hidden="true" is shown but
// skipped by screen readers, which sites do to words that only decorate or
// repeat what is read out elsewhere: an icon's or a swatch's name ("rear
// camera", "Space Black", "Colour :"), a delivery option's glyph label
// ("shipping", "pickup"), a link's visible caption beside its aria-label
// ("seller's other items"). WCXB's truths leave such short words out; they
// keep the figures shown twice, once hidden (prices, review counts), and
// the paragraphs of tab and accordion panels that aria-hidden also marks
// (EXTRACTION.md: dropping hidden content wholesale costs recall). So only
// a label goes: the element's own aria-hidden, at most ariaLabelWords
// words, and no digit.
//
// Measured (gym score): wcxb-dev mean 0.904973 -> 0.905063, product 0.7775
// -> 0.7783 (a supplement 0.632 -> 0.691, Walmart's blender 0.661 ->
// 0.694, Sephora 0.625 -> 0.649), service 0.8701 -> 0.8702 (Vercel +0.013),
// listing 0.8172 -> 0.8173, collection 0.79546 -> 0.79554, article
// .9643, documentation .9496, forum .8284 unchanged; 15 pages gain, 7 lose
// up to 0.018; ScrapingHub 0.9766 and trafilatura-dev F1 0.9416
// unchanged. With digits allowed the mean gained less (0.905036: prices
// and counts shown twice, once hidden, are in the truths: Sam's Club
// -0.047, Anthropologie -0.041); six words cost documentation 0.00001.
const ariaLabelWords = 3

func unspokenLabels(t *tree, cut func(int32, classify.Role)) {
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.text[i] == 0 || t.text[i] > shortLetters(ariaLabelWords) || !t.canCut(i) ||
			dom.Attr(t.nodes[i], "aria-hidden") != "true" {
			continue
		}
		if s := dom.Text(t.nodes[i], nil); !wordsOver(s, ariaLabelWords) && !strings.ContainsAny(s, "0123456789") {
			cut(i, classify.RoleBoilerplate)
			i = t.end[i] - 1
		}
	}
}
