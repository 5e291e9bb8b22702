package batch

import (
	"errors"
	"strconv"
)

// Record is one page read from an input, before extraction.
type Record struct {
	// URL is the page's address: WARC-Target-URI, the "url" of a JSON
	// Lines document, or empty for a file in a folder.
	URL string
	// ID is the WARC-Record-ID, or the "id" of a JSON Lines document.
	ID string
	// File and Offset say where the record starts: the byte offset of the
	// WARC record (of its gzip member in a .warc.gz) or of the JSON line;
	// 0 for a file in a folder.
	File   string
	Offset int64
	// ContentType is the HTTP Content-Type, whose charset decides the
	// decoding when the page has no byte-order mark.
	ContentType string
	// Data is the page's HTML, decoded from any Content-Encoding.
	Data []byte
	// Err says why the record could not be read whole (too large,
	// truncated, a bad line); Data is then empty and the record is
	// reported, not extracted.
	Err error
}

// Key identifies a record across runs, for resuming: the record id when
// there is one, else the file and offset.
func (r *Record) Key() string { return key(r.ID, r.File, r.Offset) }

func key(id, file string, offset int64) string {
	if id != "" {
		return id
	}
	return file + "@" + strconv.FormatInt(offset, 10)
}

// Sentinel errors reported in a record's error field, matched with errors.Is.
var (
	// ErrTooLarge means the page is bigger than Options.MaxBytes.
	ErrTooLarge = errors.New("batch: record larger than the size cap")
	// ErrTruncated means the input ended inside the record.
	ErrTruncated = errors.New("batch: truncated record")
	// ErrTimeout means extraction took longer than Options.Timeout.
	ErrTimeout = errors.New("batch: extraction timed out")
	// ErrBadRecord means the record could not be decoded (a JSON line that
	// does not parse, bad base64, an unknown Content-Encoding, a broken
	// WARC header).
	ErrBadRecord = errors.New("batch: bad record")
)
