package app

import "sync"

// MaxHistory bounds the back stack; the oldest entries drop off.
const MaxHistory = 200

// History is the Back/Forward list of one window: the targets visited, and
// a cursor on the current one. It is safe for concurrent use.
type History struct {
	mu      sync.Mutex
	entries []string
	cur     int // index of the current entry; -1 when empty
}

// NewHistory returns an empty History.
func NewHistory() *History { return &History{cur: -1} }

// Visit makes target the current entry: the forward entries are dropped,
// and visiting the current target again (a reload) changes nothing.
func (h *History) Visit(target string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.entries == nil {
		h.cur = -1
	}
	if h.cur >= 0 && h.entries[h.cur] == target {
		return
	}
	h.entries = append(h.entries[:h.cur+1], target)
	if len(h.entries) > MaxHistory {
		h.entries = h.entries[len(h.entries)-MaxHistory:]
	}
	h.cur = len(h.entries) - 1
}

// Back moves to the previous entry and returns it; ok is false at the start.
func (h *History) Back() (target string, ok bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.cur <= 0 {
		return "", false
	}
	h.cur--
	return h.entries[h.cur], true
}

// Forward moves to the next entry and returns it; ok is false at the end.
func (h *History) Forward() (target string, ok bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.cur < 0 || h.cur >= len(h.entries)-1 {
		return "", false
	}
	h.cur++
	return h.entries[h.cur], true
}

// CanBack reports whether Back would move.
func (h *History) CanBack() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.cur > 0
}

// CanForward reports whether Forward would move.
func (h *History) CanForward() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.cur >= 0 && h.cur < len(h.entries)-1
}

// Current returns the current entry; ok is false when nothing was visited.
func (h *History) Current() (target string, ok bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.cur < 0 || len(h.entries) == 0 {
		return "", false
	}
	return h.entries[h.cur], true
}
