package prune

import (
	"strings"

	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/wordhash"
)

// Duplicates: pages repeat their article in hidden schema.org markup, in
// <noscript> beside the rendered copy, in mobile and desktop variants of
// the same block; forums quote earlier posts. Both benchmarks count every
// repeated word or 4-gram as an error (ScrapingHub's shingles are a
// multiset, WCXB's words a bag), and a reader does not want to read the
// article twice.
//
// Repeated paragraphs are often content, though: the same description
// under each event of a listing, the same feature line under each product,
// the same meal on several days of a plan, the same clause in several
// offers' terms (on wcxb-dev, cutting every paragraph whose 4-grams were
// all seen before loses up to 0.8 recall on such pages). What sets a copy
// apart is that a whole block is copied: an element whose 4-grams were
// all rendered before it, holding several paragraphs or a long one, and no
// code (documentation repeats its snippets under each language tab;
// codeblocks.go tells code in running text apart). A
// block a browser hides (display:none, <noscript>) is a copy when most of
// it was seen. A <blockquote> repeating earlier text is a quotation of it:
// on wcxb-dev's forums, cutting those gains more than it loses.
const (
	dupShare       = 1.0 // share of an element's 4-grams seen before it
	dupShareHidden = 0.8 // the same for a hidden element
	dupShareQuote  = 0.9 // the same for a quotation
	dupMinGrams    = 36  // 4-grams (about 40 words) of a copied block
	dupMinParas    = 2   // paragraphs of dupParaWords words in a copied block
	dupParaWords   = 6
	dupLongGrams   = 97 // or one paragraph of about 100 words
	dupQuoteMin    = 3  // 4-grams of a copied quotation
)

func dedup(t *tree, cut func(int32, classify.Role)) {
	n := len(t.nodes)
	hits := make([]int32, n)  // 4-grams of the subtree seen before them
	grams := make([]int32, n) // 4-grams of the subtree
	paras := make([]int32, n) // paragraphs of dupParaWords words
	// A 4-gram per word past each unit's third (a unit's text is its
	// words joined by single spaces; punctuation can split more, and the
	// set grows), up to a size that grows when the words are distinct: a
	// megabyte-long run of the same few words (a hostile page) must not
	// reserve a slot per word. Counting the words, not guessing them from
	// the letters, keeps a page of short cells (no 4-grams at all) from
	// reserving 8 MB.
	var words int
	for _, u := range t.units {
		if !t.cut[u] && t.unitText[u] != "" {
			words += max(0, strings.Count(t.unitText[u], " ")+1-3)
		}
	}
	seen := newHashSet(int32(min(words, maxHashHint)))
	var toks []uint64
	t.ticker = make([]tickerVerdict, n)
	for _, u := range t.units {
		if t.cut[u] {
			continue
		}
		var words int
		toks, words = unitGrams(toks, t.unitText[u], func(g uint64) {
			grams[u]++
			if !seen.add(g) {
				hits[u]++
			}
		})
		if words >= dupParaWords {
			paras[u]++
		}
		if text := t.unitText[u]; text != "" && len(text) <= gramChunk {
			t.ticker[u] = verdict(ticker(toks)) // toks are the whole unit's words
		}
	}
	for i := n - 1; i >= 0; i-- {
		if p := t.parent[i]; p >= 0 {
			hits[p] += hits[i]
			grams[p] += grams[i]
			paras[p] += paras[i]
		}
	}
	// code reports whether i holds code dedup must leave alone.
	prose := inlineCodeOnly(t)
	code := func(i int32) bool { return t.code[i] && !prose }
	for i := int32(0); i < int32(n); i++ {
		g, h := grams[i], float32(hits[i])
		if g == 0 || !t.canCut(i) {
			continue
		}
		block := g >= dupMinGrams && (paras[i] >= dupMinParas || g >= dupLongGrams)
		quote := t.nodes[i].DataAtom == atom.Blockquote && g >= dupQuoteMin && !code(i)
		switch {
		case block && !code(i) && t.hidden[i] && h >= dupShareHidden*float32(g),
			block && !code(i) && h >= dupShare*float32(g),
			quote && h >= dupShareQuote*float32(g):
			cut(i, classify.RoleBoilerplate)
			i = t.end[i] - 1
		}
	}
}

const prime = 1099511628211 // FNV-64 prime

// maxHashHint bounds the 4-gram set reserved up front (8 MB of slots).
const maxHashHint = 1 << 19

// gramChunk is the most text whose word hashes are held at once: a unit
// is hashed a chunk at a time, cut at a space, so that a 30 MB paragraph
// costs a chunk's worth of hashes, not 8 bytes per word of the whole.
const gramChunk = 64 << 10

// unitGrams calls each with the hash of every 4-gram of words of text, in
// order, and returns the number of words. toks is scratch space, returned
// for reuse. Cutting at a space (never inside a word) and carrying the
// last three words across the cut gives the same 4-grams as hashing the
// whole text at once.
func unitGrams(toks []uint64, text string, each func(g uint64)) ([]uint64, int) {
	var carry [3]uint64
	carried, words := 0, 0
	for text != "" {
		chunk := text
		if len(text) > gramChunk {
			if j := strings.IndexByte(text[gramChunk:], ' '); j >= 0 {
				chunk = text[:gramChunk+j]
			}
		}
		text = text[len(chunk):]
		toks = wordhash.Append(append(toks[:0], carry[:carried]...), chunk)
		words += len(toks) - carried
		for i := 0; i+4 <= len(toks); i++ {
			each(((toks[i]*prime+toks[i+1])*prime+toks[i+2])*prime + toks[i+3])
		}
		carried = copy(carry[:], toks[max(0, len(toks)-3):])
	}
	return toks, words
}

// hashSet is a set of 64-bit hashes with open addressing: dedup adds every
// 4-gram of the content, and a Go map spent most of its time growing and
// hashing keys that are hashes already.
type hashSet struct {
	slots []uint64 // 0 marks a free slot; the hash 0 is kept in zero
	mask  uint64
	n     int
	zero  bool
}

func newHashSet(hint int32) *hashSet {
	size := 64
	for size < 2*int(hint) {
		size *= 2
	}
	return &hashSet{slots: make([]uint64, size), mask: uint64(size - 1)}
}

// add adds h and reports whether it was new.
func (s *hashSet) add(h uint64) bool {
	if h == 0 {
		was := s.zero
		s.zero = true
		return !was
	}
	if 2*(s.n+1) > len(s.slots) {
		s.grow()
	}
	for i := (h ^ h>>29) & s.mask; ; i = (i + 1) & s.mask {
		switch s.slots[i] {
		case h:
			return false
		case 0:
			s.slots[i] = h
			s.n++
			return true
		}
	}
}

func (s *hashSet) grow() {
	old := s.slots
	s.slots = make([]uint64, 2*len(old))
	s.mask = uint64(len(s.slots) - 1)
	for _, h := range old {
		if h == 0 {
			continue
		}
		i := (h ^ h>>29) & s.mask
		for s.slots[i] != 0 {
			i = (i + 1) & s.mask
		}
		s.slots[i] = h
	}
}
