package mdview

import (
	"context"
	"image"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/yuin/goldmark/ast"
)

// Diagrams draws fenced code blocks of diagram languages (Mermaid) as
// pictures; the view passes it through Options so that it stays free of
// any renderer.
type Diagrams interface {
	// Draws reports whether it draws a block of this language and source.
	Draws(lang, src string) bool
	// Draw renders a block for a light or dark page: the picture and its
	// pixels per device-independent unit (2 for a high-density drawing).
	Draw(ctx context.Context, lang, src string, dark bool) (image.Image, float32, error)
}

// diagramBlock is a fenced block drawn as a picture. Until the picture is
// ready a placeholder holds its place; when drawing fails the code shows,
// with a note saying why.
type diagramBlock struct {
	lang, src string
	code      *codeBlock // for plain text, copying and the fallback
}

// diagram returns a diagram block for a fenced block the view's Diagrams
// draws, or nil.
func (p *parser) diagram(n *ast.FencedCodeBlock) block {
	if p.diagrams == nil {
		return nil
	}
	lang, text := p.codeOf(n, string(n.Language(p.src)))
	if lang == "" || !p.diagrams.Draws(lang, text) {
		return nil
	}
	return &diagramBlock{lang: lang, src: text, code: p.code(n, lang).(*codeBlock)}
}

func (d *diagramBlock) build(b *builder) fyne.CanvasObject {
	label := d.lang + " diagram"
	if d.lang == mathLang {
		label = "formula"
	}
	box := newImageBox(b.v, span{text: label})
	holder := &fyne.Container{Layout: stackDown{}, Objects: []fyne.CanvasObject{box}}
	ctx, changed, dark, v := b.v.ctx, b.changed, b.v.dark(), b.v
	v.drawing.start()
	go func() {
		img, density, err := v.opts.Diagrams.Draw(ctx, d.lang, d.src, dark)
		if ctx.Err() != nil {
			v.drawing.done()
			return // the document was replaced
		}
		var shown image.Image
		if err == nil && img != nil && d.lang != mathLang {
			shown = displayCopy(img)
		}
		deliver(func() {
			defer v.drawing.done()
			switch {
			case err != nil || img == nil:
				holder.Objects = []fyne.CanvasObject{d.fallback(b, err)}
			case d.lang == mathLang:
				box.showMath(v.mathPicture(d.src, img, density))
			default:
				box.showImage(img, shown, density)
			}
			holder.Refresh()
			if changed != nil {
				changed()
			}
		})
	}()
	return holder
}

// fallback shows the source as code under a one-line note.
func (d *diagramBlock) fallback(b *builder, err error) fyne.CanvasObject {
	if d.lang == mathLang {
		return d.code.build(b) // TeX stays TeX, without a complaint
	}
	msg := "This diagram could not be drawn"
	if err != nil {
		msg += ": " + err.Error()
	}
	note := widget.NewRichText(&widget.TextSegment{Text: msg, Style: widget.RichTextStyle{
		ColorName: theme.ColorNamePlaceHolder, TextStyle: fyne.TextStyle{Italic: true}}})
	note.Wrapping = fyne.TextWrapWord
	return &fyne.Container{Layout: stackDown{}, Objects: []fyne.CanvasObject{note, d.code.build(b)}}
}

func (d *diagramBlock) plain(w *strings.Builder) { d.code.plain(w) }

func (d *diagramBlock) estimate(m *metrics, width float32) float32 {
	return placeholderHeight
}

// showImage replaces the placeholder by a drawn picture of density pixels
// per unit, shown as shown (a smaller copy of it, or itself; see
// displayCopy) and opened in the viewer at full size.
func (b *imageBox) showImage(img, shown image.Image, density float32) {
	size := img.Bounds().Size()
	if size.X == 0 || size.Y == 0 {
		b.fail()
		return
	}
	density = max(density, 1)
	b.natural = fyne.NewSize(float32(size.X)/density, float32(size.Y)/density)
	b.pic = img
	ci := canvas.NewImageFromImage(shown)
	ci.FillMode = canvas.ImageFillContain
	ci.ScaleMode = canvas.ImageScaleSmooth
	b.content.Objects = []fyne.CanvasObject{ci}
	b.content.Layout = &imageLayout{box: b}
	b.Refresh()
}

// stackDown lays objects out one under the other at full width.
type stackDown struct{}

func (stackDown) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	y := float32(0)
	for _, o := range objs {
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + theme.Padding()
	}
}

func (stackDown) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for i, o := range objs {
		m := o.MinSize()
		s.Width = max(s.Width, m.Width)
		s.Height += m.Height
		if i > 0 {
			s.Height += theme.Padding()
		}
	}
	return s
}
