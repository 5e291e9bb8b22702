package batch

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync/atomic"

	"github.com/nlnwa/gowarc"
)

// warcBufferSize is the read buffer of a WARC source.
const warcBufferSize = 1 << 20

// warcSource reads the response records of a WARC file (.warc or .warc.gz,
// one gzip member per record) as a stream: one record in memory at a time,
// and never more than the size cap of its payload.
type warcSource struct {
	name   string
	pos    atomic.Int64 // bytes consumed from the input
	br     *bufio.Reader
	closer io.Closer
	u      gowarc.Unmarshaler
	rec    gowarc.WarcRecord
	opts   sourceOptions
	// Skipped counts the records passed over: other types than response,
	// non-HTML payloads and HTTP statuses other than 2xx.
	skipped int
}

func newWARCSource(name string, r io.Reader, c io.Closer, o sourceOptions) *warcSource {
	w := &warcSource{name: name, closer: c, opts: o}
	w.br = bufio.NewReaderSize(counting(r, &w.pos), warcBufferSize)
	// No validation: digests are not checked (they would cost a SHA-1 over
	// every byte and a copy of every payload), and syntax errors are
	// skipped over by resynchronising on the next "WARC/" line.
	w.u = gowarc.NewUnmarshaler(gowarc.WithNoValidation())
	return w
}

// offset is where the next record starts.
func (w *warcSource) offset() int64 { return w.pos.Load() - int64(w.br.Buffered()) }

// Next returns the next HTML response record.
func (w *warcSource) Next() (Record, error) {
	for {
		if w.rec != nil {
			_ = w.rec.Close() // discards the unread rest of the record
			w.rec = nil
		}
		start := w.offset()
		rec, skip, _, err := w.u.Unmarshal(w.br)
		off := start + skip
		if err != nil {
			if rec != nil {
				_ = rec.Close()
			}
			if err == io.EOF && w.offset() == start+skip {
				return Record{}, io.EOF
			}
			if w.offset() == start { // no progress: give up on the input
				return Record{}, fmt.Errorf("%s at offset %d: %w", w.name, off, err)
			}
			return w.broken(off, err), nil
		}
		w.rec = rec
		if rec.Type() != gowarc.Response {
			w.skipped++
			continue
		}
		r, ok := w.response(rec, off)
		if !ok {
			w.skipped++
			continue
		}
		return r, nil
	}
}

// broken reports a record whose WARC header could not be read.
func (w *warcSource) broken(off int64, err error) Record {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		err = ErrTruncated
	} else {
		err = fmt.Errorf("%w: %v", ErrBadRecord, err)
	}
	return Record{File: w.name, Offset: off, Err: err}
}

// response reads the HTTP response in a record's block. ok is false when
// the record is not an HTML page with a 2xx status.
func (w *warcSource) response(rec gowarc.WarcRecord, off int64) (Record, bool) {
	r := Record{
		URL:    rec.WarcHeader().Get(gowarc.WarcTargetURI),
		ID:     strings.Trim(rec.WarcHeader().Get(gowarc.WarcRecordID), "<>"),
		File:   w.name,
		Offset: off,
	}
	raw, err := rec.Block().RawBytes()
	if err != nil {
		r.Err = fmt.Errorf("%w: %v", ErrBadRecord, err)
		return r, true
	}
	length, _ := rec.WarcHeader().GetInt64(gowarc.ContentLength)
	body := &countedReader{r: raw}
	resp, err := readHTTPHead(bufio.NewReader(body))
	if err != nil {
		r.Err = truncatedOr(body.n, length, fmt.Errorf("%w: HTTP header: %v", ErrBadRecord, err))
		return r, true
	}
	if cutShort(resp, body.n, length) {
		// Cut inside the header or the first bytes of the body: nothing
		// says what the page was, so it is reported, not skipped.
		r.Err = fmt.Errorf("%w (%d of %d bytes)", ErrTruncated, body.n, length)
		return r, true
	}
	if resp.status < 200 || resp.status > 299 || !isHTML(resp.header, resp.peek) {
		return r, false
	}
	r.ContentType = resp.header.Get("Content-Type")
	// The record's length bounds an unencoded body: one allocation.
	r.Data, err = readBody(resp, w.opts.maxBytes, length)
	if err == nil && length > 0 && body.n < length {
		err = fmt.Errorf("%w (%d of %d bytes)", ErrTruncated, body.n, length)
	}
	if err != nil {
		r.Data, r.Err = nil, truncatedOr(body.n, length, err)
	}
	return r, true
}

// cutShort reports whether a 2xx response without a Content-Type ended
// before its record's Content-Length while its first bytes were peeked
// at: its type cannot be told, and it is truncated.
func cutShort(resp httpHead, read, length int64) bool {
	return resp.status >= 200 && resp.status <= 299 && resp.header.Get("Content-Type") == "" &&
		len(resp.peek) < peekBytes && length > 0 && read < length
}

// truncatedOr returns ErrTruncated when fewer bytes than the record's
// Content-Length were read, else err.
func truncatedOr(read, length int64, err error) error {
	if errors.Is(err, ErrTooLarge) || length <= 0 || read >= length {
		return err
	}
	return fmt.Errorf("%w (%d of %d bytes)", ErrTruncated, read, length)
}

// isHTML reports whether a response carries HTML: by its Content-Type, or
// by its first bytes when it has none.
func isHTML(h http.Header, peek []byte) bool {
	ct := strings.ToLower(h.Get("Content-Type"))
	if ct == "" {
		ct = strings.ToLower(http.DetectContentType(peek))
	}
	return strings.HasPrefix(ct, "text/html") || strings.HasPrefix(ct, "application/xhtml+xml")
}

// Close releases the input.
func (w *warcSource) Close() error {
	if w.rec != nil {
		_ = w.rec.Close()
		w.rec = nil
	}
	if w.closer == nil {
		return nil
	}
	return w.closer.Close()
}

// countedReader counts the bytes read through it.
type countedReader struct {
	r io.Reader
	n int64
}

func (c *countedReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}
