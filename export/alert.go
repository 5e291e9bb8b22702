package export

import (
	"github.com/go-pdf/fpdf"

	"folio/internal/mdsyntax"
)

// alert writes a GitHub alert as the reader shows it: a bar in the
// kind's colour on the left, its icon and title, then the blocks.
func (w *writer) alert(n *mdsyntax.Alert) error {
	outer := w.indent
	accent := n.AlertKind.Color(false)
	w.ensure(3 * w.lineHeight())
	w.pdf.Ln(w.lineHeight() * 0.2)
	startPage, startY := w.pdf.PageNo(), w.pdf.GetY()
	w.setIndent(outer + 14)

	size := w.cfg.fontSize * 1.05
	x, y := margin+w.indent, w.pdf.GetY()+(w.lineHeight()-size)/2
	w.icon(n.AlertKind.Icon(), x, y, size, accent)
	w.pdf.SetX(x + size + 4)
	w.withStyle(inline{bold: true, size: w.cfg.fontSize, color: [3]int{int(accent.R), int(accent.G), int(accent.B)}}, func() {
		w.pdf.Write(w.lineHeight(), n.AlertKind.Title())
	})
	w.pdf.Ln(w.lineHeight() * 1.25)
	err := w.blocks(n)
	w.setIndent(outer)

	w.pdf.SetDrawColor(int(accent.R), int(accent.G), int(accent.B))
	w.pdf.SetLineWidth(2.5)
	bx := margin + outer + 4
	top := startY
	if w.pdf.PageNo() != startPage {
		top = margin
	}
	w.pdf.Line(bx, top, bx, w.pdf.GetY()-w.lineHeight()*0.45)
	return err
}

// icon draws an icon of 16×16 units at (x, y), side points wide, filled
// in fg with its knocked-out parts in white.
func (w *writer) icon(shapes []mdsyntax.IconShape, x, y, side float64, fg interface{ RGBA() (r, g, b, a uint32) }) {
	k := side / 16
	for _, s := range shapes {
		if s.Knockout {
			w.pdf.SetFillColor(255, 255, 255)
		} else {
			r, g, b, _ := fg.RGBA()
			w.pdf.SetFillColor(int(r>>8), int(g>>8), int(b>>8))
		}
		if s.R > 0 {
			w.pdf.Circle(x+s.X*k, y+s.Y*k, s.R*k, "F")
			continue
		}
		pts := make([]fpdf.PointType, len(s.Points))
		for i, p := range s.Points {
			pts[i] = fpdf.PointType{X: x + p[0]*k, Y: y + p[1]*k}
		}
		w.pdf.Polygon(pts, "F")
	}
}
