package markdown

import (
	"strconv"
	"strings"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// Numbered paragraphs. The other way authors type a list by hand: one
// block per item, each opened by its number ("<p>1. Preheat the
// oven …</p><p>2. Mix the flour and the butter …</p>"), what rich-text
// editors and page builders make of a numbered list when the author
// types the numbers (typedlists.go is the same list typed inside one
// paragraph with <br>). A browser shows a numbered list and a reader
// reads one, but the walker escaped each number ("1\. Preheat") and
// wrote paragraphs. A block whose text opens with a number and a "." or
// ")" is written as an item of an ordered list when a sibling of the same
// element, within numberedGap siblings and with no heading between,
// opens with the number right before or right after it and the same
// mark: numbers that count, not one sentence that happens to start with
// "1." or a year.
// Other blocks may stand between two items (a picture, a paragraph of
// explanation); each item is then a list of its own, its number its
// start, so the numbering the page shows survives.
//
// Measured: see the commit that added it.

// numberedGap is how many element siblings the search for the next or
// previous number looks past: a picture, a caption and a paragraph of
// explanation between two steps.
const numberedGap = 4

// numberedMax is the most digits a numbered paragraph's number has,
// fewer than the orderedMax a list marker may have: a paragraph opening
// with "2024." is a year, not the 2024th step.
const numberedMax = 3

// numberedRun remembers the numbered paragraph written last, so that the
// next one, right after it, continues its list with its marker. Only
// right after it: a list written between (the sub-steps of a step, "2.
// Add:" and a bullet list of what) ended the run, and the next step is a
// list of its own, or it would take that list's marker ("3- Fold") or
// join it and be numbered as its next item.
type numberedRun struct {
	depth int // len(conts) when it was written
	next  int // the number that continues it
	end   int // the Markdown's length when it was written
}

// markNumbered notes, on entering block n, the number of the list item n
// opens when it is one of a run of numbered blocks; the paragraph that
// n's text opens (flushPara) is then written as that item.
func (r *renderer) markNumbered(n *html.Node) {
	if !hasTwinNear(n) {
		return // no sibling could number with it: its text is not read
	}
	num, delim := leadNumber(n)
	if num == 0 || !(numberedSibling(n, num-1, delim, false) || numberedSibling(n, num+1, delim, true)) {
		return
	}
	r.numbered = num
}

// numberedSibling reports whether the nearest sibling of n's tag that
// opens with a number (twins: within numberedGap element siblings before
// n, or after with forward set, no heading between) opens with num and
// delim.
func numberedSibling(n *html.Node, num int, delim byte, forward bool) bool {
	if num <= 0 {
		return false
	}
	found := false
	twins(n, forward, func(s *html.Node) bool {
		k, d := leadNumber(s)
		found = k == num && d == delim
		return k != 0
	})
	return found
}

// hasTwinNear reports whether n has a sibling of its tag where
// numberedSibling looks (twins). Most blocks have none (a wrapper, the
// only list in its box), and leadNumber, which walks down to the first
// text and asks Drops of every element on the way, is then not needed:
// the walker passes every block of a page through markNumbered.
func hasTwinNear(n *html.Node) bool {
	yes := func(*html.Node) bool { return true }
	return twins(n, false, yes) || twins(n, true, yes)
}

// twins calls f with each sibling of n's tag, nearest first, within
// numberedGap element siblings before n (or after, with forward set) and
// with no heading between, until f returns true; it reports whether f
// did. One walk for numberedSibling and hasTwinNear, so that the cheap
// test looks exactly where the dear one does.
func twins(n *html.Node, forward bool, f func(s *html.Node) bool) bool {
	seen := 0
	for s := sibling(n, forward); s != nil && seen < numberedGap; s = sibling(s, forward) {
		if s.Type != html.ElementNode {
			continue
		}
		seen++
		if dom.HeadingAtom(s.DataAtom) {
			return false
		}
		if s.DataAtom == n.DataAtom && s.Data == n.Data && f(s) {
			return true
		}
	}
	return false
}

// sibling returns n's next sibling with forward set, else its previous.
func sibling(n *html.Node, forward bool) *html.Node {
	if forward {
		return n.NextSibling
	}
	return n.PrevSibling
}

// leadNumber returns the number n's text opens with ("12. ", "3) ") and
// the mark after it, or 0: the first text under n, past leading white space and the elements
// that open it, must start with one to numberedMax digits, a "." or ")"
// and a space (or the end of that text: "<span>2.</span> <span>The …").
func leadNumber(n *html.Node) (int, byte) {
	c := n.FirstChild
	for depth := 0; c != nil && depth < 8; {
		switch c.Type {
		case html.TextNode:
			t := strings.TrimLeft(c.Data, " \t\r\n\u00a0")
			if t == "" {
				c = c.NextSibling
				continue
			}
			return numberMark(t)
		case html.ElementNode:
			if c.FirstChild == nil || Drops(c) {
				c = c.NextSibling
				continue
			}
			c = c.FirstChild
			depth++
		default:
			c = c.NextSibling
		}
	}
	return 0, 0
}

// numberMark reads "N. " or "N) " at the start of t: an ordered list
// marker (orderedMarker) of at most numberedMax digits, then white space
// or the end of t.
func numberMark(t string) (int, byte) {
	num, delim, w := orderedMarker(t) // lists.go
	if w == 0 || w-1 > numberedMax {
		return 0, 0
	}
	if rest := t[w:]; rest != "" && !strings.HasPrefix(rest, " ") && !strings.HasPrefix(rest, "\t") &&
		!strings.HasPrefix(rest, "\n") && !strings.HasPrefix(rest, "\u00a0") {
		return 0, 0
	}
	return num, delim
}

// writeNumbered writes a one-line paragraph body that opens with the
// number markNumbered noted as an ordered list item of that number. It
// reports false, and writes nothing, when body does not open with it.
func (r *renderer) writeNumbered(body []byte, num int) bool {
	if num == 0 || len(body) == 0 || strings.IndexByte(string(body), '\n') >= 0 {
		return false
	}
	it, ok := typedLine(body)
	if !ok || it.num != num || taskLike(it.rest) {
		return false
	}
	mark := r.listMarker(true)
	if r.last == kList && r.run.end == r.md.Len() && r.run.next == num && r.run.depth == len(r.conts) {
		mark = r.lastList.marker // the run's next item: the same list
	}
	k := kList
	if num != 1 {
		k = kListInterrupt
	}
	r.beginBlock(k)
	r.lineBytes(itemLine(make([]byte, 0, len(body)+4), strconv.Itoa(num)+string(mark), it.rest))
	r.last = kList
	r.lastList = listMark{depth: len(r.conts), marker: mark}
	r.run = numberedRun{depth: len(r.conts), next: num + 1, end: r.md.Len()}
	return true
}
