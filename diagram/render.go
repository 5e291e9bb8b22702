package diagram

import (
	"container/list"
	"context"
	"crypto/sha256"
	"errors"
	"image"
	"sync"
)

// ErrUnsupported is returned for a diagram type this package does not
// draw; the caller shows the source.
var ErrUnsupported = errors.New("diagram: this kind of diagram is not supported")

// Kind returns a diagram's type from its first word: "flowchart",
// "sequenceDiagram", "pie"... ("graph" is a flowchart).
func Kind(src string) string {
	for _, st := range statements(src) {
		k := firstWord(st)
		if k == "graph" {
			return "flowchart"
		}
		return k
	}
	return ""
}

// Supported reports whether Render draws this diagram's type.
func Supported(src string) bool {
	switch Kind(src) {
	case "flowchart", "pie":
		return true
	}
	return false
}

// Render draws a Mermaid diagram in theme th.
func Render(ctx context.Context, src string, th Theme) (image.Image, error) {
	key := sha256.Sum256([]byte(th.Name + "\x00" + src))
	if img, ok := cache.get(key); ok {
		return img, nil
	}
	var img image.Image
	var err error
	switch Kind(src) {
	case "flowchart":
		img, err = renderFlowchart(ctx, src, th)
	case "pie":
		img, err = renderPie(src, th)
	default:
		return nil, ErrUnsupported
	}
	if err != nil {
		return nil, err
	}
	cache.put(key, img)
	return img, nil
}

// renderFlowchart parses, lays out and paints a flowchart.
func renderFlowchart(ctx context.Context, src string, th Theme) (image.Image, error) {
	fc, err := parseFlowchart(src)
	if err != nil {
		return nil, err
	}
	g, err := layoutJSON(ctx, fc.dot(th))
	if err != nil {
		return nil, err
	}
	return paintGraph(g, th)
}

// cacheSize bounds the cache: a page rarely holds more diagrams, and a
// drawing can be megabytes.
const cacheSize = 48

// cache keeps recent drawings, least recently used out first.
var cache = newLRU(cacheSize)

type lru struct {
	mu    sync.Mutex
	max   int
	order *list.List
	items map[[32]byte]*list.Element
}

type lruEntry struct {
	key [32]byte
	img image.Image
}

func newLRU(n int) *lru {
	return &lru{max: n, order: list.New(), items: map[[32]byte]*list.Element{}}
}

func (c *lru) get(k [32]byte) (image.Image, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[k]; ok {
		c.order.MoveToFront(e)
		return e.Value.(*lruEntry).img, true
	}
	return nil, false
}

func (c *lru) put(k [32]byte, img image.Image) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[k]; ok {
		c.order.MoveToFront(e)
		return
	}
	c.items[k] = c.order.PushFront(&lruEntry{k, img})
	for c.order.Len() > c.max {
		last := c.order.Back()
		c.order.Remove(last)
		delete(c.items, last.Value.(*lruEntry).key)
	}
}
