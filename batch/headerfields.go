package batch

import (
	"bytes"
	"strings"
)

// headerFields gathers, a line at a time, the fields batch reads from a
// MIME-style header: a WARC record's and the HTTP response's inside it
// follow the same line rules, which live here once. A field folded over
// several lines is joined with one space; of a repeated field the first
// counts; lines without a colon are skipped.
type headerFields struct {
	last *string // the field a continuation line adds to
}

// add takes one line without its line end; slot says where a field's
// value goes (nil: a field batch does not read). It reports whether the
// line is the blank one that ends the header.
func (f *headerFields) add(line []byte, slot func(name []byte) *string) (end bool) {
	if len(line) == 0 {
		return true
	}
	if line[0] == ' ' || line[0] == '\t' {
		if f.last != nil {
			*f.last = strings.TrimSpace(*f.last + " " + string(bytes.TrimSpace(line)))
		}
		return false
	}
	f.last = nil
	name, value, ok := bytes.Cut(line, []byte(":"))
	if !ok {
		return false
	}
	if dst := slot(bytes.TrimSpace(name)); dst != nil && *dst == "" {
		*dst = string(bytes.TrimSpace(value))
		f.last = dst
	}
	return false
}
