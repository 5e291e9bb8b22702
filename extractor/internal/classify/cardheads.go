package classify

import (
	"slices"

	"golang.org/x/net/html/atom"
)

// The title of a chosen card. On a listing the block set often takes a
// card's summary and leaves its title: the title is a short heading, all
// of it a link, which the model finds as unlikely as a menu entry, while
// the summary under it reads as prose (a blog index's teasers, a news
// section's items, a podcast directory's entries). Issue 12 asks for every
// item's title and summary. When a chosen block lies in a card (itself or
// an ancestor at most cardDepth levels up, one of at least cardSiblingsMin
// siblings of one kind, itemKey, holding a heading and a link, cardLike),
// the card's linked headings before the block join the content: an item's
// title leads to the item, a section heading inside a box does not.
//
// Forums, products and documentation are left alone (their own strategies
// choose posts, buy boxes and sections), and so are declared articles and
// pages whose content is one text (dominantProse): there the boxes beside
// the text are teasers of other stories whose excerpt the selection let
// in. Cards under chrome (an <aside>, a <nav>) or a chrome word
// (div#sidebar, "comments") are widgets, menus and replies, and a chosen block of cardSummaryMax or more is a whole post.
//
// Measured with gym score: wcxb-dev listing 0.82595 -> 0.82670 (a blog
// index, a podcast directory, an app-review list), collection 0.81274 ->
// 0.81285, documentation +0.00007; no page type falls; trafilatura-dev,
// ScrapingHub identical page for page. Each guard has its cost without it:
// articles included, 12 article pages lost (a blog's related-posts strip,
// a guide's restaurant cards); without the link test a law firm's
// "CONTACT US" box heading joined (0.978 -> 0.821); without the chrome
// word, Slashdot's comment subjects (0.809 -> 0.800) and a sidebar's
// teasers on trafilatura-dev; without the summary bound, a blog front
// page's other posts' titles (trafilatura-dev P 0.924 -> 0.923).
//
// A card's title is a heading, or a link standing alone on its line
// (cardTitle, anonblock.go): shop grids write the item's name as a link
// in the card's info box, with no heading. Measured (gym score wcxb,
// precise mean): 0.912616 -> 0.912625, listing 0.83766 -> 0.83779 (a
// podcast network's episode list 0.932 -> 0.945), every other page
// unchanged; ScrapingHub, trafilatura-dev and readability-testpages
// unchanged. rescueItems' cards (cardLike) read titles the same way.
//
// A shop's card holds a price line (pricedCard): a category's buying
// guide chosen beside its grid of products makes the page's text
// dominant, but the priced cards are still the category's items, not a
// story's teasers. Measured (gym score wcxb, precise mean): 0.912657 ->
// 0.912669, collection 0.81407 -> 0.81422 (host draws below 0.80: 23.4%
// -> 23.1%; a GPU category 0.088 -> 0.106), every other page unchanged;
// trafilatura-dev, ScrapingHub and readability-testpages identical page
// for page. Without the dominantProse guard at all, a German blog's
// teasers joined its post (trafilatura-dev F1 0.9514 -> 0.9508).
const (
	cardSiblingsMin = 3 // cards of one kind under one parent
	cardDepth       = 4 // levels climbed from a chosen block to its card
	// cardSummaryMax bounds the chosen block's non-space bytes: a teaser's
	// summary, not a whole post on a blog's front page, whose other posts'
	// titles trafilatura-dev's truths leave out.
	cardSummaryMax = strayMax
)

func rescueCardHeads(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	switch opt.pageType {
	case TypeForum, TypeProduct, TypeDocs, TypeArticle:
		return
	}
	if opt.sells {
		return
	}
	prose := dominantProse(x, s, mains) >= 0
	f := cardFinder{x: x, s: s, verdict: map[int32]cardVerdict{}, kinds: map[int32]map[kindKey]int{}}
	last := map[int32]int32{} // card -> its last chosen summary
	for m := range mains {
		if x.text[m] >= cardSummaryMax {
			continue
		}
		if c := f.cardOf(m); c >= 0 && m > last[c] && (!prose || pricedCard(x, s, c)) {
			last[c] = m
		}
	}
	// One walk per card, up to its last chosen summary: the headings
	// before any of its summaries are those before the last one, and a
	// walk per summary costs a card's length per summary (a column of
	// thousands of short notes).
	cards := make([]int32, 0, len(last))
	for c := range last {
		cards = append(cards, c)
	}
	slices.Sort(cards)
	found := map[int32]float64{} // heading -> the score of the summary after it
	var order []int32
	for _, c := range cards {
		var pending []int32
		for h := c + 1; h <= last[c]; h++ {
			if s.chrome[h] != 0 {
				h = x.end[h] - 1
				continue
			}
			if v, ok := mains[h]; ok {
				for _, p := range pending {
					found[p] = v
				}
				pending = pending[:0]
				h = x.end[h] - 1
				continue
			}
			if x.end[h] > last[c] {
				continue // an ancestor of the last summary: walk into it
			}
			if cardTitle(x, h) {
				if _, seen := found[h]; !seen && x.text[h] > 0 && linkedHeading(x, h) {
					pending = append(pending, h)
					order = append(order, h)
				}
				h = x.end[h] - 1
			}
		}
	}
	for _, h := range order {
		mains[h] = found[h]
		s.markRescued(h)
	}
}

// A cardFinder finds the cards of chosen blocks, remembering each
// element's verdict and each parent's count of children per kind: on a
// listing of thousands of cards every card's summary asks, and counting
// a card's siblings anew for each would cost the list's length squared.
type cardFinder struct {
	x       *index
	s       *scores
	verdict map[int32]cardVerdict
	kinds   map[int32]map[kindKey]int // parent -> children per kind
}

type cardVerdict uint8

const (
	notCard    cardVerdict = iota + 1
	plainCard              // a card outside chrome-named regions
	chromeCard             // a card under chrome or a chrome word (underChrome)
)

// kindKey is the kind of an element among its siblings: tag and itemKey.
type kindKey struct {
	atom atom.Atom
	item string
}

// cardOf returns the card holding chosen block m (m itself or an ancestor
// at most cardDepth levels up, below any other chosen block), -1 when m
// lies in none.
func (f *cardFinder) cardOf(m int32) int32 {
	x, s := f.x, f.s
	a := m
	for up := 0; up <= cardDepth && a > 0; up, a = up+1, x.parent[a] {
		if s.chrome[a] != 0 {
			return -1
		}
		v, ok := f.verdict[a]
		if !ok {
			v = notCard
			if x.parent[a] >= 0 && cardLike(x, s, a) && f.kindSiblings(a) >= cardSiblingsMin {
				v = plainCard
				if underChrome(x, s, a) {
					v = chromeCard
				}
			}
			f.verdict[a] = v
		}
		switch v {
		case plainCard:
			return a
		case chromeCard:
			return -1
		}
	}
	return -1
}

// kindSiblings counts the children of a's parent of a's kind (itemKey),
// a included.
func (f *cardFinder) kindSiblings(a int32) int {
	x, p := f.x, f.x.parent[a]
	n, ok := f.kinds[p]
	if !ok {
		n = map[kindKey]int{}
		x.children(p, func(c int32) {
			n[kindKey{x.atom(c), itemKey(x, c)}]++
		})
		f.kinds[p] = n
	}
	return n[kindKey{x.atom(a), itemKey(x, a)}]
}

// linkedHeading reports whether heading h is mostly a link, or lies in
// one (the index counts the text under an <a> as link text at every
// level): an item's title leads to the item.
func linkedHeading(x *index, h int32) bool {
	return 2*x.link[h] >= x.text[h]
}

// underChrome reports whether a, or an ancestor of a, is chrome the
// scorer marked (an <aside>, a <nav>, a role=complementary box) or has a
// class or id word naming chrome (div#sidebar, "related-posts"): the
// widgets of a sidebar and the teasers of a menu are cards with linked
// headings too. The scorer marks only a chrome region's root, so every
// ancestor is asked.
func underChrome(x *index, s *scores, a int32) bool {
	for ; a >= 0; a = x.parent[a] {
		if s.hint[a] != 0 || s.chrome[a] != 0 {
			return true
		}
	}
	return false
}

// pricedCard reports whether card c, of at most cardElements elements,
// holds a price line outside chrome (priceUnit): a shop's product card.
// A page's long text beside a grid of such cards (a category's buying
// guide under its products) does not make the cards a story's teasers.
func pricedCard(x *index, s *scores, c int32) bool {
	if x.end[c]-c > cardElements {
		return false
	}
	for u := c; u < x.end[c]; u++ {
		if s.chrome[u] != 0 {
			u = x.end[u] - 1
			continue
		}
		if x.unit[u] == u && x.unitText[u] > 0 && priceUnit(x, u) {
			return true
		}
	}
	return false
}
