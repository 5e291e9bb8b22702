package gateway

import (
	"container/list"
	"net/http"
	"sync"
	"time"
)

// entry is one converted page: the Markdown answer and what is needed to
// serve it again and to revalidate it with the upstream.
type entry struct {
	key    string
	host   string      // the request host, normalised (templates.NormHost), for purges
	body   []byte      // the Markdown, frontmatter included when configured
	etag   string      // strong ETag of body, quoted
	tokens int         // x-markdown-tokens
	header http.Header // the upstream's Cache-Control, Expires, Last-Modified, Vary
	empty  string      // why the Markdown is empty, if it is

	upETag, upModified string // the upstream's validators
	received           time.Time
	fresh              freshness
}

// size is what an entry counts against the cache's byte budget: the body,
// the key and a fixed allowance for the struct, the headers and the list.
func (e *entry) size() int64 { return int64(len(e.body)+len(e.key)) + 512 }

// isFresh says whether the entry may be served without asking the upstream.
func (e *entry) isFresh(now time.Time) bool {
	return e.fresh.lifetime > e.currentAge(now)
}

// currentAge is the Age an answer from the cache carries (RFC 9111, 4.2.3).
func (e *entry) currentAge(now time.Time) time.Duration {
	return e.fresh.age + now.Sub(e.received)
}

// revalidatable says whether the upstream can confirm the entry with a 304.
func (e *entry) revalidatable() bool { return e.upETag != "" || e.upModified != "" }

// Cache is an in-memory LRU of converted pages bounded in bytes. It is safe
// for concurrent use.
type Cache struct {
	max int64

	mu    sync.Mutex
	used  int64
	items map[string]*list.Element
	lru   *list.List // front: most recently used
}

// NewCache returns a cache holding at most maxBytes; 0 disables caching.
func NewCache(maxBytes int64) *Cache {
	return &Cache{max: maxBytes, items: map[string]*list.Element{}, lru: list.New()}
}

// get returns the entry for key, fresh or not, and marks it used.
func (c *Cache) get(key string) *entry {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[key]
	if !ok {
		return nil
	}
	c.lru.MoveToFront(el)
	return el.Value.(*entry)
}

// put stores e, replacing any entry of the same key and evicting the least
// recently used until the budget holds. An entry over an eighth of the
// budget is not stored, so one huge page cannot flush the cache.
func (c *Cache) put(e *entry) {
	if c.max <= 0 || e.size() > c.max/8 {
		c.remove(e.key)
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[e.key]; ok {
		c.used -= el.Value.(*entry).size()
		c.lru.Remove(el)
	}
	c.items[e.key] = c.lru.PushFront(e)
	c.used += e.size()
	for c.used > c.max {
		old := c.lru.Back()
		oe := old.Value.(*entry)
		c.lru.Remove(old)
		delete(c.items, oe.key)
		c.used -= oe.size()
	}
}

// remove drops the entry for key, if any.
func (c *Cache) remove(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		c.used -= el.Value.(*entry).size()
		c.lru.Remove(el)
		delete(c.items, key)
	}
}

// purge drops every entry of host (normalised), or every entry when host
// is "", and returns how many went.
func (c *Cache) purge(host string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	for key, el := range c.items {
		e := el.Value.(*entry)
		if host == "" || e.host == host {
			c.used -= e.size()
			c.lru.Remove(el)
			delete(c.items, key)
			n++
		}
	}
	return n
}

// Stats returns the bytes and entries held.
func (c *Cache) Stats() (bytes int64, entries int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.used, len(c.items)
}
