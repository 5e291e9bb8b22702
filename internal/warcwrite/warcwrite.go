// Package warcwrite writes small WARC files for tests and benchmarks:
// response records built from pages held in memory, each record its own
// gzip member when compressed, as crawlers write them.
//
//	var buf bytes.Buffer
//	w := warcwrite.New(&buf, true)
//	w.Response("https://example.com/", "text/html; charset=utf-8", page)
//	w.Close()
package warcwrite

import (
	"compress/gzip"
	"fmt"
	"io"
	"sort"
	"time"
)

// Writer appends WARC/1.1 records to an io.Writer.
type Writer struct {
	w    io.Writer
	gz   bool
	n    int
	err  error
	Date time.Time // WARC-Date of the records
}

// New writes to w, gzip-compressing each record when gz is set.
func New(w io.Writer, gz bool) *Writer {
	return &Writer{w: w, gz: gz, Date: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
}

// ID returns the record id the n-th record (from 1) gets.
func ID(n int) string { return fmt.Sprintf("urn:uuid:00000000-0000-4000-8000-%012d", n) }

// Warcinfo writes the warcinfo record a WARC file starts with.
func (w *Writer) Warcinfo() {
	w.Record("warcinfo", "", "application/warc-fields", []byte("software: folio tests\r\nformat: WARC File Format 1.1\r\n"))
}

// Response writes a 200 response record for an HTML page.
func (w *Writer) Response(uri, contentType string, body []byte) {
	w.HTTPResponse(uri, 200, map[string]string{"Content-Type": contentType}, body)
}

// HTTPResponse writes a response record with a status and headers.
func (w *Writer) HTTPResponse(uri string, status int, header map[string]string, body []byte) {
	head := fmt.Sprintf("HTTP/1.1 %d %s\r\n", status, statusText(status))
	keys := make([]string, 0, len(header))
	for k := range header {
		keys = append(keys, k)
	}
	sort.Strings(keys) // the same bytes every run
	for _, k := range keys {
		head += k + ": " + header[k] + "\r\n"
	}
	head += fmt.Sprintf("Content-Length: %d\r\n\r\n", len(body))
	w.Record("response", uri, "application/http; msgtype=response", append([]byte(head), body...))
}

func statusText(status int) string {
	switch status {
	case 200:
		return "OK"
	case 404:
		return "Not Found"
	case 301:
		return "Moved Permanently"
	}
	return "Status"
}

// Record writes one record of any type with its block.
func (w *Writer) Record(typ, uri, contentType string, block []byte) {
	w.n++
	head := fmt.Sprintf("WARC/1.1\r\nWARC-Type: %s\r\nWARC-Record-ID: <%s>\r\nWARC-Date: %s\r\n",
		typ, ID(w.n), w.Date.Format(time.RFC3339))
	if uri != "" {
		head += "WARC-Target-URI: " + uri + "\r\n"
	}
	head += fmt.Sprintf("Content-Type: %s\r\nContent-Length: %d\r\n\r\n", contentType, len(block))
	w.write([]byte(head), block, []byte("\r\n\r\n"))
}

// Raw writes bytes as they are (a truncated record, garbage).
func (w *Writer) Raw(b []byte) { w.write(b) }

func (w *Writer) write(parts ...[]byte) {
	if w.err != nil {
		return
	}
	out := w.w
	var zw *gzip.Writer
	if w.gz {
		zw = gzip.NewWriter(w.w)
		out = zw
	}
	for _, p := range parts {
		if _, err := out.Write(p); err != nil {
			w.err = err
			return
		}
	}
	if zw != nil {
		w.err = zw.Close()
	}
}

// Close returns the first error met while writing.
func (w *Writer) Close() error { return w.err }
