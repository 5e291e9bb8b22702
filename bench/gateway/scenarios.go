package main

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"runtime"
	"slices"
	"sync/atomic"
	"time"

	"folio/extractor"
)

func gomaxprocs() int { return runtime.GOMAXPROCS(0) }

var (
	acceptMD   = http.Header{"Accept": {"text/markdown, text/html;q=0.9"}}
	acceptHTML = http.Header{"Accept": {"text/html,application/xhtml+xml;q=0.9,*/*;q=0.8"}}
)

// isHit checks a Markdown answer served from the cache.
func isHit(r *http.Response, _ []byte) bool {
	return r.StatusCode == 200 && r.Header.Get("X-Folio-Cache") == "hit"
}

func isMarkdown(r *http.Response, b []byte) bool {
	return r.StatusCode == 200 && r.Header.Get("Content-Type") == "text/markdown; charset=utf-8" && len(b) > 0
}

// hit: Markdown from the cache at a fixed arrival rate (target p99 < 2 ms
// at 2,000/s over 200 connections).
func (e *env) hit(ctx context.Context, d time.Duration, rate, conns int) {
	c := newClient(conns)
	defer c.CloseIdleConnections()
	for i := range 10 { // warm the cache
		send(c, request{url: fmt.Sprintf("%s/hot/%d", e.gw, i), header: acceptMD})
	}
	st := openLoop(ctx, c, rate, conns, d, func(i int) request {
		return request{url: fmt.Sprintf("%s/hot/%d", e.gw, i%10), header: acceptMD, check: isHit}
	})
	fmt.Printf("hit: open loop %d/s over %d connections for %s: %s\n", rate, conns, d, st)
}

// throughput: the most 200 concurrent clients get, cache hits through the
// gateway beside the same page from the origin alone.
func (e *env) throughput(d time.Duration, conns int) {
	c := newClient(conns)
	defer c.CloseIdleConnections()
	gw := closedLoop(c, conns, d, func(i int) request {
		return request{url: fmt.Sprintf("%s/hot/%d", e.gw, i%10), header: acceptMD, check: isHit}
	})
	up := closedLoop(c, conns, d, func(i int) request {
		return request{url: fmt.Sprintf("%s/hot/%d", e.origin, i%10), header: acceptHTML}
	})
	fmt.Printf("throughput, %d closed-loop clients, %s each:\n  gateway cache hits: %s\n  origin alone (HTML): %s\n", conns, d, gw, up)
}

// human: Accept text/html through the gateway and straight to the origin,
// at the same time (so both see the same machine), every body compared
// with the page byte for byte (target: added p50 < 0.3 ms).
func (e *env) human(ctx context.Context, d time.Duration) {
	var differ atomic.Int64
	same := func(r *http.Response, b []byte) bool {
		if !bytes.Equal(b, e.page) {
			differ.Add(1)
			return false
		}
		return r.StatusCode == 200
	}
	const rate, conns = 250, 25
	run := func(base string) <-chan stats {
		out := make(chan stats, 1)
		go func() {
			c := newClient(conns)
			defer c.CloseIdleConnections()
			out <- openLoop(ctx, c, rate, conns, d, func(int) request {
				return request{url: base + "/page", header: acceptHTML, check: same}
			})
		}()
		return out
	}
	gc, oc := run(e.gw), run(e.origin)
	g, o := <-gc, <-oc
	fmt.Printf("human, %d/s each path at once:\n  gateway %s\n  origin  %s\n  added p50 %s, p99 %s; bodies differing from the origin's: %d\n",
		rate, g, o, ms(g.p50-o.p50), ms(g.p99-o.p99), differ.Load())
}

// miss: every request a new URL, so every one is fetched and converted;
// the gateway's added latency is its time minus the origin's minus the
// extraction's, each measured here (target: within 1 ms).
func (e *env) miss(ctx context.Context, d time.Duration) {
	ext := extractionTime(e.page, 50)
	c := newClient(4)
	defer c.CloseIdleConnections()
	var n atomic.Int64
	g := openLoop(ctx, c, 20, 4, d, func(i int) request {
		return request{url: fmt.Sprintf("%s/page?n=%d", e.gw, n.Add(1)), header: acceptMD, check: isMarkdown}
	})
	o := openLoop(ctx, c, 20, 4, d, func(i int) request {
		return request{url: fmt.Sprintf("%s/page?n=%d", e.origin, i), header: acceptHTML}
	})
	fmt.Printf("miss: gateway %s\n      origin  %s\n      extraction alone p50 %s\n      added p50 = %s - %s - %s = %s\n",
		g, o, ms(ext), ms(g.p50), ms(o.p50), ms(ext), ms(g.p50-o.p50-ext))
}

// extractionTime is the median time to extract the page in-process, with
// the options the gateway uses.
func extractionTime(page []byte, runs int) time.Duration {
	var ts []time.Duration
	for range runs {
		t := time.Now()
		extractor.Extract(page, extractor.WithURL("http://127.0.0.1/page"), extractor.WithContentType("text/html; charset=utf-8"))
		ts = append(ts, time.Since(t))
	}
	slices.Sort(ts)
	return ts[len(ts)/2]
}
