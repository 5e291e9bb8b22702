package export

import (
	"bytes"
	"image"

	"github.com/go-pdf/fpdf"

	"folio/internal/mdsyntax"
)

// Formulas come from the FigureRenderer as language "math" (display) or
// "math inline" (in running text: no fence can name it), drawn for
// 16-pixel text (mathTextPx); the PDF scales them to its own text size.
const (
	mathTextPx     = 16
	mathLang       = "math"
	mathInlineLang = "math inline"
)

// mathFigure asks the renderer for a formula: nil when there is none or
// it cannot be drawn, and the TeX is printed instead.
func (w *writer) mathFigure(lang, tex string) *Figure {
	if w.cfg.figures == nil {
		return nil
	}
	fig, ok, err := w.cfg.figures.Figure(w.ctx, lang, tex)
	if !ok || err != nil || len(fig.PNG) == 0 {
		return nil
	}
	return &fig
}

// mathScale is the points per pixel of a formula drawn at fig.Scale.
func (w *writer) mathScale(fig *Figure) float64 {
	return w.cfg.fontSize / mathTextPx / max(1, fig.Scale)
}

// displayMath writes a display formula centred on its own line, or its
// TeX as a code block.
func (w *writer) displayMath(tex string) {
	fig := w.mathFigure(mathLang, tex)
	if fig == nil {
		w.code(tex, "math")
		return
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(fig.PNG))
	name, rerr := w.register(fig.PNG, "PNG")
	if err != nil || rerr != nil {
		w.code(tex, "math")
		return
	}
	k := w.mathScale(fig)
	wd, ht := float64(cfg.Width)*k, float64(cfg.Height)*k
	if fit := w.contentWidth() / wd; fit < 1 {
		wd, ht = wd*fit, ht*fit
	}
	w.ensure(ht + w.lineHeight()*0.5)
	x := margin + w.indent + (w.contentWidth()-wd)/2
	y := w.pdf.GetY() + w.lineHeight()*0.2
	w.pdf.ImageOptions(name, x, y, wd, ht, false, fpdf.ImageOptions{ImageType: "PNG"}, 0, "")
	w.pdf.SetXY(margin+w.indent, y+ht+w.lineHeight()*0.5)
}

// inlineMath writes a formula in running text of line height lh, its
// baseline on the text's, or its TeX as inline code.
func (w *writer) inlineMath(n *mdsyntax.InlineMath, lh float64) {
	fig := w.mathFigure(mathInlineLang, n.TeX)
	var name string
	var cfg image.Config
	var err error
	if fig != nil {
		if cfg, _, err = image.DecodeConfig(bytes.NewReader(fig.PNG)); err == nil {
			name, err = w.register(fig.PNG, "PNG")
		}
	}
	if fig == nil || err != nil {
		s := w.style
		s.code, s.color = true, [3]int{150, 30, 60}
		w.withStyle(s, func() { w.pdf.Write(lh, n.TeX) })
		return
	}
	k := w.mathScale(fig)
	wd, ht := float64(cfg.Width)*k, float64(cfg.Height)*k
	if limit := lh * 1.6; ht > limit { // a tall formula is scaled to the line
		wd, ht, k = wd*limit/ht, limit, k*limit/ht
	}
	right := margin + w.indent + w.contentWidth()
	if w.pdf.GetX()+wd > right && w.pdf.GetX() > margin+w.indent+1 {
		w.pdf.Ln(lh)
	}
	x, y := w.pdf.GetX(), w.pdf.GetY()
	ascent := ht
	if fig.Baseline > 0 {
		ascent = float64(fig.Baseline) * k
	}
	baseline := y + lh/2 + 0.3*w.style.size // where fpdf puts the text's baseline in a cell
	// fpdf draws text a cell margin right of X: the formula goes there
	// too, and the text after it starts a margin right of its end.
	w.pdf.ImageOptions(name, x+w.pdf.GetCellMargin(), baseline-ascent, wd, ht, false, fpdf.ImageOptions{ImageType: "PNG"}, 0, "")
	w.pdf.SetXY(x+wd, y)
}
