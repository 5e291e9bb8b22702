package mathtex

import "folio/internal/lru"

// cacheSize bounds the cache: a long paper holds some hundreds of
// formulas, each a few kilobytes of mask; cacheBytes bounds the masks'
// memory, for a picture may take up to MaxPixels bytes.
const (
	cacheSize  = 1024
	cacheBytes = 64 << 20
)

// cache keeps recent formulas, least recently used out first, the masks'
// bytes under cacheBytes.
var cache = lru.New[cacheKey, *Formula](cacheSize, cacheBytes, func(f *Formula) int { return len(f.Pix) })

type cacheKey struct {
	src  string
	opts Options
}
