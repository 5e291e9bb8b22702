package mathtex

import (
	"container/list"
	"sync"
)

// cacheSize bounds the cache: a long paper holds some hundreds of
// formulas, each a few kilobytes of mask; cacheBytes bounds the masks'
// memory, for a picture may take up to MaxPixels bytes.
const (
	cacheSize  = 1024
	cacheBytes = 64 << 20
)

// cache keeps recent formulas, least recently used out first.
var cache = newLRU(cacheSize)

type cacheKey struct {
	src  string
	opts Options
}

type lru struct {
	mu    sync.Mutex
	max   int
	bytes int
	order *list.List
	items map[cacheKey]*list.Element
}

type lruEntry struct {
	key cacheKey
	f   *Formula
}

func newLRU(n int) *lru {
	return &lru{max: n, order: list.New(), items: map[cacheKey]*list.Element{}}
}

func (c *lru) get(k cacheKey) (*Formula, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[k]; ok {
		c.order.MoveToFront(e)
		return e.Value.(*lruEntry).f, true
	}
	return nil, false
}

func (c *lru) put(k cacheKey, f *Formula) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[k]; ok {
		c.order.MoveToFront(e)
		return
	}
	c.items[k] = c.order.PushFront(&lruEntry{k, f})
	c.bytes += len(f.Pix)
	for c.order.Len() > c.max || c.bytes > cacheBytes && c.order.Len() > 1 {
		last := c.order.Back()
		c.order.Remove(last)
		e := last.Value.(*lruEntry)
		c.bytes -= len(e.f.Pix)
		delete(c.items, e.key)
	}
}
