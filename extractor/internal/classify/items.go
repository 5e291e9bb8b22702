package classify

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Listings and collections (EXTRACTION.md, techniques 3 and 5): the content
// of such a page is its repeated items, each a card with a title. The
// scorer judges paragraph units one by one, and a card's short lines
// (a heading, "Difficulty: Beginner", "C$ 100k - 125k", a price) look like
// the chrome it has learnt to drop, so on some pages it keeps the intro
// above the grid and none of the items (wcxb-dev 4627: 20 words of 156).
// rescueItems adds the largest group of at least itemsMin sibling cards of
// one kind, each holding a heading and a link (an item leads somewhere; the
// questions of an FAQ accordion do not), when the group holds more text than
// everything chosen, that is under chosenShort (an intro, not a text
// beside an FAQ list whose answers link on), and no ancestor's class or id
// names chrome (the
// widgets of a blog's div#sidebar are cards with headings too). On a page
// with an article body the chosen text is
// larger than any teaser grid, so the grid stays out. Only untyped pages
// and declared collections are looked at, and pages typed article whose
// chosen text is under articleShort, when the group holds twice as much:
// WordPress says og:type article of every page, listings too. Forums,
// products and documentation have their own strategies.
//
// A page routed as a listing or a collection (a WordPress archive, a
// declared CollectionPage) says that it is its items: a long intro above
// them (a category's description, an SEO text) does not make it a text, so
// chosenShort does not bound it there, and a group that holds at least
// 1/listIntroShare of the chosen text joins. Measured (gym score wcxb, on
// 217e8c8): a blog's "posts for beginners" archive, whose 1,500-byte
// welcome text stood over its twenty post titles, 0.804 -> 0.995, no other
// page moves; at a third a shop category whose truth is its intro alone
// went 1.000 -> 0.791.
const (
	itemsMin       = 3   // cards in a group
	itemsMinText   = 200 // non-space bytes in the whole group
	articleShort   = 400 // non-space bytes of an article's chosen text
	chosenShort    = 600 // of any page's: more is a text, not an intro
	listIntroShare = 2   // a declared list's group holds 1/listIntroShare of the chosen text
)

func rescueItems(x *index, s *scores, opt routeOptions, mains map[int32]float64) map[int32]float64 {
	switch opt.pageType {
	case TypeForum, TypeProduct, TypeDocs:
		return mains
	}
	chosen := keptTotal(s, mains)
	list := opt.pageType == TypeListing || opt.pageType == TypeCollection
	if len(mains) == 0 || chosen >= chosenShort && !list || opt.pageType == TypeArticle && chosen >= articleShort {
		return mains
	}
	var best []int32
	bestText := max(chosen, itemsMinText-1)
	if list && chosen >= chosenShort {
		bestText = max(chosen/listIntroShare, itemsMinText-1)
	}
	if opt.pageType == TypeArticle {
		bestText = max(bestText, 2*chosen)
	}
	for p := int32(0); p < int32(len(x.nodes)); p++ {
		if s.chrome[p] != 0 || s.hint[p] != 0 {
			p = x.end[p] - 1 // chrome, or a region named as chrome (div#sidebar)
			continue
		}
		cardRuns(x, s, p, func(run []int32) {
			if t := groupText(s, run); t > bestText && !overlaps(x, mains, run) {
				best, bestText = append(best[:0], run...), t
			}
		})
	}
	if best == nil {
		return mains
	}
	sc := 0.0
	for _, v := range mains {
		sc = max(sc, v)
	}
	for _, c := range best {
		mains[c] = sc
		trustUnits(x, s, c)
	}
	return mains
}

// cardRuns calls f with each run of at least itemsMin children of p in a
// row that are cards (cardLike) of one kind (itemKey). Children that are
// chrome or hold no kept text (buttons, empty spacers) are not part of
// the sequence; any other child ends a run. f must not keep the slice.
func cardRuns(x *index, s *scores, p int32, f func(run []int32)) {
	var run []int32
	key := ""
	flush := func() {
		if len(run) >= itemsMin {
			f(run)
		}
		run, key = run[:0], ""
	}
	x.children(p, func(c int32) {
		if s.chrome[c] != 0 || s.keptText[c] == 0 {
			return
		}
		if !cardLike(x, s, c) {
			flush()
			return
		}
		if k := itemKey(x, c); k != key {
			flush()
			key = k
		}
		run = append(run, c)
	})
	flush()
}

// trustUnits lifts the model's probability of the units of card c to
// dropProb, so that dropUnlikely keeps a card's short lines (its title,
// "Length: 5 miles") that the model doubted, and drops only its buttons.
func trustUnits(x *index, s *scores, c int32) {
	if s.prob == nil {
		return
	}
	for u := c; u < x.end[c]; u++ {
		if x.unit[u] == u {
			s.prob[u] = max(s.prob[u], dropProb)
		}
	}
}

// itemKey names the kind of a card: its tag and first class word (layout
// frameworks add per-element hashes and alternating variants after it).
func itemKey(x *index, c int32) string {
	if w := firstClassWord(x.nodes[c], ""); w != "" {
		return x.nodes[c].Data + "." + w
	}
	return x.nodes[c].Data
}

// firstClassWord returns the first word of n's class attribute that holds
// none of the bytes of skip, "" when there is none. Cards name their kind
// first and add variants after it, so the first word is what cards of one
// list share: itemKey takes it, feeds' signature takes it without digits.
func firstClassWord(n *html.Node, skip string) string {
	first := ""
	dom.AnyToken(dom.Attr(n, "class"), func(w string) bool {
		if strings.ContainsAny(w, skip) {
			return false
		}
		first = w
		return true
	})
	return first
}

// cardLike reports whether c's subtree holds, outside chrome, a heading
// and a link to another page (not "#", which opens an accordion panel).
func cardLike(x *index, s *scores, c int32) bool {
	return cardParts(x, s.chrome, c)
}

// cardParts is cardLike outside the subtrees chrome marks; with chrome
// nil it reads every element under c (itemForm, which runs before any
// role under it is known).
func cardParts(x *index, chrome []roleCode, c int32) bool {
	head, link := false, false
	for j := c; j < x.end[c] && !(head && link); j++ {
		if chrome != nil && chrome[j] != 0 {
			j = x.end[j] - 1
			continue
		}
		head = head || cardTitle(x, j) && x.text[j] > 0
		link = link || x.atom(j) == atom.A && dom.LeadsAway(dom.Attr(x.nodes[j], "href"))
	}
	return head && link
}

func groupText(s *scores, run []int32) int32 {
	var t int32
	for _, c := range run {
		t += s.keptText[c]
	}
	return t
}

// overlaps reports whether a chosen block lies inside the group's cards
// or holds them: the group is chosen already, in part or whole.
func overlaps(x *index, mains map[int32]float64, run []int32) bool {
	first, last := run[0], run[len(run)-1]
	for m := range mains {
		if m >= first && m < x.end[last] || m <= first && x.end[m] >= x.end[last] {
			return true
		}
	}
	return false
}
