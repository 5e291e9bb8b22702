package export

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	"folio/internal/mdsyntax"
)

// Page geometry, in points.
const (
	margin      = 56 // about 2 cm on every side
	footerSpace = 28 // below the text: the page number
)

// md parses the GFM the reader renders.
var md = goldmark.New(goldmark.WithExtensions(extension.GFM, mdsyntax.Alerts, mdsyntax.Math),
	goldmark.WithParserOptions(parser.WithAutoHeadingID()))

// PDF writes the Markdown document src to w as a PDF.
func PDF(ctx context.Context, w io.Writer, src []byte, opts ...Option) error {
	cfg := config{size: A4, fontSize: 10.5}
	for _, o := range opts {
		if err := o(&cfg); err != nil {
			return err
		}
	}
	doc := md.Parser().Parse(text.NewReader(src))
	wr := newWriter(ctx, cfg, src)
	wr.begin(opensWithTitle(doc, src, cfg.title))
	if err := wr.blocks(doc); err != nil {
		return err
	}
	if err := wr.pdf.Error(); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	return wr.pdf.Output(w)
}

// writer holds one document being written.
type writer struct {
	ctx    context.Context
	pdf    *fpdf.Fpdf
	cfg    config
	src    []byte
	indent float64 // left indent of the current block, from the margin
	style  inline
	images int // images registered, for unique names
}

// newWriter sets up the pages: size, margins, fonts, footer.
func newWriter(ctx context.Context, cfg config, src []byte) *writer {
	pdf := fpdf.New("P", "pt", string(cfg.size), "")
	pdf.SetMargins(margin, margin, margin)
	pdf.SetAutoPageBreak(true, margin+footerSpace-16)
	pdf.SetCreator("Folio", true)
	pdf.SetCreationDate(time.Unix(0, 0).UTC()) // reproducible output
	pdf.SetModificationDate(time.Unix(0, 0).UTC())
	if cfg.title != "" {
		pdf.SetTitle(cfg.title, true)
	}
	addFonts(pdf)
	pdf.AliasNbPages("{nb}")
	wr := &writer{ctx: ctx, pdf: pdf, cfg: cfg, src: src}
	pdf.SetFooterFunc(wr.footer)
	return wr
}

// begin opens the first page and prints the title, unless the document
// opens with it as a heading (titled says so): a page's title is most
// often its first heading, and printing both put it twice at the top.
func (w *writer) begin(titled bool) {
	w.pdf.AddPage()
	if w.cfg.title == "" || titled {
		return
	}
	w.pdf.SetFont(sans, "B", w.cfg.fontSize*2.1)
	w.pdf.SetTextColor(20, 20, 20)
	w.pdf.MultiCell(0, w.cfg.fontSize*2.6, w.cfg.title, "", "L", false)
	w.pdf.Ln(w.cfg.fontSize * 0.8)
}

// footer prints "title · page N of M" at the foot of every page.
func (w *writer) footer() {
	pdf := w.pdf
	_, h := pdf.GetPageSize()
	pdf.SetY(h - margin + 8)
	pdf.SetFont(sans, "", 8)
	pdf.SetTextColor(120, 120, 120)
	label := fmt.Sprintf("%d / {nb}", pdf.PageNo())
	if w.cfg.title != "" {
		label = w.cfg.title + "  ·  " + label
	}
	pdf.CellFormat(0, 10, label, "", 0, "C", false, 0, "")
}

// lineHeight is the height of a line of body text.
func (w *writer) lineHeight() float64 { return w.cfg.fontSize * 1.45 }

// contentWidth is the width between the margins at the current indent.
func (w *writer) contentWidth() float64 {
	pw, _ := w.pdf.GetPageSize()
	return pw - 2*margin - w.indent
}

// room is the height left on the page above the bottom margin.
func (w *writer) room() float64 {
	_, h := w.pdf.GetPageSize()
	_, bottom := w.pdf.GetAutoPageBreak()
	return h - bottom - w.pdf.GetY()
}

// ensure starts a new page unless h points fit on this one.
func (w *writer) ensure(h float64) {
	if w.room() < h {
		w.pdf.AddPage()
	}
}

// setIndent moves the left margin to the margin plus indent.
func (w *writer) setIndent(indent float64) {
	w.indent = indent
	w.pdf.SetLeftMargin(margin + indent)
	w.pdf.SetX(margin + indent)
}

// blocks writes the block children of n.
func (w *writer) blocks(n ast.Node) error {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if err := w.ctx.Err(); err != nil {
			return err
		}
		if err := w.block(c); err != nil {
			return err
		}
	}
	return nil
}

// opensWithTitle reports whether doc's first block is a heading that reads
// title (letter case and surrounding space aside).
func opensWithTitle(doc ast.Node, src []byte, title string) bool {
	h, ok := doc.FirstChild().(*ast.Heading)
	if !ok || title == "" {
		return false
	}
	var b strings.Builder
	_ = ast.Walk(h, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if t, ok := n.(*ast.Text); ok && entering {
			b.Write(t.Segment.Value(src))
			if t.SoftLineBreak() {
				b.WriteByte(' ')
			}
		}
		return ast.WalkContinue, nil
	})
	return strings.EqualFold(strings.Join(strings.Fields(b.String()), " "), strings.Join(strings.Fields(title), " "))
}
