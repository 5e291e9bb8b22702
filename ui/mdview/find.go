package mdview

import (
	"unicode"

	"fyne.io/fyne/v2"

	"fyne.io/fyne/v2/widget"
)

// match is a find hit in a run, as rune offsets [start, end).
type match struct {
	start, end int
}

// findState is the current search.
type findState struct {
	query   []rune
	total   int
	current int        // global match index, -1 if none
	runs    []*textRun // runs with matches, in order
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
		v.Rebuild()
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
		v.Rebuild()
		return 0
	}
	v.find.current = 0
	for _, r := range v.find.runs {
		if r.top >= from {
			v.find.current = r.first
			break
		}
	}
	v.Rebuild()
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
	had := v.find.total > 0
	v.clearMatches()
	if had {
		v.Rebuild()
	}
}

func (v *View) clearMatches() {
	for _, r := range v.find.runs {
		r.matches = nil
	}
	v.find = findState{current: -1}
}

func (v *View) step(d int) int {
	if v.find.total == 0 {
		return -1
	}
	old := v.runOf(v.find.current)
	v.find.current = (v.find.current + d + v.find.total) % v.find.total
	cur := v.runOf(v.find.current)
	if old != cur { // only the runs' colours change: rebuild their blocks
		v.rebuildBlock(old.top)
		v.rebuildBlock(cur.top)
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

// markGrid paints find matches on a code grid's cells.
func markGrid(g *widget.TextGrid, r *textRun, v *View) {
	if len(r.matches) == 0 {
		return
	}
	row, col, pos := 0, 0, 0
	for k, m := range r.matches {
		bg := findBg
		if r.first+k == v.find.current {
			bg = findCurrentBg
		}
		st := &widget.CustomTextGridStyle{FGColor: findFg, BGColor: bg, TextStyle: fyne.TextStyle{Monospace: true}}
		for _, c := range r.lower[pos:m.end] {
			if pos >= m.start && row < len(g.Rows) && col < len(g.Rows[row].Cells) {
				g.Rows[row].Cells[col].Style = st
			}
			if c == '\n' {
				row, col = row+1, 0
			} else {
				col++
			}
			pos++
		}
	}
}
