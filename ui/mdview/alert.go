package mdview

import (
	"image/color"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"folio/internal/mdsyntax"
)

// alertTint is how much of the accent colour shades an alert's
// background: a hint of the kind, the text's contrast unchanged.
const alertTint = 0.07

// alert is a GitHub alert (> [!NOTE]): a callout with a coloured bar, an
// icon and a title above the quoted blocks.
type alert struct {
	kind   mdsyntax.AlertKind
	blocks []block
}

func (a *alert) build(b *builder) fyne.CanvasObject {
	dark := b.v.dark()
	accent := a.kind.Color(dark)
	bgColor := theme.Color(theme.ColorNameBackground)
	bg := canvas.NewRectangle(mix(accent, bgColor, 1-alertTint))
	bg.CornerRadius = theme.Size(theme.SizeNameInputRadius) / 2
	bar := canvas.NewRectangle(accent)
	bar.CornerRadius = quoteBar / 2

	ts := b.v.textSize()
	icon := canvas.NewImageFromResource(alertIcon(a.kind, accent, color.NRGBAModel.Convert(bg.FillColor).(color.NRGBA)))
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSquareSize(ts))
	title := canvas.NewText(a.kind.Title(), accent)
	title.TextSize = ts
	title.TextStyle = fyne.TextStyle{Bold: true}
	head := &fyne.Container{Layout: &alertHead{gap: ts * 0.45}, Objects: []fyne.CanvasObject{icon, title}}

	body := newVStack(b.v.blockGap()/2, head, buildBlocks(b, a.blocks))
	inner := &fyne.Container{
		Layout:  &indented{gutter: quoteBar + quoteIndent, marker: quoteBar, stretch: true},
		Objects: []fyne.CanvasObject{bar, &fyne.Container{Layout: &padBox{v: ts * 0.35}, Objects: []fyne.CanvasObject{body}}},
	}
	return &fyne.Container{Layout: &behind{}, Objects: []fyne.CanvasObject{bg, inner}}
}

// plain writes the title on a line of its own, then the blocks.
func (a *alert) plain(w *strings.Builder) {
	w.WriteString(a.kind.Title())
	w.WriteString("\n")
	plainBlocks(w, a.blocks)
}

func (a *alert) estimate(m *metrics, width float32) float32 {
	return m.line + m.gap/2 + estimateBlocks(m, a.blocks, width-quoteBar-quoteIndent) + m.text*0.7
}

// alertIcons caches the icons' SVGs by kind and colours: a page of alerts
// shares a handful.
var alertIcons sync.Map // alertIconKey -> fyne.Resource

type alertIconKey struct {
	kind   mdsyntax.AlertKind
	fg, bg color.NRGBA
}

func alertIcon(k mdsyntax.AlertKind, fg, bg color.NRGBA) fyne.Resource {
	key := alertIconKey{k, fg, bg}
	if r, ok := alertIcons.Load(key); ok {
		return r.(fyne.Resource)
	}
	r := fyne.NewStaticResource("alert-"+strings.ToLower(k.String())+".svg", mdsyntax.SVG(k.Icon(), fg, bg, 64))
	alertIcons.Store(key, r)
	return r
}

// alertHead lays out the icon and the title on one line, the icon
// centred on the title's height.
type alertHead struct{ gap float32 }

func (l *alertHead) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	icon, title := objs[0].MinSize(), objs[1].MinSize()
	h := max(icon.Height, title.Height)
	objs[0].Resize(icon)
	objs[0].Move(fyne.NewPos(0, (h-icon.Height)/2))
	objs[1].Resize(title)
	objs[1].Move(fyne.NewPos(icon.Width+l.gap, (h-title.Height)/2))
}

func (l *alertHead) MinSize(objs []fyne.CanvasObject) fyne.Size {
	icon, title := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(icon.Width+l.gap+title.Width, max(icon.Height, title.Height))
}

// behind sizes objs[0] (a background) to objs[1], which sets the size.
type behind struct{}

func (behind) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	h := fitWidth(objs[1], size.Width)
	objs[1].Move(fyne.Position{})
	objs[0].Resize(fyne.NewSize(size.Width, max(h, size.Height)))
	objs[0].Move(fyne.Position{})
}

func (behind) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[1].MinSize() }

// padBox pads its one object by v above and below and on the right.
type padBox struct{ v float32 }

func (l *padBox) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	fitWidth(objs[0], max(size.Width-l.v, 1))
	objs[0].Move(fyne.NewPos(0, l.v))
}

func (l *padBox) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := objs[0].MinSize()
	return fyne.NewSize(m.Width+l.v, m.Height+2*l.v)
}
