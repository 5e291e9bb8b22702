package mdview

import (
	"bytes"
	"image"
	"image/color"
	_ "image/gif"  // decoders for the natural size of images
	_ "image/jpeg" //
	_ "image/png"  //
	"net/url"
	"path"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// maxImageHeight caps a drawn image's height in text sizes, so one tall
// infographic does not fill several screens; placeholderHeight is the
// space held for an image while it loads.
const (
	maxImageHeight    = 40
	placeholderHeight = 72
	svgDefaultWidth   = 480
	svgDefaultHeight  = 320
)

// deliver runs f on the UI goroutine. Fyne's test driver runs fyne.Do on
// the calling goroutine, so the tests replace it with a queue they drain.
var deliver = fyne.Do

// image builds the object for an image span: a placeholder that becomes
// the image, or the alt text when it cannot be loaded.
func (b *builder) image(s span) fyne.CanvasObject {
	box := newImageBox(b.v, s)
	src := s.dest
	if b.v.opts.ResolveImage != nil {
		src = b.v.opts.ResolveImage(src)
	}
	if src == "" {
		box.fail()
		return box
	}
	if res, err, ok := b.v.loader.cached(src); ok {
		box.show(res, err)
		return box
	}
	ctx, changed, drawing := b.v.ctx, b.changed, &b.v.drawing
	drawing.start()
	go func() {
		res, err := b.v.loader.load(ctx, src)
		if ctx.Err() != nil {
			drawing.done()
			return // the document was replaced
		}
		deliver(func() {
			defer drawing.done()
			box.show(res, err)
			if changed != nil {
				changed()
			}
		})
	}()
	return box
}

// imageBox shows an image scaled to the column width, a placeholder while
// it loads, or its alt text; tapping it follows the enclosing link.
type imageBox struct {
	widget.BaseWidget
	v       *View
	s       span
	natural fyne.Size // 0 while loading or after failure
	content *fyne.Container
	width   float32
	center  bool          // drawn in the middle of the column (display formulas)
	res     fyne.Resource // the loaded image, for the viewer
	pic     image.Image   // or the drawn diagram
}

func newImageBox(v *View, s span) *imageBox {
	b := &imageBox{v: v, s: s}
	bg := canvas.NewRectangle(codeBackground(theme.Current(), v.variant()))
	bg.CornerRadius = theme.Size(theme.SizeNameInputRadius)
	label := widget.NewLabel(orDefault(s.text, "image") + " …")
	label.Importance = widget.LowImportance
	label.Alignment = fyne.TextAlignCenter
	b.content = &fyne.Container{Layout: &cellLayout{}, Objects: []fyne.CanvasObject{bg, label}}
	b.ExtendBaseWidget(b)
	return b
}

// show replaces the placeholder by the image, or by the alt text on error.
func (b *imageBox) show(res fyne.Resource, err error) {
	if err != nil || res == nil {
		b.fail()
		return
	}
	b.natural = naturalSize(res)
	if b.natural.IsZero() {
		b.fail()
		return
	}
	b.res = res
	img := canvas.NewImageFromResource(res)
	img.FillMode = canvas.ImageFillContain
	img.ScaleMode = canvas.ImageScaleSmooth
	b.content.Objects = []fyne.CanvasObject{img}
	b.content.Layout = &imageLayout{box: b}
	b.Refresh()
}

// imageName names an image without alt text by its file name: the whole
// address of a page's icon is noise where the image should be.
func imageName(src string) string {
	u, err := url.Parse(src)
	if err == nil && u.Scheme == "data" {
		return "image"
	}
	if err == nil && u.Path != "" {
		if name := path.Base(u.Path); name != "/" && name != "." {
			return name
		}
	}
	return src
}

// fail shows the alt text in place of the image. It may run after a
// block's theme override was applied, so it uses the view's size names
// only where the app's theme resolves them.
func (b *imageBox) fail() {
	b.natural = fyne.Size{}
	text := orDefault(b.s.text, imageName(b.s.dest))
	size := theme.SizeNameText
	if resolves(theme.Current()) {
		size = b.v.sizeName(size)
	}
	rt := widget.NewRichText(&widget.TextSegment{Text: text, Style: widget.RichTextStyle{
		Inline: true, ColorName: theme.ColorNamePlaceHolder, TextStyle: fyne.TextStyle{Italic: true},
		SizeName: size,
	}})
	rt.Wrapping = fyne.TextWrapWord
	border := canvas.NewRectangle(color.Transparent)
	border.StrokeColor = b.v.lineColor()
	border.StrokeWidth = 1
	icon := widget.NewIcon(theme.BrokenImageIcon())
	row := &fyne.Container{Layout: &indented{gutter: theme.IconInlineSize() + theme.Padding()},
		Objects: []fyne.CanvasObject{&fyne.Container{Layout: layout.NewCustomPaddedLayout(theme.InnerPadding(), 0, theme.Padding(), 0),
			Objects: []fyne.CanvasObject{icon}}, rt}}
	b.content.Objects = []fyne.CanvasObject{border, row}
	b.content.Layout = &cellLayout{}
	b.Refresh()
}

// failed reports whether the box shows alt text (for tests).
func (b *imageBox) failed() bool {
	_, ok := b.content.Layout.(*cellLayout)
	return ok && len(b.content.Objects) == 2 && b.natural.IsZero() && b.altText() != ""
}

// altText returns the text shown in place of a failed image.
func (b *imageBox) altText() string {
	if row, ok := b.content.Objects[1].(*fyne.Container); ok && len(row.Objects) == 2 {
		if rt, ok := row.Objects[1].(*widget.RichText); ok {
			return rt.String()
		}
	}
	return ""
}

// Tapped follows the link around the image, if any, or else opens the
// picture in the image viewer.
func (b *imageBox) Tapped(*fyne.PointEvent) {
	if b.s.link != "" {
		b.v.linkTapper(b.s.link)()
		return
	}
	b.openPicture()
}

// openPicture opens the picture in the image viewer; it reports false
// while the picture is loading or when it failed.
func (b *imageBox) openPicture() bool {
	switch {
	case b.res != nil && !b.natural.IsZero():
		return b.v.openViewer(canvas.NewImageFromResource(b.res), b.natural, orDefault(b.s.text, imageName(b.s.dest))) != nil
	case b.pic != nil && !b.natural.IsZero():
		return b.v.openViewer(canvas.NewImageFromImage(b.pic), b.natural, b.s.text) != nil
	}
	return false
}

// CreateRenderer implements fyne.Widget.
func (b *imageBox) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(b.content)
}

// MinSize is the drawn size at the last width the box was given.
func (b *imageBox) MinSize() fyne.Size {
	if b.natural.IsZero() {
		m := b.content.MinSize()
		if _, loading := b.content.Objects[1].(*widget.Label); loading {
			m.Height = max(m.Height, placeholderHeight)
		}
		return m
	}
	return b.drawn(b.width)
}

// Resize remembers the width, which decides the drawn height.
func (b *imageBox) Resize(s fyne.Size) {
	b.width = s.Width
	b.BaseWidget.Resize(s)
}

// drawn scales the natural size down to width w and the height cap.
func (b *imageBox) drawn(w float32) fyne.Size {
	s := b.natural
	if w > 0 && s.Width > w {
		s = fyne.NewSize(w, s.Height*w/s.Width)
	}
	if limit := b.v.textSize() * maxImageHeight; s.Height > limit {
		s = fyne.NewSize(s.Width*limit/s.Height, limit)
	}
	return s
}

// imageLayout draws the image at its scaled size on the left of the box.
type imageLayout struct{ box *imageBox }

func (l *imageLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	d := l.box.drawn(size.Width)
	objs[0].Move(fyne.Position{})
	if l.box.center {
		objs[0].Move(fyne.NewPos(max((size.Width-d.Width)/2, 0), 0))
	}
	objs[0].Resize(d)
}

func (l *imageLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	return l.box.drawn(l.box.width)
}

// naturalSize decodes an image's dimensions; SVGs without a readable
// size get a default box.
func naturalSize(res fyne.Resource) fyne.Size {
	data := res.Content()
	if strings.HasSuffix(strings.ToLower(res.Name()), ".svg") || bytes.Contains(data[:min(len(data), 512)], []byte("<svg")) {
		return fyne.NewSize(svgDefaultWidth, svgDefaultHeight)
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width == 0 || cfg.Height == 0 {
		return fyne.Size{}
	}
	return fyne.NewSize(float32(cfg.Width), float32(cfg.Height))
}

func orDefault(s, d string) string {
	if strings.TrimSpace(s) == "" {
		return d
	}
	return s
}
