package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/url"
	"strings"
	"time"

	"folio/convert"
	"folio/fetch"

	"folio/internal/safefile"
)

// userAgent is the command's User-Agent when it fetches a URL.
const userAgent = "folio-extract/0.1 (Folio Markdown reader; +https://github.com/folio-reader/folio)"

// input is a page read from a file, stdin or the network.
type input struct {
	data        []byte
	name        string // the file's name ("" for stdin)
	url         string // the final URL when fetched
	contentType string // the HTTP Content-Type when fetched or posted
	fetched     time.Time
}

// convertInput says how to take the page: a fetched one by its
// Content-Type, as the reader does; a file named .md, .txt or .html by its
// name; anything else (stdin, a corpus page.html.gz, a POST without a
// useful type) as the HTML page the command's contract expects, unless
// its bytes plainly say otherwise.
func (in input) convertInput() convert.Input {
	if in.url != "" {
		p := in.url
		if u, err := url.Parse(in.url); err == nil {
			p = u.Path
		}
		return convert.Input{ContentType: in.contentType, Name: p}
	}
	name := strings.TrimSuffix(in.name, ".gz")
	if _, _, ok := convert.KindOfFileName(name); ok {
		return convert.Input{Name: name, File: true}
	}
	switch mt, _, _ := mime.ParseMediaType(in.contentType); mt {
	case "", "application/x-www-form-urlencoded", "multipart/form-data", "application/octet-stream":
		return convert.Input{ContentType: "text/html", Name: name}
	}
	return convert.Input{ContentType: in.contentType, Name: name}
}

// isURL reports whether arg is an http(s) URL to fetch.
func isURL(arg string) bool {
	return strings.HasPrefix(arg, "http://") || strings.HasPrefix(arg, "https://")
}

// newFetcher returns the command's HTTP fetcher: the timeout, the size cap
// (after decompression) and, for a server, the SSRF guard.
func newFetcher(timeout time.Duration, maxBytes int64, guard *fetch.Guard) fetch.Fetcher {
	opts := []fetch.Option{fetch.WithTimeout(timeout), fetch.WithMaxBody(maxBytes), fetch.WithUserAgent(userAgent)}
	if guard != nil {
		opts = append(opts, fetch.WithGuard(guard))
	}
	return fetch.NewHTTP(opts...)
}

// readInput reads FILE, FILE.gz, - (stdin) or, through f, an http(s)
// URL, at most maxBytes after decompression.
func readInput(ctx context.Context, arg string, stdin io.Reader, f fetch.Fetcher, maxBytes int64) (input, error) {
	if isURL(arg) {
		return fetchInput(ctx, f, arg)
	}
	var r io.Reader
	if arg == "-" {
		r = stdin
	} else {
		// A FIFO or a device would block or never end: refused, not read.
		f, err := safefile.Open(arg)
		if err != nil {
			return input{}, err
		}
		defer f.Close()
		r = f
	}
	data, err := readMaybeGzip(r, maxBytes)
	if err != nil {
		return input{}, fmt.Errorf("%s: %w", displayName(arg), err)
	}
	name := arg
	if arg == "-" {
		name = ""
	}
	return input{data: data, name: name, fetched: time.Now()}, nil
}

// fetchInput gets a URL, asking for Markdown first as the reader does.
func fetchInput(ctx context.Context, f fetch.Fetcher, rawURL string) (input, error) {
	resp, err := f.Fetch(ctx, &fetch.Request{URL: rawURL})
	if err != nil {
		return input{}, err
	}
	return input{data: resp.Body, url: resp.URL.String(), contentType: resp.ContentType, fetched: resp.Fetched}, nil
}

func displayName(arg string) string {
	if arg == "-" {
		return "stdin"
	}
	return arg
}

// readMaybeGzip reads r, decompressing when it starts with the gzip magic,
// whatever the file is called; maxBytes caps the decompressed bytes (none
// when <= 0).
func readMaybeGzip(r io.Reader, maxBytes int64) ([]byte, error) {
	br := bufio.NewReader(r)
	if magic, _ := br.Peek(2); bytes.Equal(magic, []byte{0x1f, 0x8b}) {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("gzip: %w", err)
		}
		defer zr.Close()
		data, err := readCapped(zr, maxBytes)
		if err != nil && !errors.Is(err, fetch.ErrTooLarge) {
			return nil, fmt.Errorf("gzip: %w", err) // "unexpected EOF" alone names no culprit
		}
		return data, err
	}
	return readCapped(br, maxBytes)
}

// readCapped reads at most maxBytes; more is an error naming the flag.
func readCapped(r io.Reader, maxBytes int64) ([]byte, error) {
	data, err := fetch.ReadAll(r, maxBytes)
	if errors.Is(err, fetch.ErrTooLarge) {
		return nil, fmt.Errorf("input larger than --max-bytes (%d bytes): %w", maxBytes, err)
	}
	return data, err
}
