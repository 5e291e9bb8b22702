package batch

import (
	"bufio"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"fmt"
	"io"
	"net/http/httputil"
	"strconv"
	"strings"

	"github.com/andybalholm/brotli"
)

// httpHead is the status and the header fields batch reads of a recorded
// HTTP response.
type httpHead struct {
	status                       int
	contentType, contentEncoding string
	transferEncoding             string
}

// peekBytes is how much of a body is peeked at to sniff its type
// (http.DetectContentType reads at most 512 bytes).
const peekBytes = 512

// readHTTPHead reads a status line and header from the start of a
// record's block, leaving the block at the body. It parses the header in
// the reader's buffer, without copying it. It is lenient where crawls are
// messy (bare LF line ends, odd status lines, lines without a colon, a
// header that runs to the end of the block) and ignores the HTTP
// Content-Length: the WARC record's length is the truth. A header longer
// than warcLineBytes is a bad record.
func readHTTPHead(b *blockReader) (httpHead, error) {
	for n := 4 << 10; ; n *= 2 {
		n = min(n, b.r.Size())
		buf, err := b.peek(n)
		end := headerEnd(buf)
		if end < 0 && err == nil && int64(len(buf)) == b.left {
			end = len(buf) // the block ends inside the header: no body
		}
		if end >= 0 {
			h, err := parseHTTPHead(buf[:end])
			b.discard(end)
			return h, err
		}
		if err != nil {
			return httpHead{}, err
		}
		if n == b.r.Size() {
			return httpHead{}, fmt.Errorf("%w: HTTP header longer than %d bytes", ErrBadRecord, n)
		}
	}
}

// headerEnd is the length of the header at the start of buf, up to and
// with the blank line that ends it; -1 when buf holds no blank line past
// the status line.
func headerEnd(buf []byte) int {
	first := bytes.IndexByte(buf, '\n')
	if first < 0 {
		return -1
	}
	for i := first + 1; i < len(buf); {
		j := bytes.IndexByte(buf[i:], '\n')
		if j < 0 {
			return -1
		}
		if j == 0 || j == 1 && buf[i] == '\r' {
			return i + j + 1
		}
		i += j + 1
	}
	return -1
}

// parseHTTPHead reads the status line and the fields batch needs from a
// whole header; of a repeated field the first counts, and a field folded
// over several lines is joined.
func parseHTTPHead(head []byte) (httpHead, error) {
	var h httpHead
	line, rest, _ := bytes.Cut(head, []byte("\n"))
	line = bytes.TrimRight(line, "\r")
	proto, status, ok := bytes.Cut(line, []byte(" "))
	if !ok || !bytes.HasPrefix(proto, []byte("HTTP/")) {
		return h, fmt.Errorf("%w: HTTP header: bad status line %q", ErrBadRecord, truncate(string(line), 80))
	}
	code, _, _ := bytes.Cut(bytes.TrimSpace(status), []byte(" "))
	var err error
	if h.status, err = strconv.Atoi(string(code)); err != nil {
		return h, fmt.Errorf("%w: HTTP header: bad status line %q", ErrBadRecord, truncate(string(line), 80))
	}
	var fields headerFields
	for len(rest) > 0 {
		line, rest, _ = bytes.Cut(rest, []byte("\n"))
		if fields.add(bytes.TrimRight(line, "\r"), h.field) {
			break
		}
	}
	return h, nil
}

// field returns where the value of a named field goes; nil for a field
// batch does not read.
func (h *httpHead) field(name []byte) *string {
	switch {
	case asciiEqualFold(name, "Content-Type"):
		return &h.contentType
	case asciiEqualFold(name, "Content-Encoding"):
		return &h.contentEncoding
	case asciiEqualFold(name, "Transfer-Encoding"):
		return &h.transferEncoding
	}
	return nil
}

// readBody reads the body, undoing chunked transfer coding and gzip,
// deflate or brotli content coding, at most max bytes after decoding (no
// cap when max <= 0). A body sent as it is is read in one allocation of
// its size, straight from the input's buffer or the inflater.
func readBody(b *blockReader, h httpHead, max int64) ([]byte, error) {
	chunked := strings.EqualFold(strings.TrimSpace(h.transferEncoding), "chunked")
	enc := strings.ToLower(strings.TrimSpace(h.contentEncoding))
	if !chunked && (enc == "" || enc == "identity" || enc == "none") && b.left <= maxHint {
		if max > 0 && b.left > max {
			return nil, fmt.Errorf("%w (%d bytes)", ErrTooLarge, max)
		}
		data := make([]byte, b.left)
		n, err := io.ReadFull(b, data)
		if err != nil {
			return nil, err
		}
		return data[:n], nil
	}
	var r io.Reader = b
	if chunked {
		r = httputil.NewChunkedReader(r)
	}
	r, err := decode(r, h.contentEncoding)
	if err != nil {
		return nil, err
	}
	return readCapped(r, max, b.left)
}

// decode undoes a Content-Encoding.
func decode(r io.Reader, enc string) (io.Reader, error) {
	switch strings.ToLower(strings.TrimSpace(enc)) {
	case "", "identity", "none":
		return r, nil
	case "gzip", "x-gzip":
		zr, err := gzip.NewReader(r)
		if err != nil {
			return nil, fmt.Errorf("%w: gzip body: %v", ErrBadRecord, err)
		}
		return zr, nil
	case "deflate":
		br := bufio.NewReader(r)
		if b, err := br.Peek(2); err == nil && b[0]&0x0f == 8 && (uint16(b[0])<<8|uint16(b[1]))%31 == 0 {
			return zlib.NewReader(br) // the zlib wrapper RFC 9110 asks for
		}
		return flate.NewReader(br), nil // raw deflate, which some servers send
	case "br":
		return brotli.NewReader(r), nil
	}
	return nil, fmt.Errorf("%w: unsupported Content-Encoding %q", ErrBadRecord, truncate(enc, 40))
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}
