package main

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// soak sends n mixed requests from 50 clients: Markdown hits (60%), human
// HTML (20%), pages that expire every 2 s and convert again (10%), 304s
// (5%), images and redirects (5%). It reports errors, resident memory
// after warm-up (the first tenth) and at the end, and goroutines before and
// after (target: RSS within 10%, no goroutine growth, no error).
func (e *env) soak(n int) {
	e.g.CloseIdleUpstreams() // start from no pooled connection: earlier scenarios' are gone
	time.Sleep(200 * time.Millisecond)
	runtime.GC()
	debug.FreeOSMemory()
	c := newClient(50)
	defer c.CloseIdleConnections()
	etags := e.warmETags(c)
	gBefore := runtime.NumGoroutine()
	var seq, errs atomic.Int64
	var rssWarm int64
	var gWarm int
	var samples []string
	var mu sync.Mutex
	var wg sync.WaitGroup
	start := time.Now()
	for range 50 {
		wg.Go(func() {
			for {
				i := int(seq.Add(1))
				if i > n {
					return
				}
				if !send(c, e.mixed(i, etags)) {
					errs.Add(1)
				}
				if i%(n/10) == 0 {
					rss := rssBytes()
					mu.Lock()
					if i == n/10 {
						rssWarm, gWarm = rss, runtime.NumGoroutine()
					}
					samples = append(samples, fmt.Sprintf("%dk:%dMB", i/1000, rss>>20))
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	el := time.Since(start)
	rssEnd, gEnd := rssBytes(), runtime.NumGoroutine()
	c.CloseIdleConnections()
	e.g.CloseIdleUpstreams()
	time.Sleep(200 * time.Millisecond) // let closed connections' goroutines end
	runtime.GC()
	gAfter := runtime.NumGoroutine()
	fmt.Printf("soak: %d mixed requests in %s (%.0f/s), errors %d\n  RSS after warm-up %d MB, at the end %d MB (%+.1f%%); samples %s\n  goroutines before %d, after warm-up %d, at the end %d, once idle connections close %d\n",
		n, el.Round(time.Millisecond), float64(n)/el.Seconds(), errs.Load(), rssWarm>>20, rssEnd>>20,
		100*float64(rssEnd-rssWarm)/float64(max(rssWarm, 1)), strings.Join(samples, " "), gBefore, gWarm, gEnd, gAfter)
}

// warmETags fetches the Markdown ETag of each hot page, for the 304s.
func (e *env) warmETags(c *http.Client) []string {
	var out []string
	for i := range 10 {
		req, _ := http.NewRequest("GET", fmt.Sprintf("%s/hot/%d", e.gw, i), nil)
		req.Header = acceptMD.Clone()
		if resp, err := c.Do(req); err == nil {
			resp.Body.Close()
			out = append(out, resp.Header.Get("ETag"))
		}
	}
	return out
}

// mixed returns the i-th soak request and its check.
func (e *env) mixed(i int, etags []string) request {
	ok := func(status int) func(*http.Response, []byte) bool {
		return func(r *http.Response, _ []byte) bool { return r.StatusCode == status }
	}
	switch k := i % 20; {
	case k < 12:
		return request{url: fmt.Sprintf("%s/hot/%d", e.gw, i%10), header: acceptMD, check: isHit}
	case k < 16:
		return request{url: e.gw + "/page", header: acceptHTML, check: ok(200)}
	case k < 18:
		return request{url: fmt.Sprintf("%s/churn/%d", e.gw, i%500), header: acceptMD, check: isMarkdown}
	case k < 19:
		h := acceptMD.Clone()
		h.Set("If-None-Match", etags[i%len(etags)])
		return request{url: fmt.Sprintf("%s/hot/%d", e.gw, i%10), header: h, check: ok(http.StatusNotModified)}
	case (i/20)%2 == 0:
		return request{url: e.gw + "/img", header: acceptMD, check: ok(200)}
	}
	return request{url: e.gw + "/moved", header: acceptMD, check: ok(http.StatusMovedPermanently)}
}

// rssBytes reads this process's resident set from /proc (0 elsewhere).
func rssBytes() int64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// slow opens 300 connections that send their headers one byte a second
// (each reconnects when the server's header timeout closes it), and
// measures ordinary Markdown hits beside them, against the same load
// without them.
func (e *env) slow(ctx context.Context, d time.Duration) {
	c := newClient(20)
	defer c.CloseIdleConnections()
	req := func(i int) request {
		return request{url: fmt.Sprintf("%s/hot/%d", e.gw, i%10), header: acceptMD, check: isHit}
	}
	base := openLoop(ctx, c, 200, 20, d, req)
	sctx, stop := context.WithCancel(ctx)
	var wg sync.WaitGroup
	var opened atomic.Int64
	addr := strings.TrimPrefix(e.gw, "http://")
	for range 300 {
		wg.Go(func() { dribble(sctx, addr, &opened) })
	}
	time.Sleep(500 * time.Millisecond)
	with := openLoop(ctx, c, 200, 20, d, req)
	stop()
	wg.Wait()
	fmt.Printf("slow: without slow clients %s\n      with 300 slow-header clients (%d connections opened) %s\n", base, opened.Load(), with)
}

// dribble sends a request's headers one byte a second until ctx ends,
// reconnecting whenever the server gives up on it.
func dribble(ctx context.Context, addr string, opened *atomic.Int64) {
	msg := []byte("GET /hot/0 HTTP/1.1\r\nHost: x\r\nAccept: text/markdown\r\nX-Pad: " + strings.Repeat("a", 200) + "\r\n\r\n")
	for ctx.Err() == nil {
		conn, err := net.DialTimeout("tcp", addr, time.Second)
		if err != nil {
			time.Sleep(100 * time.Millisecond)
			continue
		}
		opened.Add(1)
		for i := 0; i < len(msg) && ctx.Err() == nil; i++ {
			if _, err := conn.Write(msg[i : i+1]); err != nil {
				break
			}
			select {
			case <-ctx.Done():
			case <-time.After(time.Second):
			}
		}
		conn.Close()
	}
}
