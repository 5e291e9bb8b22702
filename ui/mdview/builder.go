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
	if len(r.matches) > 0 {
		return b.v.markOverride(newWrapText(b.v, rt), r)
	}
	return newWrapText(b.v, rt)
}

// segments converts spans [from, to) of a run into rich-text segments,
// splitting them where find matches begin and end.
func (b *builder) segments(r *textRun, from, to int, ts textStyle) []widget.RichTextSegment {
	off := 0
	for _, s := range r.spans[:from] {
		if s.kind != spanImage {
			off += utf8.RuneCountInString(s.text)
		}
	}
	segs := make([]widget.RichTextSegment, 0, to-from)
	for _, s := range r.spans[from:to] {
		if s.kind == spanImage {
			continue
		}
		n := utf8.RuneCountInString(s.text)
		segs = b.spanSegments(segs, r, s, off, off+n, ts)
		off += n
	}
	return segs
}

// spanSegments appends the segments of one span covering run offsets
// [start, end), cut at the run's match boundaries.
func (b *builder) spanSegments(segs []widget.RichTextSegment, r *textRun, s span, start, end int, ts textStyle) []widget.RichTextSegment {
	marked := len(r.matches) > 0
	var runes []rune
	pos := start
	for _, m := range r.matches {
		if m.end <= pos || m.start >= end {
			continue
		}
		if runes == nil {
			runes = []rune(s.text)
		}
		a, e := max(m.start, pos), min(m.end, end)
		if a > pos {
			segs = append(segs, b.segment(s, string(runes[pos-start:a-start]), ts, marked))
		}
		segs = append(segs, matchSegment(s, string(runes[a-start:e-start]), ts))
		pos = e
	}
	if pos == start {
		return append(segs, b.segment(s, s.text, ts, marked))
	}
	if pos < end {
		segs = append(segs, b.segment(s, string(runes[pos-start:]), ts, marked))
	}
	return segs
}

// segment converts text of span s. In a marked run the inline-code fill
// is taken by find matches, so code shows as coloured monospace instead.
func (b *builder) segment(s span, text string, ts textStyle, marked bool) widget.RichTextSegment {
	st := s.style
	st.Bold = st.Bold || ts.bold
	switch s.kind {
	case spanLink:
		return b.link(s.dest, text, st, ts)
	case spanCode:
		if !marked {
			style := widget.RichTextStyleCodeInline
			style.TextStyle, style.SizeName, style.Alignment = st, ts.size, ts.align
			if ts.color != "" {
				style.ColorName = ts.color
			}
			return &widget.TextSegment{Style: style, Text: text}
		}
	}
	return &widget.TextSegment{Text: text, Style: widget.RichTextStyle{
		Inline: true, SizeName: ts.size, ColorName: ts.color, TextStyle: st, Alignment: ts.align,
	}}
}

// matchSegment draws a find match on the (overridden) inline-code fill.
func matchSegment(s span, text string, ts textStyle) widget.RichTextSegment {
	style := widget.RichTextStyleCodeInline
	style.TextStyle = s.style
	style.TextStyle.Bold = s.style.Bold || ts.bold
	style.SizeName, style.Alignment, style.ColorName = ts.size, ts.align, colorFindFg
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
