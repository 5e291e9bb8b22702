package ui

// history is the back/forward list of visited targets.
type history struct {
	items []string
	pos   int // index of the current item; -1 when empty
}

func newHistory() *history { return &history{pos: -1} }

// Visit records target as the current item, dropping the forward items.
func (h *history) Visit(target string) {
	if h.pos >= 0 && h.items[h.pos] == target {
		return
	}
	h.items = append(h.items[:h.pos+1], target)
	h.pos = len(h.items) - 1
}

// CanBack reports whether Back has somewhere to go.
func (h *history) CanBack() bool { return h.pos > 0 }

// CanForward reports whether Forward has somewhere to go.
func (h *history) CanForward() bool { return h.pos >= 0 && h.pos < len(h.items)-1 }

// Back moves to the previous item and returns it.
func (h *history) Back() (string, bool) {
	if !h.CanBack() {
		return "", false
	}
	h.pos--
	return h.items[h.pos], true
}

// Forward moves to the next item and returns it.
func (h *history) Forward() (string, bool) {
	if !h.CanForward() {
		return "", false
	}
	h.pos++
	return h.items[h.pos], true
}
