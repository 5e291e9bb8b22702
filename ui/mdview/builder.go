package mdview

import (
	"net/url"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// builder carries what block builders need: the view (options, loader,
// find state) and the text style of the enclosing construct.
type builder struct {
	v       *View
	size    fyne.ThemeSizeName // body text size; smaller in footnotes
	changed func()             // reports a size change after build (images)

	pendingMath map[*widget.TextSegment]bool // formulas shown as TeX until drawn
}

// textStyle is the part of a segment's style fixed by its block.
type textStyle struct {
	size  fyne.ThemeSizeName
	color fyne.ThemeColorName
	align fyne.TextAlign
	bold  bool
}

// richText builds a word-wrapping RichText for a whole run.
func (b *builder) richText(r *textRun, ts textStyle) fyne.CanvasObject {
	return b.richTextSpans(r, 0, len(r.spans), ts)
}

// richTextSpans builds a RichText for spans [from, to) of a run. A run with
// find matches is themed so that its inline-code fill marks the matches.
func (b *builder) richTextSpans(r *textRun, from, to int, ts textStyle) fyne.CanvasObject {
	rt := widget.NewRichText(b.segments(r, from, to, ts)...)
	box := newWrapText(b.v, rt, r, runeOffset(r, from))
	b.drawMath(box.Layout.(*wrapText))
	return box
}

// runeOffset is where span from of a run starts in the run's text.
func runeOffset(r *textRun, from int) int {
	off := 0
	for _, s := range r.spans[:from] {
		if s.kind != spanImage {
			off += utf8.RuneCountInString(s.text)
		}
	}
	return off
}

// segments converts spans [from, to) of a run into rich-text segments.
// Find matches are not part of them: the pager marks them over the text.
func (b *builder) segments(r *textRun, from, to int, ts textStyle) []widget.RichTextSegment {
	ts.size = b.v.sizeName(ts.size)
	segs := make([]widget.RichTextSegment, 0, to-from)
	for _, s := range r.spans[from:to] {
		if s.kind != spanImage {
			segs = append(segs, b.segment(s, ts))
		}
	}
	return segs
}

// segment converts span s.
func (b *builder) segment(s span, ts textStyle) widget.RichTextSegment {
	st := s.style
	st.Bold = st.Bold || ts.bold
	st = faceStyle(st)
	switch s.kind {
	case spanLink:
		return b.link(s.dest, s.text, st, ts)
	case spanMath:
		if pic := b.v.cachedMath(s.text); pic != nil {
			return newMathSegment(s.text, pic, b.v.lineHeight())
		}
		seg := b.codeSegment(s.text, st, ts)
		if b.pendingMath == nil {
			b.pendingMath = map[*widget.TextSegment]bool{}
		}
		b.pendingMath[seg] = true // the TeX as code until the picture is ready
		return seg
	case spanCode:
		return b.codeSegment(s.text, st, ts)
	}
	return &widget.TextSegment{Text: s.text, Style: widget.RichTextStyle{
		Inline: true, SizeName: ts.size, ColorName: ts.color, TextStyle: st, Alignment: ts.align,
	}}
}

// codeSegment is inline code.
func (b *builder) codeSegment(text string, st fyne.TextStyle, ts textStyle) *widget.TextSegment {
	style := widget.RichTextStyleCodeInline
	style.TextStyle, style.SizeName, style.Alignment = st, ts.size, ts.align
	if ts.color != "" {
		style.ColorName = ts.color
	}
	return &widget.TextSegment{Style: style, Text: text}
}

// link makes a hyperlink segment that reports taps through Options.OnLink.
func (b *builder) link(dest, text string, st fyne.TextStyle, ts textStyle) widget.RichTextSegment {
	u, _ := url.Parse(dest)
	return &widget.HyperlinkSegment{
		Text: text, URL: u, TextStyle: st, SizeName: ts.size, Alignment: ts.align,
		OnTapped: b.v.linkTapper(dest),
	}
}
