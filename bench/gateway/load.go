package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// sample is one request's outcome.
type sample struct {
	service time.Duration // from the moment the request was sent
	sched   time.Duration // from the moment it was due (open loop), queueing in the generator included
	err     bool
}

// stats summarises samples.
type stats struct {
	n, errs            int
	p50, p90, p99, max time.Duration
	sp50, sp99         time.Duration // by schedule
	elapsed            time.Duration
	rate               float64
}

func summarise(s []sample, elapsed time.Duration) stats {
	var svc, sch []time.Duration
	st := stats{n: len(s), elapsed: elapsed}
	for _, x := range s {
		if x.err {
			st.errs++
			continue
		}
		svc = append(svc, x.service)
		sch = append(sch, x.sched)
	}
	slices.Sort(svc)
	slices.Sort(sch)
	pct := func(d []time.Duration, p float64) time.Duration {
		if len(d) == 0 {
			return 0
		}
		return d[min(len(d)-1, int(float64(len(d))*p))]
	}
	st.p50, st.p90, st.p99 = pct(svc, 0.50), pct(svc, 0.90), pct(svc, 0.99)
	if len(svc) > 0 {
		st.max = svc[len(svc)-1]
	}
	st.sp50, st.sp99 = pct(sch, 0.50), pct(sch, 0.99)
	st.rate = float64(st.n) / elapsed.Seconds()
	return st
}

func (s stats) String() string {
	return fmt.Sprintf("n=%d errors=%d rate=%.0f/s p50=%s p90=%s p99=%s max=%s (by schedule: p50=%s p99=%s)",
		s.n, s.errs, s.rate, ms(s.p50), ms(s.p90), ms(s.p99), ms(s.max), ms(s.sp50), ms(s.sp99))
}

func ms(d time.Duration) string { return fmt.Sprintf("%.3fms", float64(d)/1e6) }

// newClient returns a client that keeps up to conns connections open.
func newClient(conns int) *http.Client {
	return &http.Client{
		Transport: &http.Transport{MaxIdleConns: conns, MaxIdleConnsPerHost: conns, MaxConnsPerHost: conns,
			DisableCompression: true, IdleConnTimeout: time.Minute},
		Timeout:       10 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}

// request is what one load request sends; check judges the answer.
type request struct {
	url    string
	header http.Header
	check  func(*http.Response, []byte) bool
}

// send does one request and reads the whole answer.
func send(c *http.Client, r request) bool {
	req, _ := http.NewRequest(http.MethodGet, r.url, nil)
	req.Header = r.header
	resp, err := c.Do(req)
	if err != nil {
		return false
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		return false
	}
	return r.check == nil || r.check(resp, body)
}

// openLoop sends rate requests a second for d over conns workers: each is
// due at a fixed time whether or not earlier ones have finished, so a slow
// server cannot slow the arrivals down (no coordinated omission). next(i)
// gives the i-th request.
func openLoop(ctx context.Context, c *http.Client, rate, conns int, d time.Duration, next func(int) request) stats {
	total := int(float64(rate) * d.Seconds())
	type job struct {
		i   int
		due time.Time
	}
	jobs := make(chan job, total)
	out := make([]sample, total)
	var wg sync.WaitGroup
	for range conns {
		wg.Go(func() {
			for j := range jobs {
				sent := time.Now()
				ok := send(c, next(j.i))
				end := time.Now()
				out[j.i] = sample{service: end.Sub(sent), sched: end.Sub(j.due), err: !ok}
			}
		})
	}
	start := time.Now()
	interval := time.Second / time.Duration(rate)
	for i := range total {
		due := start.Add(time.Duration(i) * interval)
		if wait := time.Until(due); wait > 0 {
			time.Sleep(wait)
		}
		if ctx.Err() != nil {
			break
		}
		jobs <- job{i, due}
	}
	close(jobs)
	wg.Wait()
	return summarise(out, time.Since(start))
}

// closedLoop runs conns clients back to back for d and reports what they got.
func closedLoop(c *http.Client, conns int, d time.Duration, next func(int) request) stats {
	var mu sync.Mutex
	var all []sample
	var seq atomic.Int64
	deadline := time.Now().Add(d)
	var wg sync.WaitGroup
	start := time.Now()
	for range conns {
		wg.Go(func() {
			var mine []sample
			for time.Now().Before(deadline) {
				t := time.Now()
				ok := send(c, next(int(seq.Add(1))))
				el := time.Since(t)
				mine = append(mine, sample{service: el, sched: el, err: !ok})
			}
			mu.Lock()
			all = append(all, mine...)
			mu.Unlock()
		})
	}
	wg.Wait()
	return summarise(all, time.Since(start))
}
