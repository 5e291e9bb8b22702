package batch

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// warcBufferSize is the read buffer of a WARC source. Small, so that most
// of an uncompressed page is read from the file straight into its buffer
// instead of through this one (a 1 MiB buffer cost about 0.5% of the
// extraction time on wcxb-dev in the extra copy); it holds the longest
// header line and HTTP header.
const warcBufferSize = warcLineBytes

// warcSource reads the response records of a WARC file (.warc or .warc.gz)
// as a stream: one record in memory at a time, and never more than the
// size cap of its payload.
type warcSource struct {
	name   string
	r      *warcReader
	closer io.Closer
	opts   sourceOptions
	// Skipped counts the records passed over: other types than response,
	// non-HTML payloads and HTTP statuses other than 2xx.
	skipped int
}

func newWARCSource(name string, r io.Reader, c io.Closer, o sourceOptions) *warcSource {
	return &warcSource{name: name, r: newWARCReader(r), closer: c, opts: o}
}

// Next returns the next HTML response record.
func (w *warcSource) Next() (Record, error) {
	for {
		h, off, err := w.r.next()
		if err != nil {
			if errors.Is(err, ErrTruncated) || errors.Is(err, ErrBadRecord) {
				return Record{URL: h.uri, ID: h.id, File: w.name, Offset: off, Err: err}, nil
			}
			if err != io.EOF {
				err = fmt.Errorf("%s at offset %d: %w", w.name, off, err)
			}
			return Record{}, err
		}
		if !isHTTPResponse(h) {
			w.skipped++
			if err := w.r.finish(); err != nil && !isRecordError(err) {
				return Record{}, fmt.Errorf("%s at offset %d: %w", w.name, off, err)
			}
			continue
		}
		r, ok := w.response(h, off)
		if err := w.r.finish(); err != nil {
			if !isRecordError(err) {
				return Record{}, fmt.Errorf("%s at offset %d: %w", w.name, off, err)
			}
			// The block was cut short or its gzip member is corrupt: a page
			// is reported, whatever it looked like.
			if r.Err == nil {
				r.Data, r.Err, ok = nil, err, true
			}
		}
		if !ok {
			w.skipped++
			continue
		}
		return r, nil
	}
}

// isHTTPResponse reports whether a record holds an HTTP response: a
// response record whose block is HTTP, or says nothing of its type.
// Crawlers also write response records for other protocols (Heritrix's
// DNS lookups, "text/dns"), which are not pages.
func isHTTPResponse(h warcHeader) bool {
	return strings.EqualFold(h.typ, "response") && (h.contentType == "" || hasPrefixFold(h.contentType, "application/http"))
}

func isRecordError(err error) bool {
	return errors.Is(err, ErrTruncated) || errors.Is(err, ErrBadRecord)
}

// response reads the HTTP response in a record's block. ok is false when
// the record is not an HTML page with a 2xx status.
func (w *warcSource) response(h warcHeader, off int64) (Record, bool) {
	r := Record{URL: h.uri, ID: h.id, File: w.name, Offset: off}
	b := &w.r.block
	resp, err := readHTTPHead(b)
	if err != nil {
		r.Err = err
		return r, true
	}
	if resp.status < 200 || resp.status > 299 {
		return r, false
	}
	ct := resp.contentType
	if ct == "" {
		// Sniffed from the first bytes, which must all be there: a body
		// cut before them cannot be told to be a page or not, and is
		// reported, not skipped.
		peek, err := b.peek(peekBytes)
		if err != nil {
			r.Err = err
			return r, true
		}
		ct = http.DetectContentType(peek)
	}
	if !isHTML(ct) {
		return r, false
	}
	r.ContentType = resp.contentType
	if r.Data, err = readBody(b, resp, w.opts.maxBytes); err != nil {
		r.Data, r.Err = nil, err
		if b.truncated() && !errors.Is(err, ErrTooLarge) {
			r.Err = b.err
		}
	}
	return r, true
}

// isHTML reports whether a media type is HTML's.
func isHTML(ct string) bool {
	ct = strings.TrimSpace(ct)
	return hasPrefixFold(ct, "text/html") || hasPrefixFold(ct, "application/xhtml+xml")
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// Close releases the input.
func (w *warcSource) Close() error {
	if w.closer == nil {
		return nil
	}
	return w.closer.Close()
}
