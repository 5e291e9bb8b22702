package mdview

import (
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
)

// Where characters are in a code block, for selecting. Code selects by
// character like prose, in the same model: a code block is one text box
// whose offsets are runes of the code as written (a tab is one rune, so a
// copy gives back the tab). Rune k of a line sits in the grid column its
// tabs expand it to; within a drawn run, wide runes (which a monospace
// font draws wider than a cell) are placed by measuring the run, so a
// hit or a mark lands where the character is drawn.

// codeLine is one line of a code block for selecting: its first rune's
// offset in the block's text, its runes as written, and the grid column
// before each rune and after the last.
type codeLine struct {
	start int
	runes []rune
	cols  []int
}

// selLines splits the code as written into lines with their columns.
func (c *codeText) selLines() []codeLine {
	parts := strings.Split(c.src, "\n")
	out := make([]codeLine, len(parts))
	off := 0
	for i, p := range parts {
		rs := []rune(p)
		cols := make([]int, len(rs)+1)
		col := 0
		for k, r := range rs {
			cols[k] = col
			if r == '\t' {
				col += tabWidth - col%tabWidth
			} else {
				col++
			}
		}
		cols[len(rs)] = col
		out[i] = codeLine{start: off, runes: rs, cols: cols}
		off += len(rs) + 1
	}
	return out
}

// colX is where grid column col of line row is drawn, from the grid's
// left edge: a cell per column, except inside a run holding wide runes,
// which is measured as it is drawn.
func (c *codeText) colX(row, col int, cellW float32) float32 {
	if row < len(c.lines) {
		for _, r := range c.lines[row] {
			n := utf8.RuneCountInString(r.text)
			if col < r.col || col > r.col+n {
				continue
			}
			if n == len(r.text) { // ASCII: the grid is exact
				break
			}
			k := col - r.col
			rs := []rune(r.text)
			return float32(r.col)*cellW + fyne.MeasureText(string(rs[:k]), c.size, fyne.TextStyle{Monospace: true}).Width
		}
	}
	return float32(col) * cellW
}

// codeOffsetAt returns the rune offset nearest local (grid coordinates).
func (c *codeText) codeOffsetAt(local fyne.Position) int {
	lines := c.selLines()
	cell := c.cell()
	li := int(local.Y / cell.Height)
	if local.Y < 0 {
		return 0
	}
	if li >= len(lines) {
		l := lines[len(lines)-1]
		return l.start + len(l.runes)
	}
	l := lines[li]
	k := 0 // the first boundary whose midpoint with the next is past x
	for ; k < len(l.runes); k++ {
		a, e := c.colX(li, l.cols[k], cell.Width), c.colX(li, l.cols[k+1], cell.Width)
		if (a+e)/2 > local.X {
			break
		}
	}
	return l.start + k
}

// codeRangeRects returns the rectangles covering runes [a, e) of a code
// box; a selection running past a line's end covers one more cell (the
// newline), so selected empty lines show.
func (c *codeText) codeRangeRects(b textBox, a, e int) []markRect {
	cell := c.cell()
	var out []markRect
	for li, l := range c.selLines() {
		n := len(l.runes)
		if e <= l.start || a > l.start+n {
			continue
		}
		s, t := max(a, l.start)-l.start, min(e, l.start+n)-l.start
		x0, x1 := c.colX(li, l.cols[s], cell.Width), c.colX(li, l.cols[t], cell.Width)
		if e > l.start+n {
			x1 += cell.Width
		}
		if x1 <= x0 {
			continue
		}
		out = append(out, markRect{
			pos:  b.pos.Add(fyne.NewPos(x0, float32(li)*cell.Height)),
			size: fyne.NewSize(x1-x0, cell.Height),
		})
	}
	return out
}

// codeCaret returns where offset off is drawn (grid coordinates: x and
// the middle of its line) and the line height.
func (c *codeText) codeCaret(off int) (x, y, lineH float32) {
	lines := c.selLines()
	cell := c.cell()
	li := len(lines) - 1
	for k, l := range lines {
		if off <= l.start+len(l.runes) {
			li = k
			break
		}
	}
	l := lines[li]
	k := max(0, min(off-l.start, len(l.runes)))
	return c.colX(li, l.cols[k], cell.Width), (float32(li) + 0.5) * cell.Height, cell.Height
}

// codeLineEdge returns the offset of the start (end false) or the end of
// the line holding off.
func (c *codeText) codeLineEdge(off int, end bool) int {
	for _, l := range c.selLines() {
		if off <= l.start+len(l.runes) {
			if end {
				return l.start + len(l.runes)
			}
			return l.start
		}
	}
	return utf8.RuneCountInString(c.src)
}
