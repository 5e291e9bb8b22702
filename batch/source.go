package batch

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
)

// Source yields the records of one input, in order.
type Source interface {
	// Next returns the next record, io.EOF at the end, or another error
	// when the input cannot be read further (records already returned
	// stand). A record that is bad on its own comes back with Record.Err.
	Next() (Record, error)
	// Close releases the input.
	Close() error
}

// sourceOptions are what readers need from the job.
type sourceOptions struct {
	maxBytes int64         // size cap per page, after decompression
	read     *atomic.Int64 // raw input bytes consumed, for progress
}

// sniffSize is how much of an input is peeked at to tell its format.
const sniffSize = 64 << 10

// Open opens one input: "-" (stdin), a WARC file (.warc, .warc.gz), a
// JSON Lines file (.jsonl, .ndjson, optionally .gz), an HTML page (.html,
// .htm, optionally .gz) or a folder of pages. Other names, and stdin, are
// recognised by their first bytes.
func Open(name string, stdin io.Reader, maxBytes int64) (Source, error) {
	return open(name, stdin, sourceOptions{maxBytes: maxBytes, read: new(atomic.Int64)})
}

func open(name string, stdin io.Reader, o sourceOptions) (Source, error) {
	if name == "-" {
		return sniff("-", counting(stdin, o.read), nil, o)
	}
	info, err := os.Stat(name)
	if err != nil {
		return nil, err
	}
	if info.IsDir() {
		return newDirSource(name, o)
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	r := counting(f, o.read)
	base := strings.TrimSuffix(strings.ToLower(filepath.Base(name)), ".gz")
	switch {
	case strings.HasSuffix(base, ".warc"):
		return newWARCSource(name, r, f, o), nil
	case strings.HasSuffix(base, ".html") || strings.HasSuffix(base, ".htm"):
		return newPageSource(name, r, f, o), nil
	}
	return sniff(name, r, f, o)
}

// sniff tells WARC, JSON Lines and a single HTML page apart by their first
// bytes, looking inside gzip. It peeks only as far as it must, so that a
// pipe that sends one small document and waits is not waited on.
func sniff(name string, r io.Reader, c io.Closer, o sourceOptions) (Source, error) {
	br := bufio.NewReaderSize(r, sniffSize)
	head, err := peekHead(br)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if isGzip(head) {
		if inner := gunzipHead(br); bytes.HasPrefix(inner, []byte("WARC/")) {
			return newWARCSource(name, br, c, o), nil // the WARC reader reads gzip members itself
		}
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		return sniff(name, zr, closers{zr, c}, o)
	}
	switch {
	case bytes.HasPrefix(head, []byte("WARC/")):
		return newWARCSource(name, br, c, o), nil
	case bytes.HasPrefix(head, []byte("{")):
		return newJSONLSource(name, br, c, o), nil
	}
	return newPageSource(name, br, c, o), nil
}

// peekHead returns the first five bytes after leading white space and a
// byte-order mark (fewer at the end of the input).
func peekHead(br *bufio.Reader) ([]byte, error) {
	for n := 5; ; n++ {
		b, err := br.Peek(n)
		if err == io.EOF || err == bufio.ErrBufferFull {
			return bytes.TrimLeft(b, " \t\r\n\ufeff"), nil
		}
		if err != nil {
			return nil, err
		}
		if t := bytes.TrimLeft(b, " \t\r\n\ufeff"); len(t) >= 5 || isGzip(b) {
			if isGzip(b) {
				return b, nil
			}
			return t, nil
		}
	}
}

func isGzip(b []byte) bool { return len(b) >= 2 && b[0] == 0x1f && b[1] == 0x8b }

// gunzipHead decompresses the first bytes of the gzip stream at the head
// of br without consuming it, peeking further until it has five bytes, the
// stream ends, or sniffSize bytes were peeked.
func gunzipHead(br *bufio.Reader) []byte {
	for n := min(br.Buffered(), sniffSize); ; n = min(2*n+64, sniffSize) {
		head, err := br.Peek(n)
		inner := gunzipPrefix(head)
		if len(inner) >= 5 || err != nil || n == sniffSize {
			return inner
		}
	}
}

// gunzipPrefix decompresses what it can of a gzip stream's first bytes.
func gunzipPrefix(head []byte) []byte {
	zr, err := gzip.NewReader(bytes.NewReader(head))
	if err != nil {
		return nil
	}
	buf := make([]byte, 5)
	n, _ := io.ReadFull(zr, buf)
	return buf[:n]
}

// closers closes several things in order, returning the first error.
type closers []io.Closer

func (cs closers) Close() error {
	var first error
	for _, c := range cs {
		if c == nil {
			continue
		}
		if err := c.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// countingReader adds the bytes read to a shared counter (progress).
type countingReader struct {
	r io.Reader
	n *atomic.Int64
}

func counting(r io.Reader, n *atomic.Int64) io.Reader {
	if n == nil {
		return r
	}
	return &countingReader{r: r, n: n}
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n.Add(int64(n))
	return n, err
}

// readCapped reads r whole, failing with ErrTooLarge past max bytes (no
// cap when max <= 0). hint is the size expected (0 when unknown): the
// buffer is allocated once at that size instead of doubling from 512
// bytes, which cost one core about 5% of batch's rate in clearing and
// copying (BenchmarkScaling's profile).
func readCapped(r io.Reader, max, hint int64) ([]byte, error) {
	limit := max + 1
	if max <= 0 {
		limit = -1
	} else {
		r = io.LimitReader(r, limit)
	}
	if hint <= 0 || limit > 0 && hint > limit {
		hint = limit
	}
	if hint <= 0 || hint > maxHint {
		hint = 512
	}
	data := make([]byte, 0, hint+1) // +1: EOF is seen without growing
	for {
		n, err := r.Read(data[len(data):cap(data)])
		data = data[:len(data)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)] // grow as append does
		}
	}
	if max > 0 && int64(len(data)) > max {
		return nil, fmt.Errorf("%w (%d bytes)", ErrTooLarge, max)
	}
	return data, nil
}

// maxHint bounds the buffer a size hint allocates before any byte is
// read, so that a record claiming a huge length costs nothing up front.
const maxHint = 64 << 20
