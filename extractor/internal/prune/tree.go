package prune

import (
	"cmp"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// tree indexes the elements of the content roots in render order (the
// roots in the order given, each in document order), with the text
// statistics the rules need, in one walk. Element i's subtree is the range
// [i, end[i]). Subtrees the classifier already left out are not indexed.
type tree struct {
	nodes  []*html.Node
	parent []int32 // -1 for a root
	end    []int32
	text   []int32 // letters and digits in the subtree
	link   []int32 // of which inside <a>
	// unit is the nearest block-level element: a paragraph-like unit that
	// gathers the text of its inline descendants. units lists them in
	// order; unitText holds each unit's own text (white space collapsed).
	unit     []int32
	units    []int32
	unitText []string
	// mixed marks units that also hold other units (text in nested blocks):
	// cutting one would cut more than its own text.
	mixed []bool
	own   []int32 // letters of each unit's own text
	cut   []bool
	// hidden marks elements a browser does not show (display:none,
	// <noscript> when scripts run) or that lie inside one; the hidden and
	// aria-hidden attributes mark tab panels, whose text is content. code
	// marks elements inside or holding <pre>, <code> or a tab panel:
	// documentation repeats its text under each language's tab.
	hidden []bool
	code   []bool
	// class and id are each element's class and id attributes, lower-cased
	// once here for the rules that read names in them (discard names,
	// badges, facets, visually-hidden utilities, captions), each of which
	// read and lower-cased them again.
	class, id []string
	// ticker tells, for each unit whose words dedup hashed whole, whether
	// they are one phrase repeated (tickers.go): dedup hashes every
	// unit's words first, and tickers reads the verdict rather than
	// hashing them again. tickerUnknown for the others.
	ticker []tickerVerdict
	page   Page
	// seam is what lies between the last text node buildTree indexed
	// and the next: whether the two are one word.
	seam dom.Seam
	// isProduct caches product(): 0 not asked yet, 1 no, 2 yes.
	isProduct int8
	// siteName caches site() once siteRead (offsite.go).
	siteName string
	siteRead bool
	// sentences holds the units' sentence hashes that repeats.go reads
	// and excerpts.go reads again (sentences.go).
	sentences sentenceCache
	// names holds each element's discard key (discardKey), "" when it
	// has none, once discardKeys has read them.
	names []string
	// firsts holds each element's first text once a rule asked for one
	// (firsttexts.go).
	firsts []*html.Node
	// kept holds the elements a rule found to be content, which no later
	// rule cuts whole (keep): the reading of the rule that knows what the
	// block is stands over that of a rule that reads only its words.
	kept map[int32]bool
}

// skipped elements hold no visible text.
func skipped(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Script, atom.Style, atom.Template, atom.Svg, atom.Head, atom.Iframe, atom.Object,
		atom.Select, atom.Option, atom.Textarea, atom.Noembed:
		return true
	}
	return false
}

// seg is a text node's data and the unit it belongs to. glued marks a
// text node that continues the word of the text node before it, as
// dom.Seam says: inline markup ("<b>W</b>ord", "zub<wbr>ehö") joins,
// white space, a block or a box parts (seams.go); it sits beside unit,
// in the padding before s.
type seg struct {
	unit  int32
	glued bool
	s     string
}

func buildTree(roots []*html.Node, skip func(*html.Node) bool) *tree {
	size := 0
	for _, r := range roots {
		size += countElements(r, 1<<24)
	}
	t := &tree{
		nodes: make([]*html.Node, 0, size), parent: make([]int32, 0, size), end: make([]int32, 0, size),
		text: make([]int32, 0, size), link: make([]int32, 0, size), own: make([]int32, 0, size),
		unit: make([]int32, 0, size), hidden: make([]bool, 0, size), code: make([]bool, 0, size),
		class: make([]string, 0, size), id: make([]string, 0, size),
	}
	segs := make([]seg, 0, size)
	for _, r := range roots {
		segs = t.add(r, -1, -1, false, skip, segs)
	}
	n := len(t.nodes)
	t.cut = make([]bool, n)
	own := t.own
	for i := n - 1; i >= 0; i-- {
		if p := t.parent[i]; p >= 0 {
			t.text[p] += t.text[i]
			t.link[p] += t.link[i]
			t.code[p] = t.code[p] || t.code[i]
		}
	}
	// A unit's text can be split by a nested block ("text <div>..</div>
	// more text"): group the segments by unit, in order, into one buffer.
	// Most units are not split, so the segments are in order already.
	if !slices.IsSortedFunc(segs, func(a, b seg) int { return cmp.Compare(a.unit, b.unit) }) {
		sort.SliceStable(segs, func(i, j int) bool { return segs[i].unit < segs[j].unit })
	}
	t.unitText = make([]string, n)
	t.mixed = make([]bool, n)
	textSize := 0
	for _, sg := range segs {
		textSize += len(sg.s) + 1
	}
	// One builder grown once: its String is the buffer, not a copy of it.
	var buf strings.Builder
	buf.Grow(textSize) // collapsing only shortens
	bounds := make([]int32, 0, 2*len(segs))
	t.units = make([]int32, 0, min(n, len(segs))) // a unit has a segment or more
	for k := 0; k < len(segs); {
		u, start := segs[k].unit, buf.Len()
		space, trailing := false, false
		for ; k < len(segs) && segs[k].unit == u; k++ {
			if strings.HasPrefix(segs[k].s, ":") {
				space = false // "<em>Read more</em>: ..." reads "Read more: ..."
			}
			if segs[k].glued && !trailing {
				space = false // "<b>W</b>ord", "zub<wbr>ehö": one word
			}
			trailing = writeCollapsed(&buf, segs[k].s, space, start)
			space = true // text nodes that are not glued are separate words
		}
		t.units = append(t.units, u)
		bounds = append(bounds, int32(start), int32(buf.Len()))
		t.mixed[u] = t.text[u] > own[u]
	}
	all := buf.String()
	for k, u := range t.units {
		t.unitText[u] = all[bounds[2*k]:bounds[2*k+1]]
	}
	return t
}

// writeCollapsed writes s to b with runs of white space as one space and
// none at the start of the unit (which begins at start) or its end.
func writeCollapsed(b *strings.Builder, s string, space bool, start int) bool {
	for i := 0; i < len(s); {
		if dom.IsSpace(s[i]) {
			space = true
			i++
			continue
		}
		// A run of words each followed by a single ' ' is written as it
		// stands, in one piece: most text is.
		j := i + 1
		for j < len(s) {
			if !dom.IsSpace(s[j]) {
				j++
			} else if s[j] == ' ' && j+1 < len(s) && !dom.IsSpace(s[j+1]) {
				j += 2
			} else {
				break
			}
		}
		if space && b.Len() > start {
			b.WriteByte(' ')
		}
		space = false
		b.WriteString(s[i:j])
		i = j
	}
	return space
}

func (t *tree) add(n *html.Node, parent, unit int32, inLink bool, skip func(*html.Node) bool, segs []seg) []seg {
	i := int32(len(t.nodes))
	t.nodes = append(t.nodes, n)
	t.parent = append(t.parent, parent)
	t.end = append(t.end, 0)
	t.text = append(t.text, 0)
	t.link = append(t.link, 0)
	t.own = append(t.own, 0)
	if unit < 0 || !classify.Inline(n.DataAtom) {
		unit = i
	}
	t.unit = append(t.unit, unit)
	a := readAttrs(n)
	t.class = append(t.class, dom.Lower(a.class))
	t.id = append(t.id, dom.Lower(a.id))
	t.hidden = append(t.hidden, parent >= 0 && t.hidden[parent] || parent < 0 && hiddenAbove(n) || a.hidden(n))
	t.code = append(t.code, parent >= 0 && t.code[parent] || n.DataAtom == atom.Pre || n.DataAtom == atom.Code ||
		a.role == "tabpanel")
	inLink = inLink || n.DataAtom == atom.A
	box := unit == i && classify.BlockBox(n)
	in := dom.ParentOf(n)
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			k := letters(c.Data)
			if k == 0 && !strings.Contains(c.Data, ":") {
				t.seam.Space() // text left out parts the words on its two sides
				continue       // a colon after a label ("<em>Read more</em>: ...") is kept
			}
			last := len(segs) - 1
			glued := last >= 0 && segs[last].unit == unit && t.seam.Joins(segs[last].s, c.Data)
			t.seam.Text(c.Data)
			t.text[i] += k
			t.own[unit] += k
			if inLink {
				t.link[i] += k
			}
			segs = append(segs, seg{unit, glued, c.Data})
		case c.Type == html.ElementNode && !skipped(c) && (skip == nil || !skip(c)):
			u := unit
			if box && classify.LoneTitle(c) {
				u = -1 // a unit of its own, as the classifier's
			}
			t.seam.Element(c, &in)
			segs = t.add(c, i, u, inLink, skip, segs)
			t.seam.Element(c, &in)
		case c.Type == html.ElementNode:
			t.seam.Element(c, &in) // left out, as if empty
		}
	}
	t.end[i] = int32(len(t.nodes))
	return segs
}

// letters counts the letters and digits of s. It runs on every text node
// of the content: an ASCII byte is counted by table, without a branch.
//
// A CJK ideograph or kana counts as cjkLetters letters: the stage's
// bounds are in letters of Latin text (tailLong's 200 is a paragraph of
// some forty words, commentRest's 1000 an article's body), and a Chinese
// text says in one character what English says in about three letters (a
// translation runs some 0.65 English words of 4.7 letters to a Chinese
// character). Counted one each, a Chinese news paragraph of 80 characters
// was a short line and a whole story under commentRest. Thai, Lao, Khmer
// and Myanmar letters count one each: their words are four to five letters,
// as Latin words are.
func letters(s string) int32 {
	var k int32
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			k += int32(asciiAlnum[c])
			i++
			continue
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		if unicode.IsLetter(r) || unicode.IsNumber(r) {
			k++
			if dom.CJK(r) {
				k += cjkLetters - 1
			}
		}
		i += w
	}
	return k
}

// cjkLetters is the letters a CJK character counts as (letters' doc).
const cjkLetters = 3

// asciiAlnum is 1 for the ASCII letters and digits, 0 for other bytes.
var asciiAlnum = func() (t [utf8.RuneSelf]uint8) {
	for c := range t {
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' {
			t[c] = 1
		}
	}
	return t
}()

// cutAt marks element i and its subtree as cut.
func (t *tree) cutAt(i int32) {
	for j := i; j < t.end[i]; j++ {
		t.cut[j] = true
	}
}

// canCut reports whether element i can be cut on its own: it is not cut yet
// and, when it is a unit holding nested units, cutting it would not take
// their text along.
func (t *tree) canCut(i int32) bool {
	return !t.cut[i] && !t.mixed[i]
}

// linkDensity is the share of i's text inside links.
func (t *tree) linkDensity(i int32) float32 {
	if t.text[i] == 0 {
		return 0
	}
	return float32(t.link[i]) / float32(t.text[i])
}

// isHidden reports whether n itself is hidden from a reader.
func isHidden(n *html.Node) bool { return readAttrs(n).hidden(n) }

// attrs are the attributes of an element buildTree reads, as dom.Attr
// gives them (the first of a name, outside any namespace), read in one
// pass over its attributes.
type attrs struct{ class, id, role, style string }

func readAttrs(n *html.Node) attrs {
	var a attrs
	var seen uint8
	for _, at := range n.Attr {
		if at.Namespace != "" {
			continue
		}
		var bit uint8
		var v *string
		switch at.Key {
		case "class":
			bit, v = 1, &a.class
		case "id":
			bit, v = 2, &a.id
		case "role":
			bit, v = 4, &a.role
		case "style":
			bit, v = 8, &a.style
		default:
			continue
		}
		if seen&bit == 0 {
			seen |= bit
			*v = at.Val
		}
	}
	return a
}

// hidden reports whether n, with these attributes, is hidden from a reader.
func (a attrs) hidden(n *html.Node) bool {
	if n.DataAtom == atom.Noscript {
		return true
	}
	if a.role == "tabpanel" {
		return false // a tab a reader can open
	}
	return dom.StyleHas(a.style, "display:none")
}

// prevSibling returns the element right before i in its parent, or -1.
func (t *tree) prevSibling(i int32) int32 {
	if t.parent[i] < 0 {
		return -1 // the content roots are not siblings
	}
	j := i - 1
	for j >= 0 && t.parent[j] != t.parent[i] {
		j = t.parent[j]
	}
	return j
}

// next returns the next sibling element of i in the tree, or -1.
func (t *tree) next(i int32) int32 {
	j := t.end[i]
	if j >= int32(len(t.nodes)) || t.parent[j] != t.parent[i] || t.parent[i] < 0 {
		return -1
	}
	return j
}

// roots returns the content roots.
// totalText is the letters and digits of all the content roots: the
// content's size, against which the rules weigh what they would cut.
func (t *tree) totalText() int32 {
	var total int32
	for i := int32(0); i < int32(len(t.nodes)); i = t.end[i] {
		total += t.text[i]
	}
	return total
}

func (t *tree) roots() []int32 {
	var r []int32
	for i := int32(0); i < int32(len(t.nodes)); i = t.end[i] {
		r = append(r, i)
	}
	return r
}

// prose reports whether the content reads as running text: at most
// proseLinks of its text in links. Listings and collections are mostly
// links (card titles), articles and forums are not.
func (t *tree) prose() bool {
	var total, links int32
	for _, r := range t.roots() {
		total += t.text[r]
		links += t.link[r]
	}
	return float32(links) <= proseLinks*float32(total)
}

// proseAround reports whether the content reads as running text around
// element i, when the content as a whole does not (prose): the nearest
// ancestor of i holding at least proseNear letters has at most proseLinks
// of them in links. Old table-layout pages and some CMS templates give the
// classifier one block that holds the site's menus and the article
// together: the content is mostly links, and the rules that judge prose
// (credits) would stay off beside the article itself.
func (t *tree) proseAround(i int32) bool {
	for a := t.parent[i]; a >= 0; a = t.parent[a] {
		if t.text[a] >= proseNear {
			return float32(t.link[a]) <= proseLinks*float32(t.text[a])
		}
	}
	return false
}

// proseNear is the text (letters and digits) of the neighbourhood proseAround
// judges: a few paragraphs, more than a caption and its figure.
const proseNear = 1000

// hasCode reports whether the content holds code or tab panels: it is
// documentation.
func (t *tree) hasCode() bool {
	for _, r := range t.roots() {
		if t.code[r] {
			return true
		}
	}
	return false
}

// countElements counts the elements of n's subtree, up to max: the
// capacity of the tree's slices.
func countElements(n *html.Node, max int) int {
	k := 0
	for c := n; c != nil && k < max; {
		if c.Type == html.ElementNode {
			k++
		}
		switch {
		case c.FirstChild != nil:
			c = c.FirstChild
		default:
			for c != n && c.NextSibling == nil {
				c = c.Parent
			}
			if c == n {
				return k
			}
			c = c.NextSibling
		}
	}
	return k
}

// hiddenAbove reports whether an ancestor of the content root n is hidden:
// the classifier may choose a block inside a display:none copy.
func hiddenAbove(n *html.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.Type == html.ElementNode && isHidden(p) {
			return true
		}
	}
	return false
}
