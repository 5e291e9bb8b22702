package fetch

import (
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/zstd"
)

// AcceptEncoding is the Accept-Encoding the HTTP fetcher sends: every
// encoding Decompress undoes.
const AcceptEncoding = "gzip, br, zstd"

// zstdMaxWindow bounds the memory a Zstandard stream may ask for. RFC 8878
// section 3.1.1.1.2 recommends decoders support 8 MB windows, the most a
// web server's encoder uses (RFC 9659 caps HTTP's at 8 MB).
const zstdMaxWindow = 8 << 20

// Decompress returns a reader that undoes contentEncoding, a
// Content-Encoding value: "gzip" (or "x-gzip"), "br", "zstd", "identity",
// "" or a comma-separated list of them, applied in order, so undone from
// the last. Any other coding yields ErrEncoding. Close releases the
// decoders; it does not close r.
func Decompress(r io.Reader, contentEncoding string) (io.ReadCloser, error) {
	codings := strings.Split(contentEncoding, ",")
	var closers []io.Closer
	for i := len(codings) - 1; i >= 0; i-- {
		c := strings.ToLower(strings.TrimSpace(codings[i]))
		next, closer, err := decoder(r, c)
		if err != nil {
			closeAll(closers)
			return nil, err
		}
		r = next
		if closer != nil {
			closers = append(closers, closer)
		}
	}
	return &decompressed{Reader: r, closers: closers}, nil
}

// decoder wraps r in the decoder of one content coding.
func decoder(r io.Reader, coding string) (io.Reader, io.Closer, error) {
	switch coding {
	case "", "identity":
		return r, nil, nil
	case "gzip", "x-gzip":
		zr, err := gzip.NewReader(r)
		if err != nil {
			return nil, nil, fmt.Errorf("%w: gzip: %v", ErrEncoding, err)
		}
		return zr, zr, nil
	case "br":
		return brotli.NewReader(r), nil, nil
	case "zstd":
		zr, err := zstd.NewReader(r, zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxWindow(zstdMaxWindow))
		if err != nil {
			return nil, nil, fmt.Errorf("%w: zstd: %v", ErrEncoding, err)
		}
		return zr, closerFunc(zr.Close), nil
	}
	return nil, nil, fmt.Errorf("%w: %q", ErrEncoding, coding)
}

type closerFunc func()

func (f closerFunc) Close() error { f(); return nil }

// decompressed is Decompress's reader: reads go through the decoders and
// their errors become ErrEncoding.
type decompressed struct {
	io.Reader
	closers []io.Closer
}

func (d *decompressed) Read(p []byte) (int, error) {
	n, err := d.Reader.Read(p)
	if err != nil && err != io.EOF && len(d.closers) > 0 && !isTransportError(err) {
		err = fmt.Errorf("%w: %v", ErrEncoding, err)
	}
	return n, err
}

func (d *decompressed) Close() error {
	closeAll(d.closers)
	d.closers = nil
	return nil
}

func closeAll(cs []io.Closer) {
	for _, c := range cs {
		c.Close()
	}
}

// isTransportError tells a read error of the connection (a timeout, a
// reset) from a damaged compressed stream.
func isTransportError(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)
}

// ReadAll reads r to its end, at most limit bytes (no limit when limit
// <= 0). A longer stream yields a *TooLargeError, matching ErrTooLarge,
// after reading limit+1 bytes and no more.
func ReadAll(r io.Reader, limit int64) ([]byte, error) {
	if limit <= 0 {
		return io.ReadAll(r)
	}
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, &TooLargeError{Limit: limit}
	}
	return data, nil
}
