package gateway

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httputil"
	"time"

	"folio/extractor"
	"folio/fetch"
)

// conversion is the result of fetching and converting one page, shared by
// the requests that waited for it.
type conversion struct {
	entry       *entry // the Markdown to send
	cache       string // "miss" or "revalidated"
	status      int    // an error answer's status
	err         error
	passthrough bool // the upstream's answer is not a page to convert
}

// upstreamReply is the upstream's answer that a conversion did not
// consume: the caller copies it to its client, then calls done.
type upstreamReply struct {
	resp *http.Response
	done context.CancelFunc
}

// serveMarkdown answers a request that the policy converts: from the cache
// when fresh, else through one shared fetch and extraction per URL.
// Requests with credentials (Authorization, Cookie) are converted on their
// own and never cached: their page may be the user's, not the public one.
func (g *Gateway) serveMarkdown(w http.ResponseWriter, r *http.Request, rt *route, d Decision, start time.Time) {
	key := rt.cacheKey(r)
	if d.Render {
		key += " render"
	}
	shared := r.Header.Get("Authorization") == "" && r.Header.Get("Cookie") == ""
	if shared {
		if e := g.cache.get(key); e != nil && e.isFresh(g.now()) {
			g.met.hit.Inc()
			g.writeMarkdown(w, r, rt, d, e, "hit", start)
			return
		}
	}
	var reply *upstreamReply // set only when this request ran the conversion
	run := func(share bool) *conversion {
		if d.Render {
			return g.render(r, rt, key, share)
		}
		c, rep := g.convert(r, rt, key, share)
		reply = rep
		return c
	}
	var c *conversion
	if shared {
		// Do, not DoChan: the leader runs in this goroutine, so only it holds
		// an unconverted reply. Followers wait at most the leader's bounded
		// work (fetch timeout, queue timeout, extraction).
		v, _, _ := g.flight.Do(key, func() (any, error) { return run(true), nil })
		c = v.(*conversion)
	} else {
		c = run(false)
	}
	if c.passthrough && reply == nil {
		c = run(false) // a follower, and the leader's answer was not a page: ask on our own
	}
	g.finish(w, r, rt, d, c, reply, start)
}

// finish sends a conversion's outcome.
func (g *Gateway) finish(w http.ResponseWriter, r *http.Request, rt *route, d Decision, c *conversion, reply *upstreamReply, start time.Time) {
	switch {
	case c.passthrough:
		if reply == nil {
			g.fail(w, r, start, http.StatusBadGateway, errors.New("the upstream's answer is not a page"))
			return
		}
		defer reply.done()
		copyResponse(w, r, reply.resp)
		g.done(outPassthrough, start)
	case c.err != nil:
		g.fail(w, r, start, c.status, c.err)
	default:
		if c.cache == "revalidated" {
			g.met.revalidated.Inc()
		} else {
			g.met.miss.Inc()
		}
		g.writeMarkdown(w, r, rt, d, c.entry, c.cache, start)
	}
}

// convert fetches the page (revalidating a stale cached conversion when it
// can) and converts it. A shared conversion outlives its first client
// (others wait for it) and is cached; its work is bounded by
// Timeouts.Fetch and the limiter. When the upstream's answer is not a 200
// HTML page, it is returned unread for the caller to pass through.
func (g *Gateway) convert(r *http.Request, rt *route, key string, shared bool) (*conversion, *upstreamReply) {
	ctx := r.Context()
	if shared {
		ctx = context.WithoutCancel(ctx)
	}
	ctx, cancel := context.WithCancel(ctx)
	timer := time.AfterFunc(g.cfg.Timeouts.Fetch, cancel)
	var stale *entry
	if shared {
		if e := g.cache.get(key); e != nil && e.revalidatable() {
			stale = e
		}
	}
	resp, err := g.transport.RoundTrip(g.upstreamRequest(ctx, r, rt, stale))
	if err != nil {
		timer.Stop()
		cancel()
		return upstreamFailure(err), nil
	}
	if resp.StatusCode == http.StatusNotModified && stale != nil {
		timer.Stop()
		resp.Body.Close()
		cancel()
		e := stale.revalidated(resp.Header, g.now())
		g.cache.put(e)
		return &conversion{entry: e, cache: "revalidated"}, nil
	}
	if resp.StatusCode != http.StatusOK || !isHTML(resp.Header.Get("Content-Type")) || !canDecode(resp.Header.Get("Content-Encoding")) {
		// Not a page: its body streams to the client, bounded by the
		// server's write timeout rather than the fetch timeout.
		timer.Stop()
		return &conversion{passthrough: true}, &upstreamReply{resp: resp, done: cancel}
	}
	defer func() { timer.Stop(); cancel() }()
	c := g.extractPage(ctx, r, rt, key, resp)
	if c.err == nil && shared && c.entry.fresh.storable {
		g.cache.put(c.entry)
	}
	return c, nil
}

// upstreamFailure is the answer to a failed upstream request.
func upstreamFailure(err error) *conversion {
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, fetch.ErrTimeout) || isTimeout(err) {
		return &conversion{status: http.StatusGatewayTimeout, err: fmt.Errorf("upstream timed out: %w", err)}
	}
	return &conversion{status: http.StatusBadGateway, err: fmt.Errorf("upstream: %w", err)}
}

// extractPage reads a 200 HTML answer (decoded, capped) and extracts it
// within an extraction slot.
func (g *Gateway) extractPage(ctx context.Context, r *http.Request, rt *route, key string, resp *http.Response) *conversion {
	data, err := readDecoded(resp.Body, resp.Header.Get("Content-Encoding"), int64(g.cfg.Limits.MaxBytes))
	resp.Body.Close()
	if err != nil {
		if errors.Is(err, ErrTooLarge) {
			g.met.conversions.WithLabelValues("too_large").Inc()
			return &conversion{status: http.StatusBadGateway, err: err}
		}
		return upstreamFailure(err)
	}
	release, err := g.limit.acquire(ctx)
	if err != nil {
		if errors.Is(err, ErrOverloaded) {
			return &conversion{status: http.StatusServiceUnavailable, err: err}
		}
		return upstreamFailure(err)
	}
	pageURL := rt.publicURL(r)
	t0 := time.Now()
	ectx, cancel := context.WithTimeout(ctx, g.cfg.Timeouts.Extract)
	defer cancel()
	res, err := extractor.ExtractContext(ectx, data, g.options(
		extractor.WithURL(pageURL), extractor.WithProfile(rt.profile),
		extractor.WithContentType(resp.Header.Get("Content-Type")),
		extractor.WithLimits(g.extractLimits()))...)
	release()
	g.met.extraction.Observe(time.Since(t0).Seconds())
	if err != nil && ectx.Err() != nil {
		g.met.conversions.WithLabelValues("timeout").Inc()
		g.log.Warn("conversion timed out", "url", pageURL, "after", time.Since(t0).String())
		return &conversion{status: http.StatusGatewayTimeout, err: fmt.Errorf("converting the page: %w", err)}
	}
	if err != nil {
		g.met.conversions.WithLabelValues("error").Inc()
		g.log.Warn("conversion failed", "url", pageURL, "err", err)
		return &conversion{status: http.StatusBadGateway, err: fmt.Errorf("converting the page: %w", err)}
	}
	result := "ok"
	if res.Markdown == "" {
		result = "empty"
	}
	g.met.conversions.WithLabelValues(result).Inc()
	g.log.Debug("converted", "url", pageURL, "bytes", len(data), "markdown", len(res.Markdown), "took", time.Since(t0))
	return &conversion{entry: newEntry(key, rt, pageURL, resp, res, g.now()), cache: "miss"}
}

// extractLimits are the extractor's defaults with the gateway's byte cap.
func (g *Gateway) extractLimits() extractor.Limits {
	lim := extractor.DefaultLimits
	lim.MaxBytes = int64(g.cfg.Limits.MaxBytes)
	return lim
}

// upstreamRequest is the GET that fetches a page to convert: the client's
// end-to-end headers, X-Forwarded-*, an Accept for HTML, the encodings
// both the client and the gateway read, and the cached validators when
// revalidating. The client's own conditionals and ranges are dropped: they
// are about the Markdown variant, which the gateway answers itself.
func (g *Gateway) upstreamRequest(ctx context.Context, r *http.Request, rt *route, stale *entry) *http.Request {
	out := r.Clone(ctx)
	out.Method, out.Body, out.ContentLength, out.RequestURI, out.Close = http.MethodGet, nil, 0, "", false
	removeHopHeaders(out.Header)
	for _, h := range []string{"If-None-Match", "If-Modified-Since", "If-Match", "If-Unmodified-Since", "If-Range", "Range", "Content-Length", "Content-Type"} {
		out.Header.Del(h)
	}
	rt.rewrite(&httputil.ProxyRequest{In: r, Out: out})
	out.Header.Set("Accept", "text/html, application/xhtml+xml;q=0.9, */*;q=0.5")
	if ae := acceptEncoding(r.Header.Get("Accept-Encoding")); ae != "" {
		out.Header.Set("Accept-Encoding", ae)
	} else {
		out.Header.Set("Accept-Encoding", "identity")
	}
	if stale != nil {
		if stale.upETag != "" {
			out.Header.Set("If-None-Match", stale.upETag)
		}
		if stale.upModified != "" {
			out.Header.Set("If-Modified-Since", stale.upModified)
		}
	}
	return out
}
