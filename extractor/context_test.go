package extractor

import (
	"context"
	"errors"
	"runtime"
	"testing"
	"time"
)

// A cancelled extraction returns promptly whatever the page (the target
// is 100 ms, measured by BenchmarkCancel's ms-to-return; the test allows
// a second so that a loaded machine does not fail it), and its work stops
// soon after, freeing the memory.
func TestExtractContextCancel(t *testing.T) {
	page := shapes[len(shapes)-1].page(6 << 20) // a large table of real rows
	// The limits scale with an uncancelled run, so that a busy machine's
	// scheduling delay is not read as a late return, while an Extract that
	// ignored the cancel, taking about the whole run, still fails.
	began := time.Now()
	if _, err := ExtractContext(context.Background(), page); err != nil {
		t.Fatal(err)
	}
	full := time.Since(began)
	limit, stuck := full/2, time.Second+2*full
	base := runtime.NumGoroutine()
	for _, after := range []time.Duration{0, 5 * time.Millisecond, 50 * time.Millisecond, 300 * time.Millisecond} {
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan error, 1)
		go func() { _, err := ExtractContext(ctx, page); done <- err }()
		time.Sleep(after)
		cancel()
		start := time.Now()
		select {
		case err := <-done:
			if took := time.Since(start); took > limit {
				t.Errorf("cancelled after %v: returned %v after the cancel (a whole run takes %v)", after, took, full)
			}
			if err != nil && !errors.Is(err, context.Canceled) {
				t.Errorf("cancelled after %v: err = %v", after, err)
			}
		case <-time.After(stuck):
			t.Fatalf("cancelled after %v: still running %v later", after, stuck)
		}
	}
	// The abandoned work ends: the goroutine count comes back.
	deadline := time.Now().Add(10 * time.Second)
	for runtime.NumGoroutine() > base && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > base {
		t.Errorf("%d goroutines still running after the cancels (%d before)", n, base)
	}
}

func TestExtractContextDone(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ExtractContext(ctx, []byte("<p>x</p>")); !errors.Is(err, context.Canceled) {
		t.Fatalf("done context: err = %v", err)
	}
	res, err := ExtractContext(context.Background(), []byte("<p>hello</p>"))
	if err != nil || res.Text != "hello\n" {
		t.Fatalf("background: %v %q", err, res.Text)
	}
	ctx, cancel = context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if res, err := Extract([]byte("<p>hello</p>"), WithContext(ctx)); err != nil || res.Text != "hello\n" {
		t.Fatalf("WithContext: %v", err)
	}
}

// BenchmarkCancel reports how long a cancelled extraction of a large page
// takes to return (ms-to-return) and for its work to stop (ms-to-stop).
func BenchmarkCancel(b *testing.B) {
	page := shapes[len(shapes)-1].page(8 << 20)
	var ret, stop time.Duration
	for i := 0; i < b.N; i++ {
		ctx, cancel := context.WithCancel(context.Background())
		cfg, _ := newConfig([]Option{WithContext(ctx)})
		work := make(chan struct{})
		done := make(chan struct{})
		go func() {
			extract(page, cfg) // the work itself, to time when it stops
			close(work)
		}()
		go func() { ExtractContext(ctx, page); close(done) }()
		time.Sleep(time.Duration(200+i%5*500) * time.Millisecond) // in each stage
		start := time.Now()
		cancel()
		<-done
		ret += time.Since(start)
		<-work
		stop += time.Since(start)
	}
	b.ReportMetric(float64(ret.Milliseconds())/float64(b.N), "ms-to-return")
	b.ReportMetric(float64(stop.Milliseconds())/float64(b.N), "ms-to-stop")
}
