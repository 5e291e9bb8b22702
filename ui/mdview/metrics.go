package mdview

import (
	"math"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// metrics holds the measures used to estimate the height of blocks that
// have not been built yet. Estimates only place the scroll bar; a block's
// real height replaces its estimate as soon as it is built.
type metrics struct {
	text  float32 // body text size
	line  float32 // height of a line of body text
	char  float32 // average width of a character of body text
	mono  float32 // height of a line of code
	inner float32 // RichText's padding around its text
	pad   float32 // theme padding
	gap   float32 // space between top-level blocks
	image float32 // guess for an image not yet loaded
}

// sample is English-like text for the average character width.
const sample = "The quick brown fox jumps over the lazy dog, then rests. 0123456789"

func newMetrics(v *View) *metrics {
	ts := v.textSize()
	s := fyne.MeasureText(sample, ts, fyne.TextStyle{})
	return &metrics{
		text:  ts,
		line:  s.Height,
		char:  s.Width / float32(len(sample)),
		mono:  fyne.MeasureText("M", ts, fyne.TextStyle{Monospace: true}).Height,
		inner: theme.InnerPadding(),
		pad:   theme.Padding(),
		gap:   v.blockGap(),
		image: 240,
	}
}

// textHeight estimates the height of word-wrapped text in a RichText.
func (m *metrics) textHeight(s string, width float32) float32 {
	return m.scaledTextHeight(s, width, 1)
}

// scaledTextHeight estimates text drawn at scale times the body size.
// The 0.89 corrects the sample's average character width to running prose
// with its word-wrap slack (fitted on generated articles at 900 px, where
// it brings the estimate within about 2% of the measured height).
func (m *metrics) scaledTextHeight(s string, width, scale float32) float32 {
	perLine := int(math.Max(1, float64((width-2*m.inner)/(m.char*scale*0.89))))
	lines := 0
	for _, l := range strings.Split(s, "\n") {
		lines += max(1, (utf8.RuneCountInString(l)+perLine-1)/perLine)
	}
	return float32(lines)*m.line*scale + 2*m.inner
}
