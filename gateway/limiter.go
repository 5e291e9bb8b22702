package gateway

import (
	"context"
	"errors"
	"sync/atomic"
	"time"
)

// ErrOverloaded is returned when every extraction slot is busy and the
// queue is full, or a queued request waited its whole QueueTimeout. The
// gateway answers it with 503 and Retry-After.
var ErrOverloaded = errors.New("gateway: overloaded")

// limiter bounds concurrent extractions (CPU work) with a short queue:
// beyond slots+queue waiters, or after waiting too long, a request is
// refused at once rather than piling up latency and memory.
type limiter struct {
	slots    chan struct{}
	maxQueue int64
	timeout  time.Duration
	waiting  atomic.Int64
}

func newLimiter(slots, queue int, timeout time.Duration) *limiter {
	return &limiter{slots: make(chan struct{}, slots), maxQueue: int64(queue), timeout: timeout}
}

// acquire takes a slot, waiting in the queue if there is room; release
// must be called once the work is done.
func (l *limiter) acquire(ctx context.Context) (release func(), err error) {
	release = func() { <-l.slots }
	select {
	case l.slots <- struct{}{}:
		return release, nil
	default:
	}
	if l.waiting.Add(1) > l.maxQueue {
		l.waiting.Add(-1)
		return nil, ErrOverloaded
	}
	defer l.waiting.Add(-1)
	t := time.NewTimer(l.timeout)
	defer t.Stop()
	select {
	case l.slots <- struct{}{}:
		return release, nil
	case <-t.C:
		return nil, ErrOverloaded
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// queued returns how many requests wait for a slot.
func (l *limiter) queued() int64 { return l.waiting.Load() }

// busy returns how many slots are taken.
func (l *limiter) busy() int { return len(l.slots) }
