package batch

import (
	"strings"
	"unicode/utf8"

	"folio/extractor/neardup"
)

// filter decides which extracted rows reach the output: the language and
// minimum-length filters, then near-duplicate removal. Rows with an error
// always pass: they are reports, not pages.
type filter struct {
	languages map[string]bool // primary subtags kept; nil keeps all
	minLength int             // characters of text
	dedup     *neardup.Index
	threshold float64
}

// Reasons a row is dropped, counted in Stats.
const (
	dropLanguage  = "language"
	dropLength    = "length"
	dropDuplicate = "duplicate"
)

func newFilter(o *Options) *filter {
	f := &filter{minLength: o.MinLength}
	if len(o.Languages) > 0 {
		f.languages = map[string]bool{}
		for _, l := range o.Languages {
			f.languages[primaryTag(l)] = true
		}
	}
	if o.Dedup > 0 {
		f.dedup, f.threshold = neardup.NewIndex(), o.Dedup
	}
	return f
}

// drop returns why row is dropped, or "" when it is kept. A kept row's
// sketch joins the index, so later near-copies of it are dropped.
func (f *filter) drop(row *Row, sketch *neardup.TextSketch) string {
	if row.Error != "" {
		return ""
	}
	if f.languages != nil && !f.languages[primaryTag(row.Language)] {
		return dropLanguage
	}
	if f.minLength > 0 && utf8.RuneCountInString(strings.TrimSpace(row.Text)) < f.minLength {
		return dropLength
	}
	if f.dedup == nil || sketch == nil || sketch.IsZero() {
		return ""
	}
	if _, dup := f.dedup.Probe(*sketch, f.threshold); dup {
		return dropDuplicate
	}
	f.dedup.Add(row.Key(), *sketch)
	return ""
}

// remember adds a row already in the output (resuming) to the index.
func (f *filter) remember(row *Row) {
	if f.dedup == nil || row.Error != "" || row.Text == "" {
		return
	}
	f.dedup.Add(row.Key(), neardup.Sketch(row.Text))
}

// primaryTag returns the lower-cased primary subtag of a BCP 47 tag:
// "en" for "en-US" and "EN_gb".
func primaryTag(tag string) string {
	tag = strings.ToLower(strings.TrimSpace(tag))
	if i := strings.IndexAny(tag, "-_"); i >= 0 {
		tag = tag[:i]
	}
	return tag
}
