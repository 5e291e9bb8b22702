package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"time"
)

// maxRedirects bounds redirect chains when fetching a URL.
const maxRedirects = 10

// input is a page read from a file, stdin or the network.
type input struct {
	data        []byte
	url         string // the final URL when fetched
	contentType string // the HTTP Content-Type when fetched
	fetched     time.Time
}

// readInput reads FILE, FILE.gz, - (stdin) or an http(s) URL, at most
// maxBytes after decompression.
func readInput(arg string, stdin io.Reader, timeout time.Duration, maxBytes int64) (input, error) {
	if strings.HasPrefix(arg, "http://") || strings.HasPrefix(arg, "https://") {
		return fetch(arg, timeout, maxBytes)
	}
	var r io.Reader
	if arg == "-" {
		r = stdin
	} else {
		f, err := os.Open(arg)
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
	return input{data: data, fetched: time.Now()}, nil
}

func displayName(arg string) string {
	if arg == "-" {
		return "stdin"
	}
	return arg
}

// errTooLarge reports input beyond --max-bytes.
var errTooLarge = errors.New("input larger than --max-bytes")

// readMaybeGzip reads r, decompressing when it starts with the gzip magic,
// whatever the file is called.
func readMaybeGzip(r io.Reader, maxBytes int64) ([]byte, error) {
	br := bufio.NewReader(r)
	if magic, _ := br.Peek(2); bytes.Equal(magic, []byte{0x1f, 0x8b}) {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("gzip: %w", err)
		}
		defer zr.Close()
		return readCapped(zr, maxBytes)
	}
	return readCapped(br, maxBytes)
}

func readCapped(r io.Reader, maxBytes int64) ([]byte, error) {
	if maxBytes <= 0 {
		return io.ReadAll(r)
	}
	data, err := io.ReadAll(io.LimitReader(r, maxBytes+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > maxBytes {
		return nil, fmt.Errorf("%w (%d bytes)", errTooLarge, maxBytes)
	}
	return data, nil
}

// fetch GETs a page with a timeout, a redirect limit and a size cap, asking
// for Markdown first as Folio does.
func fetch(rawURL string, timeout time.Duration, maxBytes int64) (input, error) {
	client := &http.Client{
		Timeout: timeout,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) >= maxRedirects {
				return fmt.Errorf("stopped after %d redirects", maxRedirects)
			}
			return nil
		},
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, rawURL, nil)
	if err != nil {
		return input{}, err
	}
	req.Header.Set("Accept", "text/html;q=0.9, application/xhtml+xml;q=0.9, */*;q=0.5")
	req.Header.Set("User-Agent", "folio-extract/0.1 (Folio Markdown reader; +https://github.com/folio-reader/folio)")
	resp, err := client.Do(req)
	if err != nil {
		return input{}, err
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return input{}, fmt.Errorf("%s: HTTP %s", rawURL, resp.Status)
	}
	data, err := readCapped(resp.Body, maxBytes)
	if err != nil {
		return input{}, fmt.Errorf("%s: %w", rawURL, err)
	}
	return input{data: data, url: resp.Request.URL.String(), contentType: resp.Header.Get("Content-Type"), fetched: time.Now()}, nil
}
