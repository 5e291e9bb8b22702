package mdview

import (
	"context"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Layout measures, in device-independent pixels at zoom 1.
const (
	columnWidth = 900 // the widest text column: about 80 characters
	minColumn   = 200
)

// Options configure a View. All fields are optional.
type Options struct {
	// OnLink is called for every link tap with the destination as written.
	OnLink func(dest string)
	// ResolveImage maps an image source to an absolute URL or file path;
	// "" means the image cannot be resolved and its alt text is shown.
	ResolveImage func(src string) string
	// LoadImage fetches an image. The default reads files from disk and
	// http(s) URLs with a timeout and size cap. Results are cached either way.
	LoadImage func(ctx context.Context, src string) (fyne.Resource, error)
	// ConvertHTML turns a raw HTML block into Markdown (e.g. through the
	// extractor). Without it HTML blocks are shown as their source text.
	ConvertHTML func(html string) string
	// Diagrams draws Mermaid (and other diagram) code blocks as pictures;
	// without it they show as code.
	Diagrams Diagrams
}

// View is a scrollable, zoomable Markdown view with find-in-page.
type View struct {
	widget.BaseWidget

	opts   Options
	scroll *container.Scroll
	pager  *pager
	doc    *document
	loader *imageLoader
	scale  float32

	th *viewTheme

	ctx     context.Context
	cancel  context.CancelFunc
	find    findState
	sel     selection
	palette [3]color.NRGBA // theme colours of the last build
	widths  map[measureKey]float32
	maths   map[mathKey]*mathPic // formulas tinted and sized for the view
	base    float32              // body text's baseline in a line; 0 until measured

	drawing drawing // pictures loading or drawing off the UI goroutine
}

// New creates an empty view.
func New(opts Options) *View {
	v := &View{opts: opts, scale: 1, doc: &document{anchors: map[string]int{}}, widths: map[measureKey]float32{}, maths: map[mathKey]*mathPic{}}
	v.th = &viewTheme{scale: 1}
	v.loader = newImageLoader(opts.LoadImage)
	v.ctx, v.cancel = context.WithCancel(context.Background())
	v.pager = newPager(v)
	v.scroll = container.NewVScroll(v.pager)
	v.scroll.OnScrolled = func(fyne.Position) { v.pager.update() }
	v.ExtendBaseWidget(v)
	if a := fyne.CurrentApp(); a != nil {
		a.Settings().AddListener(func(fyne.Settings) { fyne.Do(v.themeChanged) })
	}
	return v
}

// themeChanged rebuilds the view when the app's theme colours changed
// since the last build: fills and syntax colours are fixed at build time.
func (v *View) themeChanged() {
	if v.palette != palette() {
		v.Rebuild()
	}
}

// palette identifies the theme colours the view bakes into its objects.
func palette() [3]color.NRGBA {
	var p [3]color.NRGBA
	for i, n := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameForeground, theme.ColorNamePrimary} {
		p[i] = color.NRGBAModel.Convert(theme.Color(n)).(color.NRGBA)
	}
	return p
}

// CreateRenderer implements fyne.Widget.
func (v *View) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(v.scroll)
}

// SetMarkdown parses md once and shows it from the top. Pending image
// loads of the previous document are abandoned.
func (v *View) SetMarkdown(md string) {
	v.cancel()
	v.ctx, v.cancel = context.WithCancel(context.Background())
	v.doc = parseDocument(md, v.opts.ConvertHTML, v.opts.Diagrams)
	v.find = findState{current: -1}
	v.sel = selection{}
	v.scroll.Offset = fyne.Position{}
	v.Rebuild()
}

// Headings returns the document outline in order.
func (v *View) Headings() []Heading {
	return append([]Heading(nil), v.doc.headings...)
}

// ScrollToHeading scrolls so that the heading (or footnote "fn:N") with
// the given slug is at the top; a leading '#' is ignored. It reports
// whether the anchor exists.
func (v *View) ScrollToHeading(slug string) bool {
	i, ok := v.doc.anchors[strings.TrimPrefix(slug, "#")]
	if !ok {
		return false
	}
	v.scrollToBlock(i, 0)
	return true
}

// ScrollToTop scrolls to the start of the document.
func (v *View) ScrollToTop() {
	v.scroll.Offset.Y = 0
	v.scroll.Refresh()
	v.pager.update()
}

// ScrollBy scrolls down by dy (up when negative), clamped to the document;
// the window uses it for the arrow, page, space and End keys.
func (v *View) ScrollBy(dy float32) {
	for i := 0; i < 3; i++ { // an estimate near the target may change once built
		maxY := max(v.pager.total-v.scroll.Size().Height, 0)
		target := max(0, min(v.scroll.Offset.Y+dy, maxY))
		v.scroll.Offset.Y = target
		v.scroll.Refresh()
		v.pager.update()
		if dy < maxY || v.scroll.Offset.Y >= max(v.pager.total-v.scroll.Size().Height, 0) {
			return
		}
		dy = maxY // scrolling to the end: go again with the measured height
	}
}

// scrollToBlock scrolls block i (plus dy into it) to the top of the view.
func (v *View) scrollToBlock(i int, dy float32) {
	v.pager.update() // make sure positions exist
	v.scroll.Offset.Y = max(v.pager.y(i)-v.blockGap()+dy, 0)
	v.pager.update()
	v.scroll.Offset.Y = max(v.pager.y(i)-v.blockGap()+dy, 0)
	v.scroll.Refresh()
	v.pager.update()
}

// SetTextScale zooms the text: 1 is normal size.
func (v *View) SetTextScale(s float32) {
	if s <= 0 {
		s = 1
	}
	v.scale = s
	v.th.scale = s
	v.Rebuild()
}

// TextScale returns the zoom factor.
func (v *View) TextScale() float32 { return v.scale }

// Rebuild recreates every object, e.g. after a theme change: Fyne keeps
// colours computed at build time (code and table fills) until rebuilt.
func (v *View) Rebuild() {
	v.palette = palette()
	v.widths = map[measureKey]float32{}
	v.base = 0
	anchor, frac := v.pager.anchor()
	v.pager.reset(len(v.doc.blocks))
	v.pager.update()
	if anchor > 0 || frac > 0 {
		v.scrollToBlock(anchor, frac*v.pager.items[anchor].h+v.blockGap())
	}
	v.pager.Refresh()
	v.scroll.Refresh()
}

// PlainText returns the document as plain text: blocks separated by blank
// lines, table cells by tabs, no markup and no URLs.
func (v *View) PlainText() string {
	var b strings.Builder
	plainBlocks(&b, v.doc.blocks)
	return b.String()
}

// buildTop builds top-level block i under the view's theme.
func (v *View) buildTop(i int) fyne.CanvasObject {
	b := &builder{v: v, size: theme.SizeNameText, changed: func() { v.pager.invalidate(i) }}
	return newBlockBox(v, i, v.themed(v.doc.blocks[i].build(b)))
}

// themed wraps a block in the view's theme override, unless the app's
// theme resolves the view's names itself (Theme). Fyne 2.8 gives each
// override a new scope, keys its font cache by scope, and never drops
// those fonts: a page whose every block was so wrapped held a new copy
// of each font face (emoji included) for every block built, which was
// most of a gigabyte after some scrolling.
func (v *View) themed(obj fyne.CanvasObject) fyne.CanvasObject {
	if resolves(theme.Current()) {
		return obj
	}
	return container.NewThemeOverride(obj, v.th)
}

// sizeName turns one of the view's size names (body text, small print,
// headings) into a name that carries the factor over the base theme's
// text size, zoom included.
func (v *View) sizeName(n fyne.ThemeSizeName) fyne.ThemeSizeName {
	f := float32(1)
	switch n {
	case sizeH1, sizeH2, sizeH3, sizeH4, sizeH5, sizeH6:
		f = headingScale[n[len(n)-1]-'1']
	case sizeSmall:
		f = smallScale
	}
	return textSizeName(v.scale * f)
}

// linkTapper returns the tap handler for a link destination.
func (v *View) linkTapper(dest string) func() {
	return func() {
		if v.opts.OnLink != nil {
			v.opts.OnLink(dest)
		}
	}
}

// textSize is the body text size at the current zoom.
func (v *View) textSize() float32 { return v.th.Size(theme.SizeNameText) }

// lineHeight is the height of one line of body text.
func (v *View) lineHeight() float32 {
	return fyne.MeasureText("Mg", v.textSize(), fyne.TextStyle{}).Height
}

// blockGap is the space between blocks.
func (v *View) blockGap() float32 { return v.textSize() * 0.5 }

// variant is the app's current light/dark variant.
func (v *View) variant() fyne.ThemeVariant {
	if a := fyne.CurrentApp(); a != nil {
		return a.Settings().ThemeVariant()
	}
	return theme.VariantLight
}

// dark reports whether the theme in use draws on a dark background. The
// settings' variant is not enough: a theme may fix its own variant.
func (v *View) dark() bool {
	r, g, b, _ := theme.Color(theme.ColorNameBackground).RGBA()
	return 299*r+587*g+114*b < 500*0xffff
}

// lineColor is the colour of rules, quote bars and table lines: the text
// colour faded into the background, visible in light and dark themes.
func (v *View) lineColor() color.Color {
	return mix(theme.Color(theme.ColorNameForeground), theme.Color(theme.ColorNameBackground), 0.8)
}
