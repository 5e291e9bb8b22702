package classify

import "golang.org/x/net/html/atom"

// The page's title block. A shop's category names the box around its
// <h1> and lead "category-header" (and the lead's own box
// "category-header_description"), so dropAsides read the page's title and
// intro, chosen beside a grid that holds most of the chosen text, as the
// site's header and cut them, though the truths keep both (a CBD shop's
// two categories, 61 and 73 words of intro each). A "header"-named box
// that holds an <h1> with text and a unit of at least titleBlockWords
// words outside it is the content's title and lead: a site header holds a
// logo, menus and a short notice ("Free shipping on orders over $50"),
// not a paragraph. The box is looked for from the hinted element up
// titleBlockClimb levels, below the content region.
//
// Measured (gym score wcxb, precise mean, on 5d2ff85): collection 0.81634
// -> 0.81668 (the two categories 0.969 -> 0.991 and 0.978 -> 0.996), no
// other page moves; ScrapingHub, trafilatura-dev and
// readability-testpages identical page for page. A <header> element
// outside <article> and <main> read the same way changed no page of the
// four corpora and is left as it was.
const (
	titleBlockWords = 15
	titleBlockClimb = 2
)

// titleHeader reports whether role r, hinted on a (whose lowest ancestor
// shared with the content region d is above it), is a header's that lies
// in the page's title block. titled keeps the verdicts on the boxes
// asked already.
func titleHeader(x *index, r Role, a, d int32, titled boxVerdicts) bool {
	if r != RoleHeader {
		return false
	}
	for up := 0; a >= 0 && up <= titleBlockClimb && !x.contains(a, d); a, up = x.parent[a], up+1 {
		if titled.of(x, a, titleBlock) {
			return true
		}
	}
	return false
}

// titleBlock reports whether element a holds an <h1> with text and a unit
// of at least titleBlockWords words outside it.
func titleBlock(x *index, a int32) bool {
	h1, lead := false, false
	for j := a; j < x.end[a] && !(h1 && lead); j++ {
		if x.atom(j) == atom.H1 && x.text[j] > 0 {
			h1 = true
			j = x.end[j] - 1
			continue
		}
		lead = lead || x.unit[j] == j && x.unitWords[j] >= titleBlockWords
	}
	return h1 && lead
}
