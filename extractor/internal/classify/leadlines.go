package classify

import (
	"strings"

	"golang.org/x/net/html"
)

// Lead lines. A how-to's step, a recipe's part or a section is often a box
// holding a short title line and then the text it titles: <div><span
// class="head">Step 9</span><p>…</p></div>, <div><span>What You'll
// Need:</span><ul>…</ul></div>. The title is an inline element, so its words
// are the box's own stray text, and when the block set takes the paragraph
// or the list alone (one block costs less than the box whose short line
// the model doubts), the title is in no block and mergeUp marks it
// boilerplate: the reader got "Step 8", its text, then step 9's text with no
// title (readability-testpages eHow). When a chosen block's parent holds,
// besides it, only a short unlinked line before it and nothing after it,
// and the parent has the shape (tag and class, with its parent's) of
// another chosen block, the parent is chosen instead, so the line stays
// above what it introduces: the block set took the other steps' boxes
// whole, and this box is one of them. Without the shape test, bylines,
// datelines and labels before a paragraph joined too (trafilatura-dev F1
// 0.9425 -> 0.9410, wcxb-dev 0.906142 -> 0.905984).

const (
	leadMaxText  = 60 // non-space bytes of a title line
	leadMaxWords = 8
)

// chooseLeadLines swaps, on article-like pages, each chosen block whose
// parent holds a lead line (leadParent) and has a chosen block's shape for
// that parent. It reads each chosen block's parent's children once.
func chooseLeadLines(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	if !opt.articleLike() || len(mains) < 2 {
		return
	}
	shapes := make(map[uint64]bool, len(mains))
	for m := range mains {
		if k := blockShape(x, m); k != 0 {
			shapes[k] = true
		}
	}
	var swap [][2]int32 // chosen block, its parent
	for m := range mains {
		if p := leadParent(x, s, mains, m); p >= 0 && shapes[blockShape(x, p)] {
			swap = append(swap, [2]int32{m, p})
		}
	}
	for _, mp := range swap {
		if _, ok := mains[mp[1]]; ok {
			continue
		}
		mains[mp[1]] = mains[mp[0]]
		delete(mains, mp[0])
	}
}

// leadParent returns m's parent when it holds, besides m, only a short
// unlinked line before m, outside chrome, and m's text is mostly unlinked;
// -1 otherwise. It reads the
// parent's children only, once per chosen block.
func leadParent(x *index, s *scores, mains map[int32]float64, m int32) int32 {
	p := x.parent[m]
	if p <= 0 || s.chrome[p] != 0 {
		return -1
	}
	if _, ok := mains[p]; ok {
		return -1
	}
	if 2*x.link[m] >= x.text[m] {
		// A title over a list of links is a widget's ("Most read"), not a
		// step's: the list stays as chosen, the title out.
		return -1
	}
	lead := x.text[p] - x.text[m]
	if lead <= 0 || lead > leadMaxText || x.words[p]-x.words[m] > leadMaxWords || x.link[p] != x.link[m] {
		return -1
	}
	// Nothing after m: no text node, no element with text.
	for n := x.nodes[m].NextSibling; n != nil; n = n.NextSibling {
		if n.Type == html.TextNode && strings.TrimSpace(n.Data) != "" {
			return -1
		}
	}
	ok := true
	x.children(p, func(c int32) {
		if c == m || x.text[c] == 0 {
			return
		}
		if c > m || s.chrome[c] != 0 {
			ok = false
		}
	})
	if !ok {
		return -1
	}
	return p
}
