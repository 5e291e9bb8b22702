package mdview

import (
	"strings"

	"fyne.io/fyne/v2"
)

// spanKind says what an inline span is.
type spanKind uint8

const (
	spanText spanKind = iota
	spanCode
	spanLink
	spanImage
	spanMath // an inline formula: text is its TeX
)

// span is a run of inline content with one style: the unit goldmark's
// inline nodes are flattened into.
type span struct {
	kind  spanKind
	text  string         // display text; alt text for an image
	style fyne.TextStyle // bold, italic, strikethrough, monospace
	dest  string         // link destination, or image source
	link  string         // for an image inside a link: the link
}

// textRun is one searchable stretch of text: a paragraph, a heading, a
// table cell or a code block. Find records its matches here.
type textRun struct {
	spans   []span
	top     int     // index of the top-level block holding this run
	index   int     // position of this run in document order
	matches []match // set by Find, in order
	first   int     // global index of matches[0]
	lower   []rune  // search text, lower-cased rune by rune; built on demand
	code    bool    // a code block's: its matches are drawn by the code
}

// text is the run's searchable text: every span except images.
func (r *textRun) text() string {
	if len(r.spans) == 1 && r.spans[0].kind != spanImage {
		return r.spans[0].text
	}
	var b strings.Builder
	for _, s := range r.spans {
		if s.kind != spanImage {
			b.WriteString(s.text)
		}
	}
	return b.String()
}

// block is one node of the block model. Each construct lives in its own
// file with its build method.
type block interface {
	// build creates the Fyne object for the block.
	build(b *builder) fyne.CanvasObject
	// plain writes the block as plain text, as folio-extract's text format.
	plain(w *strings.Builder)
	// estimate guesses the block's height at a width, before it is built.
	estimate(m *metrics, width float32) float32
}

// document is a parsed Markdown document.
type document struct {
	blocks   []block
	runs     []*textRun
	headings []Heading
	anchors  map[string]int // slug (or footnote id) -> top-level block
}
