package gateway

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"folio/fetch"
)

// ErrTooLarge is matched when a page to convert is larger than
// Limits.MaxBytes after decompression.
var ErrTooLarge = errors.New("gateway: page too large to convert")

// decodings are the content codings the gateway decodes before
// converting, in the order it asks the upstream for them.
var decodings = []string{"zstd", "br", "gzip"}

// acceptEncoding returns the Accept-Encoding to send upstream for a page
// to convert: the codings the client accepts that the gateway decodes, so
// that an answer passed through unconverted (an error page, a redirect, a
// non-HTML type) is still one the client can read. "" asks for identity.
func acceptEncoding(client string) string {
	var out []string
	for _, c := range decodings {
		if q, named := codingQ(client, c); named && q > 0 {
			out = append(out, c)
		}
	}
	return strings.Join(out, ", ")
}

// codingQ returns the q the client's Accept-Encoding gives to coding, and
// whether coding (or "*") was named.
func codingQ(header, coding string) (float64, bool) {
	q, named := 0.0, false
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(part, ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name == coding {
			return qParam(params), true
		}
		if name == "*" {
			q, named = qParam(params), true
		}
	}
	return q, named
}

// readDecoded reads a body in the given Content-Encoding (one home for
// the decoders: package fetch) and returns at most limit bytes after
// decompression; more is ErrTooLarge, which also stops decompression bombs.
func readDecoded(body io.Reader, contentEncoding string, limit int64) ([]byte, error) {
	r, err := fetch.Decompress(body, contentEncoding)
	if err != nil {
		return nil, fmt.Errorf("gateway: reading the page: %w", err)
	}
	defer r.Close()
	data, err := fetch.ReadAll(r, limit)
	if errors.Is(err, fetch.ErrTooLarge) {
		return nil, fmt.Errorf("%w: over %d bytes after decompression", ErrTooLarge, limit)
	}
	if err != nil {
		return nil, fmt.Errorf("gateway: reading the page (%s): %w", contentEncoding, err)
	}
	return data, nil
}

// canDecode says whether every coding in a Content-Encoding is one the
// gateway decodes.
func canDecode(contentEncoding string) bool {
	for c := range strings.SplitSeq(contentEncoding, ",") {
		switch strings.ToLower(strings.TrimSpace(c)) {
		case "", "identity", "gzip", "x-gzip", "br", "zstd":
		default:
			return false
		}
	}
	return true
}
