package gateway

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"folio/extractor"
	"folio/extractor/frontmatter"
	"folio/extractor/templates"
)

// markdownContentType is the Content-Type of every Markdown answer.
var markdownContentType = []string{"text/markdown; charset=utf-8"}

// cachedHeaders are the upstream's headers that a Markdown answer carries.
var cachedHeaders = []string{"Cache-Control", "Expires", "Last-Modified", "Vary"}

// newEntry builds the cacheable answer for a converted page.
func newEntry(key string, rt *route, pageURL string, resp *http.Response, res *extractor.Result, now time.Time) *entry {
	md := res.Markdown
	if rt.up.Frontmatter {
		fm := frontmatter.Render(frontmatter.FromMetadata(res.Metadata, pageURL, now))
		if md != "" {
			fm += "\n"
		}
		md = fm + md
	}
	sum := sha256.Sum256([]byte(md))
	e := &entry{
		key:        key,
		host:       templates.NormHost(hostOfURL(pageURL)),
		body:       []byte(md),
		etag:       `"md-` + hex.EncodeToString(sum[:12]) + `"`,
		tokens:     estimateTokens(md),
		header:     http.Header{},
		empty:      res.Empty,
		upETag:     resp.Header.Get("ETag"),
		upModified: resp.Header.Get("Last-Modified"),
		received:   now,
		fresh:      cacheability(resp.Header, now),
	}
	for _, h := range cachedHeaders {
		if v := resp.Header.Values(h); len(v) > 0 {
			e.header[h] = v
		}
	}
	return e
}

// hostOfURL returns the host of an absolute URL, "" when it has none.
func hostOfURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	return u.Hostname()
}

// revalidated returns a copy of e refreshed by a 304 (RFC 9111, 4.3.4): new
// freshness and cache headers, the same Markdown.
func (e *entry) revalidated(h http.Header, now time.Time) *entry {
	n := *e
	n.header = e.header.Clone()
	for _, k := range cachedHeaders {
		if v := h.Values(k); len(v) > 0 {
			n.header[k] = v
		}
	}
	merged := n.header.Clone()
	if v := h.Get("ETag"); v != "" {
		n.upETag = v
		merged.Set("ETag", v)
	}
	if v := h.Get("Date"); v != "" {
		merged.Set("Date", v)
	}
	n.received, n.fresh = now, cacheability(merged, now)
	if n.upETag != "" {
		n.fresh.storable = true // a 304 carries no Set-Cookie rule of its own to break that
	}
	return &n
}

// estimateTokens approximates the tokens a language model reads for md:
// about four characters a token for English text with common tokenisers
// (OpenAI's and Anthropic's guidance), rounded up. It is an estimate for
// budgeting, as Cloudflare's x-markdown-tokens is.
func estimateTokens(md string) int {
	return (utf8.RuneCountInString(md) + 3) / 4
}

// writeMarkdown sends a converted page: 304 when the client's If-None-Match
// names its ETag, else the Markdown (headers only for HEAD).
func (g *Gateway) writeMarkdown(w http.ResponseWriter, r *http.Request, rt *route, d Decision, e *entry, cache string, start time.Time) {
	h := w.Header()
	for k, v := range e.header {
		h[k] = v
	}
	h["Content-Type"] = markdownContentType
	addVary(h, d.Vary)
	h.Set("ETag", e.etag)
	h.Set("X-Markdown-Tokens", strconv.Itoa(e.tokens))
	if rt.signal != "" {
		h.Set("Content-Signal", rt.signal)
	}
	h.Set("X-Folio-Cache", cache)
	if cache == "hit" {
		h.Set("Age", strconv.FormatInt(int64(e.currentAge(g.now())/time.Second), 10))
	}
	if e.empty != "" {
		h.Set("X-Folio-Empty", e.empty)
	}
	if etagMatches(r.Header.Get("If-None-Match"), e.etag) {
		w.WriteHeader(http.StatusNotModified)
		g.done(outNotModified, start)
		return
	}
	h.Set("Content-Length", strconv.Itoa(len(e.body)))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(e.body)
	}
	g.done(outMarkdown, start)
}

// etagMatches applies If-None-Match's weak comparison (RFC 9110, 13.1.2).
func etagMatches(header, etag string) bool {
	if header == "" {
		return false
	}
	if strings.TrimSpace(header) == "*" {
		return true
	}
	for t := range strings.SplitSeq(header, ",") {
		if strings.TrimPrefix(strings.TrimSpace(t), "W/") == etag {
			return true
		}
	}
	return false
}

// hopHeaders are the hop-by-hop fields a proxy must not forward (RFC 9110, 7.6.1).
var hopHeaders = []string{"Connection", "Proxy-Connection", "Keep-Alive", "Proxy-Authenticate",
	"Proxy-Authorization", "Te", "Trailer", "Transfer-Encoding", "Upgrade"}

// removeHopHeaders drops the hop-by-hop fields and those Connection names.
func removeHopHeaders(h http.Header) {
	for _, v := range h.Values("Connection") {
		for f := range strings.SplitSeq(v, ",") {
			if f = strings.TrimSpace(f); f != "" {
				h.Del(f)
			}
		}
	}
	for _, f := range hopHeaders {
		h.Del(f)
	}
}

// copyResponse sends an upstream answer unchanged (hop-by-hop fields
// aside), streaming its body, as ReverseProxy does for passthrough.
func copyResponse(w http.ResponseWriter, r *http.Request, resp *http.Response) {
	defer resp.Body.Close()
	removeHopHeaders(resp.Header)
	h := w.Header()
	for k, v := range resp.Header {
		h[k] = v
	}
	w.WriteHeader(resp.StatusCode)
	if r.Method == http.MethodHead {
		return
	}
	io.Copy(flushWriter{w, http.NewResponseController(w)}, resp.Body)
}

// flushWriter flushes after each write, so a streamed body reaches the
// client as the upstream sends it.
type flushWriter struct {
	w  io.Writer
	rc *http.ResponseController
}

func (f flushWriter) Write(p []byte) (int, error) {
	n, err := f.w.Write(p)
	if err == nil {
		f.rc.Flush()
	}
	return n, err
}
