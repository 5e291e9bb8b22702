// Package lru is a small cache that drops the least recently used entry
// first, bounded in entries and, optionally, in a cost such as bytes. The
// diagram and formula renderers keep their recent drawings in one, so
// that a page drawn again (a reload, a window resized) costs nothing.
//
//	c := lru.New[string, *Picture](48, 0, nil)
//	if pic, ok := c.Get(src); !ok {
//		c.Put(src, draw(src))
//	}
//
// It is safe for concurrent use.
package lru

import (
	"container/list"
	"sync"
)

// Cache maps keys to values, least recently used out first.
type Cache[K comparable, V any] struct {
	mu      sync.Mutex
	max     int
	maxCost int
	cost    func(V) int
	used    int // the summed cost of the entries
	order   *list.List
	items   map[K]*list.Element
}

type entry[K comparable, V any] struct {
	key K
	val V
}

// New returns a cache of at most max entries. With cost not nil it also
// keeps the summed cost of its entries under maxCost, always holding the
// newest one however costly.
func New[K comparable, V any](max, maxCost int, cost func(V) int) *Cache[K, V] {
	return &Cache[K, V]{max: max, maxCost: maxCost, cost: cost, order: list.New(), items: map[K]*list.Element{}}
}

// Get returns the value of k, which becomes the most recently used.
func (c *Cache[K, V]) Get(k K) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[k]; ok {
		c.order.MoveToFront(e)
		return e.Value.(*entry[K, V]).val, true
	}
	var zero V
	return zero, false
}

// Put adds v under k, dropping the least recently used entries beyond
// the bounds. A key already held keeps its value (two renderings of one
// source are the same) and becomes the most recently used.
func (c *Cache[K, V]) Put(k K, v V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[k]; ok {
		c.order.MoveToFront(e)
		return
	}
	c.items[k] = c.order.PushFront(&entry[K, V]{k, v})
	if c.cost != nil {
		c.used += c.cost(v)
	}
	for c.order.Len() > c.max || c.cost != nil && c.used > c.maxCost && c.order.Len() > 1 {
		last := c.order.Back()
		c.order.Remove(last)
		e := last.Value.(*entry[K, V])
		if c.cost != nil {
			c.used -= c.cost(e.val)
		}
		delete(c.items, e.key)
	}
}

// Len returns the number of entries.
func (c *Cache[K, V]) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len()
}
