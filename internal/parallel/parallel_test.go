package parallel

import (
	"sync/atomic"
	"testing"
)

// TestFor calls every index once, on no more goroutines than asked, for
// any number of jobs, none included.
func TestFor(t *testing.T) {
	for _, c := range []struct{ n, jobs int }{{0, 2}, {1, 0}, {5, -1}, {5, 2}, {3, 8}, {100, 4}} {
		calls := make([]int32, c.n)
		var running, most atomic.Int32
		For(c.n, c.jobs, func(i int) {
			now := running.Add(1)
			for {
				m := most.Load()
				if now <= m || most.CompareAndSwap(m, now) {
					break
				}
			}
			atomic.AddInt32(&calls[i], 1)
			running.Add(-1)
		})
		for i, k := range calls {
			if k != 1 {
				t.Errorf("n=%d jobs=%d: index %d called %d times", c.n, c.jobs, i, k)
			}
		}
		if limit := int32(max(c.jobs, 1)); most.Load() > limit {
			t.Errorf("n=%d jobs=%d: %d calls at once, want at most %d", c.n, c.jobs, most.Load(), limit)
		}
	}
}
