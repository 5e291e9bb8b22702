package classify

import "golang.org/x/net/html/atom"

// The buy box: a shop's product template puts the product's name (its
// <h1>), its price, a short description and the add-to-cart form in one
// box, and the long description, the specifications and the reviews in
// tabs below. When the set of subtrees (blockset.go) chooses the tabs and
// leaves the whole box out — the box's class words read as chrome to the
// model (a sticky buy box named "offer-holder-stcky-navbar", wcxb-dev
// 4206), or its price and rating lines pull its units down — the short
// description, which the truths keep beside the long one, is lost.
//
// The box is the smallest element around the page's first add-to-cart
// form (cartcontrols.go) that holds an <h1> outside chrome, at most
// buyBoxMax bytes of text: a box, not the page. When no chosen block lies
// in it or around it, its visible prose paragraphs (summaryWords words
// or more, at the declared summary's least model probability,
// summaryProb) join the content. Headings, prices, pickers and
// labels are shorter than a paragraph and stay out, and so do the
// box's hidden state messages ("… is backordered and will ship as soon
// as it is back in stock", shown only for a sold-out variant): the hidden
// attribute, aria-hidden or display:none on the unit or above it
// (flagHidden).
//
// Measured (gym score wcxb, against none, on 5cd6234): product 0.80885 ->
// 0.81052 (4206 0.723 -> 0.922), host-bootstrap share below 0.80 32.4% ->
// 30.0%, no other page changes. Without the probability floor it also took
// an Etsy seller's notes and the <h1> as a paragraph (0617 0.920 -> 0.731);
// without the hidden test, a backorder notice (4017 0.951 -> 0.911).
func rescueBuyBox(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	if !opt.shop() || len(mains) == 0 || s.prob == nil {
		return
	}
	box := buyBox(x, s)
	if box < 0 {
		return
	}
	sc := 0.0
	for m, v := range mains {
		if x.contains(m, box) || x.contains(box, m) {
			return // the content already reads the box, or part of it
		}
		sc = max(sc, v)
	}
	for u := box; u < x.end[box]; u++ {
		if s.chrome[u] != 0 {
			u = x.end[u] - 1
			continue
		}
		if x.unit[u] != u || x.unitWords[u] < summaryWords || x.words[u] != x.unitWords[u] ||
			s.prob[u] < summaryProb || s.flags[u]&flagHidden != 0 || isHeading(x, u) {
			continue
		}
		mains[u] = sc
		u = x.end[u] - 1
	}
}

// buyBoxMax is the most text (non-space bytes) a buy box holds: a name,
// a price, a paragraph or two, the pickers and the buttons. 4206's is
// 1,150.
const buyBoxMax = 2000

// buyBox returns the smallest element around the page's first add-to-cart
// form that holds an <h1> outside chrome, -1 when none within buyBoxMax.
// buyBoxMax bounds the boxes' text, not their elements: a box of icons,
// spacers and hidden inputs may hold thousands, so each level reads only
// what the level below did not (keptH1's done), once in all.
func buyBox(x *index, s *scores) int32 {
	form := int32(-1)
	for i := int32(0); i < int32(len(x.nodes)); i++ {
		if x.atom(i) == atom.Form && cartControl(x.nodes[i]) {
			form = i
			break
		}
	}
	if form < 0 {
		return -1
	}
	done := int32(-1)
	for a := x.parent[form]; a > 0 && x.text[a] <= buyBoxMax; done, a = a, x.parent[a] {
		if s.chrome[a] == 0 && keptH1(x, s, a, done) {
			return a
		}
	}
	return -1
}

// keptH1 reports whether a holds an <h1> outside chrome, apart from the
// subtree of its child done (-1 for none): the box below, which holds
// none outside chrome (or is chrome itself), and whose <h1> would be
// under the same chrome seen from a, which is not chrome.
func keptH1(x *index, s *scores, a, done int32) bool {
	for i := a; i < x.end[a]; i++ {
		if i == done || s.chrome[i] != 0 {
			i = x.end[i] - 1
			continue
		}
		if x.atom(i) == atom.H1 {
			return true
		}
	}
	return false
}
