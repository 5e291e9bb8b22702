package importer

import (
	"net/url"
	"strings"
	"time"
)

// queue hands out pending items so that at most perHost run at once on
// one host and a host's requests start delay apart, in the export's order
// within each host. Items without a host (read from the export, not
// fetched) are not limited.
type queue struct {
	perHost int
	delay   time.Duration
	order   []string         // hosts with pending items, first seen first
	pending map[string][]int // host -> indexes of its items
	hosts   map[string]*hostState
	left    int
}

type hostState struct {
	active int
	next   time.Time // no new request before
}

func newQueue(perHost int, delay time.Duration) *queue {
	return &queue{perHost: perHost, delay: delay, pending: map[string][]int{}, hosts: map[string]*hostState{}}
}

// push adds item i, fetched from host ("" for none).
func (q *queue) push(i int, host string) {
	if _, ok := q.pending[host]; !ok {
		q.order = append(q.order, host)
	}
	q.pending[host] = append(q.pending[host], i)
	q.left++
}

// next returns an item that may start now and marks its host busy; with
// none it returns -1 and how long until a host's delay runs out (0 when
// only a running item can free one).
func (q *queue) next(now time.Time) (int, string, time.Duration) {
	var wait time.Duration
	for k := 0; k < len(q.order); k++ {
		host := q.order[k]
		h := q.state(host)
		if host != "" && h.active >= q.perHost {
			continue
		}
		if host != "" && now.Before(h.next) {
			if d := h.next.Sub(now); wait == 0 || d < wait {
				wait = d
			}
			continue
		}
		items := q.pending[host]
		i := items[0]
		if len(items) == 1 {
			delete(q.pending, host)
			q.order = append(q.order[:k], q.order[k+1:]...)
		} else {
			q.pending[host] = items[1:]
		}
		h.active++
		h.next = now.Add(q.delay)
		q.left--
		return i, host, 0
	}
	return -1, "", wait
}

// finish frees host's slot; its next request waits delay from now.
func (q *queue) finish(host string, now time.Time) {
	h := q.state(host)
	h.active--
	if t := now.Add(q.delay); t.After(h.next) {
		h.next = t
	}
}

func (q *queue) state(host string) *hostState {
	h, ok := q.hosts[host]
	if !ok {
		h = &hostState{}
		q.hosts[host] = h
	}
	return h
}

// hostOf is the host an item is fetched from: "" for one the export kept.
func hostOf(it Item) string {
	if it.Content != nil {
		return ""
	}
	u, err := url.Parse(it.URL)
	if err != nil {
		return ""
	}
	return strings.ToLower(u.Hostname())
}
