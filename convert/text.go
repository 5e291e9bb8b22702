package convert

import (
	"bytes"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"

	"folio/extractor"
)

// PlainText returns the result as plain text, as folio-extract --format
// text writes it: the extractor's text for HTML, the body itself for plain
// text, and for Markdown and feeds the text of the Markdown rendered to
// HTML (GFM) and read back by the extractor's whole-body profile, so that
// headings, lists and tables come out as they do for HTML pages.
func (r *Result) PlainText() string {
	switch {
	case r.Extraction != nil:
		return r.Extraction.Text
	case r.Kind == KindText:
		return r.text
	case strings.TrimSpace(r.Markdown) == "":
		return ""
	}
	var html bytes.Buffer
	if err := goldmark.New(goldmark.WithExtensions(extension.GFM)).Convert([]byte(r.Markdown), &html); err != nil {
		return r.Markdown
	}
	ex, err := extractor.Extract(html.Bytes(), extractor.WithProfile(extractor.ProfileAll),
		extractor.WithContentType("text/html; charset=utf-8"))
	if err != nil {
		return r.Markdown
	}
	return ex.Text
}
