package mdview

import (
	"unicode"

	"fyne.io/fyne/v2/canvas"
)

// match is a find hit in a run, as rune offsets [start, end).
type match struct {
	start, end int
}

// findState is the current search.
type findState struct {
	query   []rune
	total   int
	current int                 // global match index, -1 if none
	runs    []*textRun          // runs with matches, in order
	marks   []*canvas.Rectangle // reused from one drawing to the next
}

// Find highlights every case-insensitive occurrence of query and returns
// how many there are. The current match is the first one from the block
// at the top of the viewport on (wrapping to the document's first), as in
// a browser: searching from the middle of a long page stays there, and
// refining a query as it is typed moves forward from the match shown. An
// empty query clears.
func (v *View) Find(query string) int {
	from, _ := v.pager.anchor()
	v.clearMatches()
	q := lowerRunes(query)
	if len(q) == 0 {
		v.pager.update()
		return 0
	}
	v.find.query = q
	for _, r := range v.doc.runs {
		r.matches = searchRun(r, q)
		if len(r.matches) > 0 {
			r.first = v.find.total
			v.find.total += len(r.matches)
			v.find.runs = append(v.find.runs, r)
		}
	}
	if v.find.total == 0 {
		v.pager.update()
		return 0
	}
	v.find.current = 0
	for _, r := range v.find.runs {
		if r.top >= from {
			v.find.current = r.first
			break
		}
	}
	v.rebuildCode()
	v.scrollToMatch()
	return v.find.total
}

// FindCurrent returns the index of the current match (0-based), or -1.
func (v *View) FindCurrent() int { return v.find.current }

// FindNext moves to the next match, wrapping after the last, and returns
// its index; -1 when there are no matches.
func (v *View) FindNext() int { return v.step(1) }

// FindPrev moves to the previous match, wrapping before the first, and
// returns its index; -1 when there are no matches.
func (v *View) FindPrev() int { return v.step(-1) }

// ClearFind removes the highlights.
func (v *View) ClearFind() {
	v.clearMatches()
	v.pager.update()
}

// clearMatches forgets the search; blocks of code with matches are
// rebuilt without them.
func (v *View) clearMatches() {
	v.rebuildCode()
	for _, r := range v.find.runs {
		r.matches = nil
	}
	v.find = findState{current: -1, marks: v.find.marks}
}

// rebuildCode drops the built blocks holding code with matches: code
// draws its own marks, other text is marked by the pager (findmarks.go).
func (v *View) rebuildCode() {
	for _, r := range v.find.runs {
		if r.code {
			v.rebuildBlock(r.top)
		}
	}
}

func (v *View) step(d int) int {
	if v.find.total == 0 {
		return -1
	}
	old := v.runOf(v.find.current)
	v.find.current = (v.find.current + d + v.find.total) % v.find.total
	cur := v.runOf(v.find.current)
	for _, r := range []*textRun{old, cur} {
		if r.code { // code colours its current match itself
			v.rebuildBlock(r.top)
		}
	}
	v.scrollToMatch()
	return v.find.current
}

// runOf returns the run holding global match i.
func (v *View) runOf(i int) *textRun {
	for _, r := range v.find.runs {
		if i < r.first+len(r.matches) {
			return r
		}
	}
	return v.find.runs[len(v.find.runs)-1]
}

// rebuildBlock drops block i's object so the next update builds it anew.
func (v *View) rebuildBlock(i int) {
	if i >= 0 && i < len(v.pager.items) {
		v.pager.items[i].obj = nil
		v.pager.items[i].measured = false
	}
}

// scrollToMatch brings the current match into view: its block's top, plus
// the match's share of a tall block, less a third of the viewport.
func (v *View) scrollToMatch() {
	r := v.runOf(v.find.current)
	v.pager.update()
	it := v.pager.items[r.top]
	frac := float32(0)
	if n := len([]rune(r.text())); n > 0 {
		frac = float32(r.matches[v.find.current-r.first].start) / float32(n)
	}
	dy := frac*it.h - v.scroll.Size().Height/3
	v.scrollToBlock(r.top, max(dy, 0))
}

// searchRun finds the non-overlapping matches of q in a run.
func searchRun(r *textRun, q []rune) []match {
	if r.lower == nil {
		r.lower = lowerRunes(r.text())
	}
	var out []match
	t := r.lower
	for i := 0; i+len(q) <= len(t); {
		if t[i] == q[0] && equalRunes(t[i:i+len(q)], q) {
			out = append(out, match{i, i + len(q)})
			i += len(q)
			continue
		}
		i++
	}
	return out
}

func equalRunes(a, b []rune) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// lowerRunes lower-cases rune by rune, keeping offsets aligned with the
// original text (strings.ToLower may change the rune count).
func lowerRunes(s string) []rune {
	r := []rune(s)
	for i, c := range r {
		r[i] = unicode.ToLower(c)
	}
	return r
}

// markCode marks the find matches of a code block's run on its lines.
func markCode(lines [][]codeRun, r *textRun, v *View) [][]codeRun {
	if len(r.matches) == 0 {
		return lines
	}
	row, col, pos := 0, 0, 0
	for k, m := range r.matches {
		mark := markMatch
		if r.first+k == v.find.current {
			mark = markCurrent
		}
		for ; pos < m.start; pos++ { // to the match's start
			row, col = advance(r.lower[pos], row, col)
		}
		from := col
		for ; pos < m.end; pos++ {
			if r.lower[pos] == '\n' && row < len(lines) { // a match across lines: mark each part
				lines[row] = markRuns(lines[row], from, col, mark)
				from = 0
			}
			row, col = advance(r.lower[pos], row, col)
		}
		if row < len(lines) {
			lines[row] = markRuns(lines[row], from, col, mark)
		}
	}
	return lines
}

// advance moves a (row, column) place past rune c.
func advance(c rune, row, col int) (int, int) {
	if c == '\n' {
		return row + 1, 0
	}
	return row, col + 1
}
