package gateway

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"strconv"

	"folio/fetch"
)

// render converts the page as the renderer (a browser) shows it: the
// upstream's URL for the request is loaded, its scripts run, and the DOM
// it settles on is extracted like any page. The result is fresh for
// Cache.RenderTTL. Requests with credentials are not rendered on their
// behalf: the browser does not carry them, so they get what anyone gets.
func (g *Gateway) render(r *http.Request, rt *route, key string, shared bool) *conversion {
	ctx := r.Context()
	if shared {
		ctx = context.WithoutCancel(ctx)
	}
	ctx, cancel := context.WithTimeout(ctx, g.cfg.Timeouts.Fetch)
	defer cancel()
	target := *rt.target
	target.Path = singleJoin(rt.target.Path, r.URL.Path)
	target.RawQuery = r.URL.RawQuery
	page, err := g.renderer.Fetch(ctx, &fetch.Request{URL: target.String()})
	if err != nil {
		g.log.Warn("render failed", "url", target.String(), "err", err)
		return upstreamFailure(fmt.Errorf("rendering: %w", err))
	}
	if int64(len(page.Body)) > int64(g.cfg.Limits.MaxBytes) {
		return &conversion{status: http.StatusBadGateway, err: fmt.Errorf("%w: the rendered page is over %d bytes", ErrTooLarge, g.cfg.Limits.MaxBytes)}
	}
	ct := page.ContentType
	if ct == "" {
		ct = "text/html; charset=utf-8"
	}
	resp := &http.Response{
		StatusCode: http.StatusOK,
		Header: http.Header{"Content-Type": {ct},
			"Cache-Control": {"max-age=" + strconv.Itoa(int(g.cfg.Cache.RenderTTL.Seconds()))}},
		Body: io.NopCloser(bytes.NewReader(page.Body)),
	}
	c := g.extractPage(ctx, r, rt, key, resp)
	if c.err == nil && shared && c.entry.fresh.storable {
		g.cache.put(c.entry)
	}
	return c
}

// singleJoin joins an upstream path prefix and a request path with one slash.
func singleJoin(prefix, p string) string {
	switch {
	case prefix == "" || prefix == "/":
		return p
	case p == "" || p == "/":
		return prefix
	case prefix[len(prefix)-1] == '/' && p[0] == '/':
		return prefix + p[1:]
	case prefix[len(prefix)-1] != '/' && p[0] != '/':
		return prefix + "/" + p
	}
	return prefix + p
}
