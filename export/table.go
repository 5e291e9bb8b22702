package export

import (
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
)

// cellPad is the padding inside a table cell.
const cellPad = 4

// table writes a GFM table: a bold header on grey, thin borders, columns
// sized to their text and wrapped when the page is too narrow, the header
// repeated on every page the table crosses.
func (w *writer) table(n *east.Table) {
	var rows [][]string
	for r := n.FirstChild(); r != nil; r = r.NextSibling() {
		var cells []string
		for c := r.FirstChild(); c != nil; c = c.NextSibling() {
			cells = append(cells, strings.TrimSpace(plain(c, w.src)))
		}
		rows = append(rows, cells)
	}
	if len(rows) == 0 {
		return
	}
	size := w.cfg.fontSize * 0.9
	w.pdf.SetFont(sans, "", size)
	widths := w.columnWidths(rows, len(n.Alignments))
	lh := size * 1.35
	for i, cells := range rows {
		header := i == 0
		h := w.rowHeight(cells, widths, lh, header)
		if w.room() < h {
			w.pdf.AddPage()
			if !header {
				w.row(rows[0], widths, n.Alignments, w.rowHeight(rows[0], widths, lh, true), lh, true)
			}
		}
		w.row(cells, widths, n.Alignments, h, lh, header)
	}
	w.pdf.Ln(w.lineHeight() * 0.6)
	w.apply()
}

// columnWidths gives each column its natural width when they all fit, and
// otherwise shares the width in proportion, never below a fair minimum.
func (w *writer) columnWidths(rows [][]string, cols int) []float64 {
	natural := make([]float64, cols)
	// SplitText keeps fpdf's cell margin on both sides as well as ours.
	slack := 2*cellPad + 2*w.pdf.GetCellMargin() + 1
	for i, cells := range rows {
		w.cellFont(i == 0)
		for j := 0; j < cols && j < len(cells); j++ {
			natural[j] = max(natural[j], w.pdf.GetStringWidth(cells[j])+slack)
		}
	}
	total, avail := 0.0, w.contentWidth()
	for _, x := range natural {
		total += x
	}
	if total <= avail {
		return natural
	}
	floor := avail / float64(cols) * 0.5
	out := make([]float64, cols)
	rest, restNatural := avail, total
	for j, x := range natural {
		if x*avail/total < floor {
			out[j] = min(x, floor)
			rest -= out[j]
			restNatural -= x
		}
	}
	for j, x := range natural {
		if out[j] == 0 {
			out[j] = x * rest / restNatural
		}
	}
	return out
}

// rowHeight is the height of a row whose cells wrap within their columns.
func (w *writer) rowHeight(cells []string, widths []float64, lh float64, header bool) float64 {
	w.cellFont(header)
	lines := 1
	for j, wd := range widths {
		if j < len(cells) {
			lines = max(lines, len(w.pdf.SplitText(cells[j], wd-2*cellPad)))
		}
	}
	return float64(lines)*lh + 2*cellPad
}

// row draws one row of cells.
func (w *writer) row(cells []string, widths []float64, align []east.Alignment, h, lh float64, header bool) {
	pdf := w.pdf
	x0, y := margin+w.indent, pdf.GetY()
	x := x0
	pdf.SetDrawColor(210, 210, 210)
	pdf.SetLineWidth(0.5)
	for j, wd := range widths {
		if header {
			pdf.SetFillColor(240, 242, 245)
			pdf.Rect(x, y, wd, h, "FD")
		} else {
			pdf.Rect(x, y, wd, h, "D")
		}
		if j < len(cells) {
			w.cellFont(header)
			for k, line := range pdf.SplitText(cells[j], wd-2*cellPad) {
				pdf.SetXY(x+cellPad, y+cellPad+float64(k)*lh)
				pdf.CellFormat(wd-2*cellPad, lh, line, "", 0, alignOf(align, j), false, 0, "")
			}
		}
		x += wd
	}
	pdf.SetXY(x0, y+h)
}

// cellFont sets the font of header or body cells.
func (w *writer) cellFont(header bool) {
	style := ""
	if header {
		style = "B"
	}
	w.pdf.SetFont(sans, style, w.cfg.fontSize*0.9)
	w.pdf.SetTextColor(30, 30, 30)
}

// alignOf maps a column's GFM alignment to fpdf's.
func alignOf(align []east.Alignment, j int) string {
	if j < len(align) {
		switch align[j] {
		case east.AlignRight:
			return "R"
		case east.AlignCenter:
			return "C"
		}
	}
	return "L"
}

var _ ast.Node = (*east.Table)(nil)
