package mdview

import (
	"image/color"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Code is drawn on a monospace grid as one text object per run of
// characters of one style on a line, placed at the column it starts in.
// Fyne's TextGrid keeps a rectangle and a text object for every cell of
// every row, as wide as the view whatever the line's length: some two
// hundred objects per line of code, which made code most of what a long
// page held in memory. Here a line costs one object per coloured token,
// and blank runs cost nothing.

// codeStyle is how a run of code is drawn: its colour alone. The
// highlighter's bold and italic are dropped because Fyne draws every
// monospace style with its one monospace font (see faceStyle): they
// changed nothing on screen, and each cost Fyne a font cache of its own.
type codeStyle struct {
	fg color.Color // nil: the theme's foreground
}

// markNone, markMatch and markCurrent say whether a run is a find match,
// and whether it is the current one.
const (
	markNone int8 = iota
	markMatch
	markCurrent
)

// codeRun is a stretch of one line in one style, starting at column col.
type codeRun struct {
	col  int
	text string
	st   codeStyle
	mark int8
}

// codeText draws lines of styled runs at a text size fixed when it is
// built (the view rebuilds on zoom). Its text objects are made at the
// first layout, not with the widget: a theme override made around a
// block records every object that exists when it is made, for good.
type codeText struct {
	widget.BaseWidget
	lines [][]codeRun
	src   string  // the code as written (tabs kept), for selecting
	cols  int     // the longest line, in cells
	size  float32 // text size
}

func newCodeText(lines [][]codeRun, src string, size float32) *codeText {
	c := &codeText{lines: lines, src: src, size: size}
	for _, l := range lines {
		if n := len(l); n > 0 {
			c.cols = max(c.cols, l[n-1].col+utf8.RuneCountInString(l[n-1].text))
		}
	}
	c.ExtendBaseWidget(c)
	return c
}

// Text returns the code as shown, lines joined by newlines.
func (c *codeText) Text() string {
	var b strings.Builder
	for i, l := range c.lines {
		if i > 0 {
			b.WriteByte('\n')
		}
		col := 0
		for _, r := range l {
			b.WriteString(strings.Repeat(" ", r.col-col))
			b.WriteString(r.text)
			col = r.col + utf8.RuneCountInString(r.text)
		}
	}
	return b.String()
}

// cell is the size of one character cell at the widget's text size: the
// monospace advance, and the line height rounded as TextGrid rounds it.
func (c *codeText) cell() fyne.Size {
	m := fyne.MeasureText("MMMMMMMMMM", c.size, fyne.TextStyle{Monospace: true})
	return fyne.NewSize(m.Width/10, float32(int(m.Height+0.5)))
}

// MinSize is the grid: the longest line by the number of lines.
func (c *codeText) MinSize() fyne.Size {
	cell := c.cell()
	return fyne.NewSize(cell.Width*float32(c.cols), cell.Height*float32(len(c.lines)))
}

// CreateRenderer implements fyne.Widget.
func (c *codeText) CreateRenderer() fyne.WidgetRenderer {
	return &codeTextRenderer{c: c}
}

type codeTextRenderer struct {
	c    *codeText
	objs []fyne.CanvasObject
	fg   color.Color // the theme's foreground the objects were made with
}

func (r *codeTextRenderer) Destroy()                     {}
func (r *codeTextRenderer) MinSize() fyne.Size           { return r.c.MinSize() }
func (r *codeTextRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *codeTextRenderer) Layout(fyne.Size)             { r.make() }

// Refresh remakes the objects when the theme's foreground changed.
func (r *codeTextRenderer) Refresh() {
	if r.objs != nil {
		r.make()
	}
}

// make creates the text objects (and the fills of find matches) once per
// foreground colour.
func (r *codeTextRenderer) make() {
	fg := theme.Color(theme.ColorNameForeground)
	if r.objs != nil && fg == r.fg {
		return
	}
	r.fg = fg
	cell := r.c.cell()
	r.objs = make([]fyne.CanvasObject, 0, len(r.c.lines))
	for row, l := range r.c.lines {
		y := float32(row) * cell.Height
		for _, run := range l {
			n := utf8.RuneCountInString(run.text)
			pos := fyne.NewPos(float32(run.col)*cell.Width, y)
			box := fyne.NewSize(float32(n)*cell.Width, cell.Height)
			col := run.st.fg
			if col == nil {
				col = fg
			}
			if run.mark != markNone {
				bg := canvas.NewRectangle(findBg)
				if run.mark == markCurrent {
					bg.FillColor = findCurrentBg
				}
				bg.Move(pos)
				bg.Resize(box)
				r.objs = append(r.objs, bg)
				col = findFg
			} else if strings.TrimSpace(run.text) == "" {
				continue // blank: nothing to draw
			}
			t := canvas.NewText(run.text, col)
			t.TextSize = r.c.size
			t.TextStyle = fyne.TextStyle{Monospace: true}
			t.Move(pos)
			t.Resize(box)
			r.objs = append(r.objs, t)
		}
	}
	canvas.Refresh(r.c)
}

// lineRuns builds lines of runs from styled pieces of text that may hold
// newlines, merging neighbours of one style.
type lineRuns struct {
	lines [][]codeRun
	col   int
}

func (b *lineRuns) add(text string, st codeStyle) {
	if len(b.lines) == 0 {
		b.lines = append(b.lines, nil)
	}
	for i, part := range strings.Split(text, "\n") {
		if i > 0 {
			b.lines = append(b.lines, nil)
			b.col = 0
		}
		if part == "" {
			continue
		}
		row := len(b.lines) - 1
		l := b.lines[row]
		if n := len(l); n > 0 && l[n-1].st == st && l[n-1].col+utf8.RuneCountInString(l[n-1].text) == b.col {
			l[n-1].text += part
		} else {
			b.lines[row] = append(l, codeRun{col: b.col, text: part, st: st})
		}
		b.col += utf8.RuneCountInString(part)
	}
}

// markRuns marks columns [from, to) of a line as a find match, splitting
// the runs they cut.
func markRuns(l []codeRun, from, to int, mark int8) []codeRun {
	out := make([]codeRun, 0, len(l)+2)
	for _, r := range l {
		rs := []rune(r.text)
		end := r.col + len(rs)
		if end <= from || r.col >= to {
			out = append(out, r)
			continue
		}
		a, e := max(from, r.col), min(to, end)
		if a > r.col {
			out = append(out, codeRun{col: r.col, text: string(rs[:a-r.col]), st: r.st, mark: r.mark})
		}
		out = append(out, codeRun{col: a, text: string(rs[a-r.col : e-r.col]), st: r.st, mark: mark})
		if e < end {
			out = append(out, codeRun{col: e, text: string(rs[e-r.col:]), st: r.st, mark: r.mark})
		}
	}
	return out
}
