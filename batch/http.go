package batch

import (
	"bufio"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"fmt"
	"io"
	"net/http"
	"net/http/httputil"
	"net/textproto"
	"strconv"
	"strings"

	"github.com/andybalholm/brotli"
)

// httpHead is the status and header of a recorded HTTP response, with the
// reader positioned at the body.
type httpHead struct {
	status int
	header http.Header
	body   *bufio.Reader
	peek   []byte // the body's first bytes, for sniffing
}

// maxHeaderBytes bounds the HTTP header of one record.
const maxHeaderBytes = 1 << 20

// peekBytes is how much of a body is peeked at to sniff its type
// (http.DetectContentType reads at most 512 bytes).
const peekBytes = 512

// readHTTPHead reads a status line and header. It is lenient where crawls
// are messy (bare LF line ends, odd status lines) and ignores the HTTP
// Content-Length: the WARC record's length is the truth.
func readHTTPHead(br *bufio.Reader) (httpHead, error) {
	tp := textproto.NewReader(bufio.NewReader(io.LimitReader(br, maxHeaderBytes)))
	line, err := tp.ReadLine()
	if err != nil {
		return httpHead{}, err
	}
	proto, rest, ok := strings.Cut(line, " ")
	if !ok || !strings.HasPrefix(proto, "HTTP/") {
		return httpHead{}, fmt.Errorf("bad status line %q", truncate(line, 80))
	}
	code, _, _ := strings.Cut(strings.TrimSpace(rest), " ")
	status, err := strconv.Atoi(code)
	if err != nil {
		return httpHead{}, fmt.Errorf("bad status line %q", truncate(line, 80))
	}
	mh, err := tp.ReadMIMEHeader()
	if err != nil && err != io.EOF {
		return httpHead{}, err
	}
	// The header reader buffered past the header: read the body through it.
	body := bufio.NewReader(io.MultiReader(tp.R, br))
	peek, _ := body.Peek(peekBytes)
	return httpHead{status: status, header: http.Header(mh), body: body, peek: peek}, nil
}

// readBody reads the body, undoing chunked transfer coding and gzip,
// deflate or brotli content coding, at most max bytes after decoding.
// hint is the size expected (see readCapped).
func readBody(h httpHead, max, hint int64) ([]byte, error) {
	var r io.Reader = h.body
	if strings.EqualFold(strings.TrimSpace(h.header.Get("Transfer-Encoding")), "chunked") {
		r = httputil.NewChunkedReader(r)
	}
	r, err := decode(r, h.header.Get("Content-Encoding"))
	if err != nil {
		return nil, err
	}
	return readCapped(r, max, hint)
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
