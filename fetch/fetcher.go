package fetch

import (
	"context"
	"net/http"
	"net/url"
	"time"
)

// AcceptMarkdown is the Accept header Folio sends: Markdown first, then
// HTML, then plain text, then anything.
const AcceptMarkdown = "text/markdown, text/x-markdown;q=0.95, text/html;q=0.85, " +
	"application/xhtml+xml;q=0.85, text/plain;q=0.7, */*;q=0.5"

// Fetcher gets a page. The HTTP fetcher (NewHTTP) and the browser fetcher
// (NewBrowser) implement it; so can a test double or a cache.
type Fetcher interface {
	// Fetch gets req.URL. Every error is a *Error.
	Fetch(ctx context.Context, req *Request) (*Response, error)
}

// Request says what to fetch.
type Request struct {
	// URL is the absolute http(s) URL to get.
	URL string
	// Accept replaces AcceptMarkdown when not empty.
	Accept string
	// Header holds further request headers (If-None-Match, a cookie...).
	// Accept, Accept-Encoding and, unless set here, User-Agent are the
	// fetcher's.
	Header http.Header
}

// Response is a fetched page.
type Response struct {
	// URL is the final URL, after redirects.
	URL *url.URL
	// Status is the HTTP status code (2xx: others are errors).
	Status int
	// Header holds the response headers. Content-Encoding and
	// Content-Length describe the body as sent, not Body.
	Header http.Header
	// ContentType is the Content-Type header as sent ("" when none;
	// the browser fetcher reports "text/html; charset=utf-8").
	ContentType string
	// Charset is the body's character encoding, lower case: the one the
	// Content-Type declares, else one sniffed from the body (a byte-order
	// mark, an HTML <meta charset>, valid UTF-8), else "windows-1252".
	Charset string
	// Body is the body, decompressed, at most the size cap; its bytes are
	// as sent (see Text for UTF-8).
	Body []byte
	// Fetched is when the response arrived.
	Fetched time.Time
}

// Text returns the body decoded to UTF-8 by Charset.
func (r *Response) Text() string { return Decode(r.Body, r.Charset) }
