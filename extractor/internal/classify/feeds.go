package classify

import (
	"strings"

	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// A feed of other stories (teaser cards, "trending" and "more stories"
// lists, nested <article>s of other posts) reads like prose to the unit
// scorer, so the block set adds their summaries to an article: digg's
// "more stories" cards, macrumors' featured list, a WordPress post followed
// by six nested <article>s of other posts, indiapost's "breaking news" list
// of headlines with summaries. dropFeeds removes the chosen blocks that lie
// inside feed items (repeated siblings that each carry a headline link), or
// that mostly hold feed items with summaries (a teaser list chosen whole).
//
// Listicles ("the best VPNs"), service pages and category archives are
// feeds of their own content, so every guard below comes from a wcxb-dev
// page that lost without it: only pages typed article; what remains must be
// one body: at most feedKeepMax blocks, the largest body (sibling
// paragraphs count as one) of feedRemainMin bytes, feedBodyShare of the
// kept text and a quarter of the dropped text; the page's headline must
// share a deeper ancestor with the kept blocks than with the dropped ones;
// items must be teasers (feedTeaserMax bytes on average), not sections; a
// list chosen whole is dropped only when its items have summaries (a list
// of bare titles is a listing's content).
const (
	feedItemsMin  = 3    // repeated siblings that make a feed
	feedLinkShare = 0.67 // share of them that must carry a headline link
	headlineLink  = 15   // text of an anchor that reads as a headline
	feedTeaserMax = 600  // mean text of a feed item: teasers, not sections
	feedListShare = 0.6  // share of a block's text in summarised items that drops it
	feedKeepMax   = 8    // blocks of one article body
	feedRemainMin = 400  // text the largest kept body must hold
	feedBodyShare = 0.75 // share of the kept text in the largest body
	feedKeepShare = 0.25 // the largest kept body against the dropped text
)

// dropFeeds removes the chosen blocks in feeds when the guards above hold.
// head is the head of the page's <title> (titleHead).
func dropFeeds(x *index, s *scores, mains map[int32]float64, head string) map[int32]float64 {
	if len(mains) < 2 {
		return mains
	}
	f := newFeedFinder(x)
	var keep, drop []int32
	var dropped, kept int32
	for m := range mains {
		if f.inItem(m) || f.mostlySummaries(s, m) {
			drop = append(drop, m)
			dropped += s.keptText[m]
			continue
		}
		keep = append(keep, m)
		kept += s.keptText[m]
	}
	if len(drop) == 0 || len(keep) > feedKeepMax {
		return mains
	}
	_, body := largestBody(x, s, keep)
	if body < feedRemainMin || float64(body) < feedBodyShare*float64(kept) ||
		float64(body) < feedKeepShare*float64(dropped) || !titleNearer(x, s, keep, drop, head) {
		return mains
	}
	out := make(map[int32]float64, len(keep))
	for _, m := range keep {
		out[m] = mains[m]
	}
	return out
}

// largestBody returns the largest kept body and its text: the largest
// kept block, sibling paragraphs, headings, lists and quotes chosen one by
// one counting as one body, their parent.
func largestBody(x *index, s *scores, keep []int32) (body, text int32) {
	body = -1
	groups := map[int32]int32{}
	for _, k := range keep {
		g := k
		switch x.atom(k) {
		case atom.P, atom.H2, atom.H3, atom.H4, atom.Ul, atom.Ol, atom.Blockquote:
			g = x.parent[k]
		}
		groups[g] += s.keptText[k]
		if groups[g] > text {
			body, text = g, groups[g]
		}
	}
	return body, text
}

// feedFinder tells feed items apart, looking only at the parents of the
// chosen blocks' ancestors (each scanned once), so no signature is built
// for the rest of the page.
type feedFinder struct {
	x       *index
	long    []bool         // subtree holds a headline-length anchor
	scanned map[int32]bool // parents whose children were judged
	item    map[int32]bool // feed items among their children
	summed  map[int32]bool // feed items of groups whose items hold summaries
	// Scratch for scan, reused from parent to parent: each signature's
	// place in groups, and each child's signature (the zero feedSig for
	// none).
	group  map[feedSig]int32
	groups []feedGroup
	sigs   []feedSig
}

type feedGroup struct{ all, linked, text, link int }

// feedSig is an element's signature (signature) as a map key, its tag and
// class word kept apart so that scan, which runs on every parent of the
// page, builds no string for it.
type feedSig struct{ tag, word string }

func newFeedFinder(x *index) *feedFinder {
	n := int32(len(x.nodes))
	long := make([]bool, n)
	for i := n - 1; i >= 0; i-- {
		if x.atom(i) == atom.A && x.text[i] >= headlineLink {
			long[i] = true
		}
		if p := x.parent[i]; p >= 0 && long[i] {
			long[p] = true
		}
	}
	return &feedFinder{x: x, long: long, scanned: map[int32]bool{}, item: map[int32]bool{}, summed: map[int32]bool{}, group: map[feedSig]int32{}}
}

// inItem reports whether m or one of its ancestors is a feed item.
func (f *feedFinder) inItem(m int32) bool {
	for a := m; f.x.parent[a] >= 0; a = f.x.parent[a] {
		if p := f.x.parent[a]; !f.scanned[p] {
			f.scanned[p] = true
			f.scan(p)
		}
		if f.item[a] {
			return true
		}
	}
	return false
}

// scan marks the feed items among p's children: at least feedItemsMin
// element siblings of one signature (tag and first class word), most of
// them holding a headline-length link or being <article>s (posts may title
// themselves with an image link), of teaser length on average. Paragraphs
// are never items: an article's own paragraphs often carry links.
func (f *feedFinder) scan(p int32) {
	x := f.x
	clear(f.group)
	f.groups, f.sigs = f.groups[:0], f.sigs[:0]
	x.children(p, func(c int32) {
		if x.atom(c) == atom.P || x.text[c] == 0 {
			f.sigs = append(f.sigs, feedSig{})
			return
		}
		k := signature(x, c)
		f.sigs = append(f.sigs, k)
		at, ok := f.group[k]
		if !ok {
			at = int32(len(f.groups))
			f.groups = append(f.groups, feedGroup{})
			f.group[k] = at
		}
		g := &f.groups[at]
		g.all++
		g.text += int(x.text[c])
		g.link += int(x.link[c])
		if f.long[c] || x.atom(c) == atom.Article {
			g.linked++
		}
	})
	k := 0
	x.children(p, func(c int32) {
		sig := f.sigs[k]
		k++
		if sig == (feedSig{}) {
			return
		}
		if g := f.groups[f.group[sig]]; g.all >= feedItemsMin && float64(g.linked) >= feedLinkShare*float64(g.all) && g.text <= feedTeaserMax*g.all {
			f.item[c] = true
			f.summed[c] = 2*g.link <= g.text
		}
	})
}

// signature is an element's tag and its first class word without digits:
// cards of one feed share the first word ("fundo postbox post-7816
// format-link ...") and differ further on (WordPress writes the post id and
// format, category classes per post).
func signature(x *index, i int32) feedSig {
	return feedSig{x.nodes[i].Data, firstClassWord(x.nodes[i], "0123456789")}
}

// titleNearer reports whether the page's headline (see headline) shares a
// deeper ancestor with a kept block than with any dropped one.
func titleNearer(x *index, s *scores, keep, drop []int32, head string) bool {
	h1 := headline(x, s, head)
	if h1 < 0 {
		return false
	}
	depth := func(i int32) int {
		d := 0
		for ; i >= 0; i = x.parent[i] {
			d++
		}
		return d
	}
	// lca is the depth of the deepest ancestor of m holding h1.
	lca := func(m int32) int {
		a, _ := x.commonAncestor(m, h1)
		return depth(a)
	}
	near, far := 0, 0
	for _, m := range keep {
		near = max(near, lca(m))
	}
	for _, m := range drop {
		far = max(far, lca(m))
	}
	return near > far
}

// mostlySummaries reports whether feedListShare of m's text lies in feed
// items whose group holds summaries (half its text or more outside links).
func (f *feedFinder) mostlySummaries(s *scores, m int32) bool {
	x := f.x
	if !f.long[m] {
		return false // no headline link, no feed: spare the scan
	}
	var in int32
	for d := m + 1; d < x.end[m]; d++ {
		if s.chrome[d] != 0 {
			d = x.end[d] - 1
			continue
		}
		if p := x.parent[d]; !f.scanned[p] {
			f.scanned[p] = true
			f.scan(p)
		}
		if f.item[d] {
			if f.summed[d] {
				in += s.keptText[d]
			}
			d = x.end[d] - 1
		}
	}
	return float64(in) >= feedListShare*float64(s.keptText[m])
}

// headline returns the page's headline element: the first <h1> or <h2>
// whose text is part of the title's head (a site's logo is often the first
// <h1>), else the first <h1> outside chrome; -1 when there is none.
func headline(x *index, s *scores, head string) int32 {
	first := int32(-1)
	for i := int32(0); i < int32(len(x.nodes)); i++ {
		if s.chrome[i] != 0 {
			i = x.end[i] - 1
			continue
		}
		a := x.atom(i)
		if a != atom.H1 && a != atom.H2 {
			continue
		}
		if a == atom.H1 && first < 0 {
			first = i
		}
		if head != "" && x.text[i] >= titleHeadMin {
			if t := dom.FoldSpace(dom.Text(x.nodes[i], skipped)); len(t) >= titleHeadMin && strings.Contains(head, t) {
				return i
			}
		}
	}
	return first
}
