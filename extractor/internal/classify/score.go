package classify

import (
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Weights of the text-quality estimate. A paragraph unit's "good" text is its
// non-link text, scaled down when the unit is short (menus, buttons and
// labels are short; prose is long: Readability counts paragraphs of 25+
// characters and gives up to 3 points per 100 characters), plus a little of
// its link text (card titles and inline links are sometimes content).
const (
	shortUnit      = 80   // characters at which a unit counts fully
	shortFloor     = 0.3  // weight of a one-word unit
	linkWeight     = 0.05 // weight of link text in a one-word anchor
	linkLongWeight = 0.6  // added weight of link text in a headline-length anchor
	linkLong       = 60   // characters of a headline-length anchor
)

// scores holds the quality estimates derived from an index.
type scores struct {
	good      []float32      // good text in the subtree, chrome included
	chrome    []roleCode     // role of chrome elements, 0 otherwise
	keptText  []int32        // text in the subtree outside chrome
	keptGood  []float32      // good text in the subtree outside chrome
	inContent []bool         // inside an <article> or <main>
	unitG     []float32      // goodness of each paragraph unit, 0 elsewhere
	flags     []uint8        // ancestor flags (flagX), for the learned scorer
	hint      []roleCode     // the chrome role class/id words suggest
	prob      []float32      // the model's content probability per unit (nil without a model)
	button    []bool         // the element or an inline descendant is a button or call to action
	rescued   map[int32]bool // elements a gap rule joined to the content (gaprescued.go)
	joined    map[int32]bool // elements a rescue rule joined for later stages to keep (joined.go)

	// hashBuf holds the hashed class/id words and tag of each element
	// markChrome reached, in document order: element i's are
	// hashBuf[hashAt[i]:hashAt[i+1]] (see hash).
	hashBuf []uint16
	hashAt  []int32
}

func unitGood(x *index, u int32) float32 {
	t, l := x.unitText[u], x.unitLink[u]
	if t == 0 {
		return 0
	}
	nonLink := float32(t - l)
	f := float32(shortFloor) + (1-shortFloor)*min(1, nonLink/shortUnit)
	if a := x.atom(u); dom.HeadingAtom(a) || a == atom.Pre {
		f = 1
	}
	// Long anchors are headlines and card titles; short ones are menus.
	lw := float32(linkWeight) + linkLongWeight*min(1, float32(l)/linkLong)
	return nonLink*f + float32(l)*lw
}

func score(x *index, opt routeOptions) *scores {
	n := int32(len(x.nodes))
	s := &scores{
		good: make([]float32, n), chrome: make([]roleCode, n), unitG: make([]float32, n),
		keptText: make([]int32, n), keptGood: make([]float32, n), inContent: make([]bool, n),
		flags: make([]uint8, n), hashAt: make([]int32, n+1), hint: make([]roleCode, n), button: make([]bool, n),
	}
	for i := n - 1; i >= 0; i-- {
		if x.unit[i] == i {
			s.unitG[i] = unitGood(x, i)
			s.good[i] += s.unitG[i]
		}
		if p := x.parent[i]; p >= 0 {
			s.good[p] += s.good[i]
		}
	}
	s.markChrome(x, opt)
	s.aggregate(x)
	return s
}

// aggregate sums text and unit goodness (s.unitG) up the tree, leaving out
// chrome subtrees.
func (s *scores) aggregate(x *index) {
	clear(s.keptText)
	clear(s.keptGood)
	for i := int32(len(x.nodes)) - 1; i >= 0; i-- {
		s.keptText[i] += x.ownText[i]
		s.keptGood[i] += s.unitG[i]
		if p := x.parent[i]; p >= 0 && s.chrome[i] == 0 {
			s.keptText[p] += s.keptText[i]
			s.keptGood[p] += s.keptGood[i]
		}
	}
}

// markChrome gives chrome roles top-down; inside chrome nothing else is
// marked. An element holding half the page's good text is never chrome:
// layout classes such as "has-sidebar" or a page wrapped in <header> must not
// swallow the content.
func (s *scores) markChrome(x *index, opt routeOptions) {
	n := int32(len(x.nodes))
	limit := s.good[0] / 2
	var words []string // the current element's, in one buffer for all
	s.hashBuf = make([]uint16, 0, 2*n)
	next := int32(1) // the first element whose hashAt is not set
	for i := int32(1); i < n; {
		p := x.parent[i]
		s.inContent[i] = s.inContent[p] || x.atom(p) == atom.Article || x.atom(p) == atom.Main
		words = hintWords(x.nodes[i], words[:0])
		hint := elementHint(x.nodes[i], words)
		if hint == RoleNavigation2 && pagerWrapper(x, i, words) { // pagerwrap.go
			hint = ""
		}
		hard := hint != "" && hardHint(words) && !productSheet(words, opt)
		if hint == "" && len(words) > 0 {
			if r, ok := headRole(x.nodes[i], words); ok {
				hint, hard = r, true
			}
		}
		s.hint[i] = code(hint)
		s.flags[i] = s.flags[p] | ownFlags(x.nodes[i], words, hint)
		for ; next <= i; next++ { // elements in skipped chrome have none
			s.hashAt[next] = int32(len(s.hashBuf))
		}
		s.hashBuf = hashWords(x.nodes[i], words, s.hashBuf)
		if buttonLike(x.nodes[i], words) {
			for b := i; b >= 0 && !s.button[b]; b = x.parent[b] {
				s.button[b] = true
				if x.unit[b] == b {
					break
				}
			}
		}
		if r, ok := chromeOf(x, s, i, words, hard, opt); ok && s.good[i] < limit && !(hard && shareWrapper(s, i, words)) {
			s.chrome[i] = code(r)
			i = x.end[i]
			continue
		}
		if dataUnit(x, i) || markupUnit(x, i) {
			s.chrome[i] = code(RoleBoilerplate)
			i = x.end[i]
			continue
		}
		i++
	}
	for ; next <= n; next++ {
		s.hashAt[next] = int32(len(s.hashBuf))
	}
}

// hash returns the hashed class/id words and tag of element i (none for
// the body and inside chrome subtrees markChrome skipped).
func (s *scores) hash(i int32) []uint16 {
	return s.hashBuf[s.hashAt[i]:s.hashAt[i+1]:s.hashAt[i+1]]
}

func chromeOf(x *index, s *scores, i int32, words []string, hard bool, opt routeOptions) (Role, bool) {
	n := x.nodes[i]
	if n.DataAtom == atom.Article || n.DataAtom == atom.Main {
		return "", false
	}
	if r, ok := tagRole(n, s.inContent[i]); ok && (n.DataAtom != atom.Form || !contentForm(x, s, i, opt.pageURL)) &&
		!(s.inContent[i] && productPanel(x, i, opt)) { // productpanels.go
		return r, true
	}
	if opt.shop() && !opt.list && shopChrome(words) {
		return RoleRelated, true
	}
	if textFragment(x, i) { // inlinefragment.go
		return "", false
	}
	if opt.softHints && !hard {
		// With a model, class/id words are features (flagChromeHint and
		// the hashed buckets), not verdicts: on wcxb-dev, removing hinted
		// chrome outright caps even perfect unit labels at F1 0.886
		// against 0.926 when the words only inform the labels. Only the
		// unambiguous words of hardHints still remove.
		return "", false
	}
	r := s.hint[i].role()
	ok := r != ""
	if ok && opt.keepComments && r == RoleComments {
		return "", false
	}
	return r, ok
}
