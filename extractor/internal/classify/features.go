package classify

import (
	"math"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// NumFeatures is the length of a paragraph unit's feature vector.
const NumFeatures = 39

// shortWords is the longest unit, in words, whose own text feeds features
// (boilerWords, text buckets): labels, buttons and calls to action are short.
const shortWords = 12

// NumBuckets is the number of hashed word features: classBuckets for the
// class/id words of a unit and its ancestors, then as many for the words of
// short units' own text.
const (
	classBuckets = 1024
	NumBuckets   = 2 * classBuckets
)

// ancestorLevels is how many ancestors' words a unit's features include.
const ancestorLevels = 6

// hashWords hashes an element's class/id words and its tag name (FNV-1a)
// into buckets, so the model learns the vocabulary of content and chrome
// containers ("product-description", "reviews") from data. It appends
// them to buf, the one buffer of the page's elements (scores.hash): a
// slice per element cost 24 bytes of header, as much as its buckets.
func hashWords(n *html.Node, words []string, buf []uint16) []uint16 {
	buf = append(buf, uint16(fnv(fnvTag, n.Data)%classBuckets)) // bucket("<" + n.Data)
	for _, w := range words {
		buf = append(buf, bucket(w))
	}
	return buf
}

func bucket(w string) uint16 {
	return uint16(fnv(2166136261, w) % classBuckets)
}

// fnvTag is the FNV-1a state after "<", which starts a tag's bucket.
const fnvTag = (2166136261 ^ '<') * 16777619 & 0xffffffff

func fnv(h uint32, w string) uint32 {
	for i := 0; i < len(w); i++ {
		h = (h ^ uint32(w[i])) * 16777619
	}
	return h
}

// unitBuckets appends the hashed class/id words of u and its nearest
// ancestors and, for a short unit, the hashed words of its text: calls to
// action, disclaimers and widget labels ("sign up", "affiliate", "reaction
// score") say what they are in words that no DOM feature sees.
func unitBuckets(x *index, s *scores, c *pageCtx, u int32, out []uint16) []uint16 {
	for a, lvl := u, 0; a >= 0 && lvl < ancestorLevels; a, lvl = x.parent[a], lvl+1 {
		out = append(out, s.hash(a)...)
	}
	if x.unitWords[u] <= shortWords {
		c.buf = appendInlineText(c.buf[:0], x.nodes[u])
		out = appendTextBuckets(out, c.buf)
	}
	return out
}

// appendTextBuckets hashes each word of b (letters and digits, ASCII
// lower-cased; other UTF-8 bytes are letters) into the text buckets.
func appendTextBuckets(out []uint16, b []byte) []uint16 {
	h, in := uint32(2166136261), false
	for i := 0; i <= len(b); i++ {
		var c byte = ' '
		if i < len(b) {
			c = b[i]
		}
		switch {
		case c >= 'A' && c <= 'Z':
			c += 'a' - 'A'
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9', c >= 0x80:
		default:
			if in {
				out = append(out, uint16(classBuckets+h%classBuckets))
			}
			h, in = 2166136261, false
			continue
		}
		h = (h ^ uint32(c)) * 16777619
		in = true
	}
	return out
}

// pageCtx is what every unit's features share.
type pageCtx struct {
	linkRatio float32 // link text / all text on the page
	logGood   float32
	typ       PageType
	root      int32 // the hand-scored content root (selectMain)
	n         float32
	h1        int32  // the first <h1> outside chrome, -1 when none
	repeats   []bool // element has an adjacent sibling of the same tag and class
	buf       []byte // scratch for unit text
	word      []byte // scratch for a word of it
}

func newPageCtx(x *index, s *scores, opt routeOptions, root int32) pageCtx {
	return pageCtx{
		linkRatio: ratio(x.link[0], x.text[0]),
		logGood:   float32(math.Log1p(float64(s.keptGood[0]))) / 12,
		typ:       opt.pageType,
		root:      root,
		n:         float32(len(x.nodes)),
		h1:        firstH1(x, s),
		repeats:   repeats(x),
	}
}

func firstH1(x *index, s *scores) int32 {
	for i := int32(0); i < int32(len(x.nodes)); i++ {
		if s.chrome[i] != 0 {
			i = x.end[i] - 1
			continue
		}
		if x.atom(i) == atom.H1 {
			return i
		}
	}
	return -1
}

// repeats marks elements next to a sibling of the same tag and class: the
// items of grids, lists and threads (EXTRACTION.md, listings).
func repeats(x *index) []bool {
	r := make([]bool, len(x.nodes))
	for p := int32(0); p < int32(len(x.nodes)); p++ {
		prev, prevClass := int32(-1), ""
		x.children(p, func(c int32) {
			cls := dom.Attr(x.nodes[c], "class")
			if prev >= 0 && x.atom(prev) == x.atom(c) && prevClass == cls {
				r[prev], r[c] = true, true
			}
			prev, prevClass = c, cls
		})
	}
	return r
}

func ratio(a, b int32) float32 {
	if b == 0 {
		return 0
	}
	return float32(a) / float32(b)
}

func b2f(b bool) float32 {
	if b {
		return 1
	}
	return 0
}

func log1p(v int32, scale float32) float32 { return float32(math.Log1p(float64(v))) / scale }

// unitFeatures fills f (len NumFeatures) for paragraph unit u. The features
// follow the classic ones of boilerplate detection (Kohlschütter et al.,
// "Boilerplate detection using shallow text features", 2010: words, link
// density, text density of the block and its neighbours, position) plus the
// DOM context this pipeline already computes: content/chrome ancestors,
// hidden panels, page type and whether the hand-scored root holds the unit.
func unitFeatures(x *index, s *scores, c *pageCtx, u int32, f []float32) {
	t, l, w := x.unitText[u], x.unitLink[u], x.unitWords[u]
	ld := ratio(l, t)
	p := max(x.parent[u], 0)
	gp := max(x.parent[p], 0)
	a := x.atom(u)
	fl := s.flags[u]
	f[0] = 1
	f[1] = log1p(t, 8)
	f[2] = log1p(w, 6)
	f[3] = ld
	f[4] = ld * ld
	f[5] = min(1, ratio(x.unitPunct[u], max(w, 1)))
	f[6] = b2f(dom.HeadingAtom(a))
	f[7] = b2f(a == atom.Li || a == atom.Dd || a == atom.Dt)
	f[8] = b2f(a == atom.P)
	f[9] = b2f(a == atom.Td || a == atom.Th)
	f[10] = b2f(a == atom.Pre || a == atom.Blockquote || a == atom.Code)
	f[11] = b2f(fl&flagArticle != 0)
	f[12] = b2f(fl&flagContentHint != 0)
	f[13] = b2f(fl&flagHidden != 0)
	f[14] = float32(u) / c.n
	f[15] = ratio(x.link[p], x.text[p])
	f[16] = ratio(x.link[gp], x.text[gp])
	f[17] = log1p(x.text[gp], 10)
	f[18] = b2f(x.contains(c.root, u))
	f[19] = c.linkRatio
	f[20] = b2f(c.typ == TypeForum)
	f[21] = b2f(c.typ == TypeProduct)
	f[22] = b2f(c.typ == TypeCollection)
	f[23] = b2f(c.typ == TypeArticle)
	f[24] = ld * c.linkRatio
	f[25] = b2f(w < 4)
	f[26] = b2f(fl&flagList != 0)
	f[27] = c.logGood
	f[28] = b2f(fl&flagChromeHint != 0)
	f[29] = b2f(c.h1 >= 0 && u > c.h1)
	f[30] = b2f(c.h1 < 0)
	f[31] = b2f(c.repeats[u] || c.repeats[p] || c.repeats[gp])
	f[32] = 0
	if w <= shortWords {
		f[32] = boilerWords(x.nodes[u], &c.buf, &c.word)
	}
	f[33] = b2f(s.button[u] || s.button[p])
	// Product pages weigh the same evidence differently: their content is
	// short lines (specifications, prices) among link-dense cards, hidden
	// tab panels and carousels. On wcxb-dev these products of the product
	// flag with other features raise cross-validated product F1 from 0.687
	// to 0.701; the same for collections lowered theirs (0.694 -> 0.682).
	on := f[21]
	f[34] = on * ld
	f[35] = on * f[13]
	f[36] = on * f[2]
	f[37] = on * f[31]
	f[38] = on * f[18]
}
