package classify

import (
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Stray blocks: after an article's body, the set of subtrees (blockset.go)
// often picks up small blocks that score as text but are not the article:
// a "Das könnte Sie auch interessieren" heading with its teaser, a comment
// form's prompt, a support-us box, a footer address. On a page whose
// content is one dominant block of prose (strayDominant of the chosen text,
// at most strayLinks of it in links), a block after the dominant one that
// is short (under strayMax non-space bytes), is not a heading, holds no
// code and does not repeat the tag and class of another chosen block (the
// items of a list or thread) becomes boilerplate. Forums keep them: there
// the replies after the question are the content.
//
// Measured on the three corpora (gym score), against no stray rule:
// trafilatura-dev F1 0.8981 -> 0.9015, wcxb-dev 0.8915 -> 0.8931,
// ScrapingHub 0.9703 -> 0.9720. Blocks before the dominant one are left
// alone (cutting them lost trafilatura-dev recall: leads and titles).
const (
	strayDominant = 0.6
	strayLinks    = 0.25
	strayMax      = 1000
)

func dropStrays(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	if opt.keepComments || len(mains) < 2 {
		return
	}
	d := dominantProse(x, s, mains)
	if d < 0 {
		return
	}
	sig := make(map[string]int, len(mains))
	for m := range mains {
		sig[straySig(x, m)]++
	}
	h1 := firstH1(x, s)
	for m := range mains {
		if holdsHeadline(x, m, h1) { // headlinestray.go
			continue
		}
		if m < x.end[d] || s.keptText[m] >= strayMax || sig[straySig(x, m)] > 1 || isHeading(x, m) || holdsCode(x, m) {
			continue
		}
		delete(mains, m)
		s.chrome[m] = code(RoleBoilerplate)
	}
}

// dominantProse returns the chosen block that holds strayDominant of the
// chosen text, when at most strayLinks of that text is links: the body of
// a page whose content is one text. -1 when there is none.
func dominantProse(x *index, s *scores, mains map[int32]float64) int32 {
	var total, links int32
	d := int32(-1)
	for m := range mains {
		total += s.keptText[m]
		links += x.link[m]
		if d < 0 || s.keptText[m] > s.keptText[d] || s.keptText[m] == s.keptText[d] && m < d {
			d = m
		}
	}
	if d < 0 || float64(links) > strayLinks*float64(total) || float64(s.keptText[d]) < strayDominant*float64(total) {
		return -1
	}
	return d
}

// straySig is what repeats between the items of a list: tag and class.
func straySig(x *index, i int32) string {
	n := x.nodes[i]
	return n.Data + "." + dom.Attr(n, "class")
}

// isHeading reports whether node i is <h1> to <h6> (dom.HeadingAtom).
func isHeading(x *index, i int32) bool {
	return dom.HeadingAtom(x.atom(i))
}

// holdsCode reports whether i's subtree holds <pre> or <code>: a short
// snippet after a tutorial's text is part of it. Only short blocks are
// scanned.
func holdsCode(x *index, i int32) bool {
	for j := i; j < x.end[i]; j++ {
		if a := x.atom(j); a == atom.Pre || a == atom.Code {
			return true
		}
	}
	return false
}
