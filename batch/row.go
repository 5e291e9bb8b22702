package batch

import (
	"fmt"

	"folio/extractor"
)

// Row is one line of the output (JSON Lines) or one row (Parquet): where
// the record came from, what was found, and why nothing was when nothing
// was. Exactly one of Markdown, Empty and Error says what happened.
type Row struct {
	URL      string `json:"url" parquet:"url"`
	RecordID string `json:"record_id,omitempty" parquet:"record_id"`
	File     string `json:"file" parquet:"file"`
	Offset   int64  `json:"offset" parquet:"offset"`
	Title    string `json:"title,omitempty" parquet:"title"`
	Author   string `json:"author,omitempty" parquet:"author"`
	// Date is the published date, ISO 8601.
	Date string `json:"date,omitempty" parquet:"date"`
	// Language is the page's declared language (BCP 47).
	Language string `json:"language,omitempty" parquet:"language"`
	Markdown string `json:"markdown" parquet:"markdown"`
	Text     string `json:"text" parquet:"text"`
	// Rules lists the ids of the platform rules that fired, in order.
	Rules []string `json:"rules" parquet:"rules,list"`
	// Template names the host template that selected the content, as
	// "<source> <host> v<version>" (source operator or learned); empty
	// when the classifier did.
	Template string `json:"template,omitempty" parquet:"template"`
	// Empty says why nothing was found (the page is empty, binary, or has
	// no text in the selected roles).
	Empty string `json:"empty,omitempty" parquet:"empty"`
	// Error says why the record was not extracted: too large, truncated,
	// timed out, undecodable, over a parser limit.
	Error string `json:"error,omitempty" parquet:"error"`
}

// Key identifies the row's record across runs (see Record.Key).
func (r *Row) Key() string { return key(r.RecordID, r.File, r.Offset) }

// newRow fills the provenance of a record's row.
func newRow(rec *Record) Row {
	return Row{URL: rec.URL, RecordID: rec.ID, File: rec.File, Offset: rec.Offset, Rules: []string{}}
}

// fill copies an extraction result into the row.
func (r *Row) fill(res *extractor.Result) {
	m := res.Metadata
	r.Title, r.Author, r.Date, r.Language = m.Title, m.Author, m.Published, m.Language
	r.Markdown, r.Text, r.Empty = res.Markdown, res.Text, res.Empty
	if res.Rules != nil {
		r.Rules = res.Rules
	}
	if t := res.Template; t != nil {
		r.Template = fmt.Sprintf("%s %s v%d", t.Source, t.Host, t.Version)
	}
}
