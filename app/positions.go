package app

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"time"

	"folio/internal/safefile"
)

// Position is a reading position: the top-level block of the document at
// the top of the view and how far into it the view starts (0 to 1). A
// block and a fraction, unlike a scroll offset in pixels, stay right when
// the zoom, the window's width or the images above change.
type Position struct {
	Block int     `json:"b"`
	Frac  float32 `json:"f,omitempty"`
}

// IsTop reports whether p is the start of the document.
func (p Position) IsTop() bool { return p.Block <= 0 && p.Frac <= 0 }

// valid reports whether p could come from a view (a damaged or edited
// file may hold anything).
func (p Position) valid() bool {
	return p.Block >= 0 && p.Block < maxBlocks && p.Frac >= 0 && p.Frac <= 1
}

// maxBlocks bounds a stored block index: far more blocks than a document
// under the loader's size cap can hold.
const maxBlocks = 1 << 24

// Bounds of the positions file: MaxPositions documents (the least recently
// read are forgotten first), about 80 bytes each, and a file of at most
// MaxPositionBytes, beyond which it is not Folio's and is not read.
const (
	MaxPositions     = 1000
	MaxPositionBytes = 1 << 20
)

// Positions remembers where the reader left each document, across
// restarts. Documents are keyed by a hash of their source (a file's
// absolute path or a page's URL), so the file says nothing of what was
// read and every entry has the same size. Every change is merged into the
// file under its lock and written atomically (internal/safefile), so a
// kill leaves the old file or the new one and two windows keep both
// their positions. Positions is safe for concurrent use.
type Positions struct {
	mu   sync.Mutex
	path string // "" keeps positions in memory only
	m    map[string]posEntry
	err  error
	now  func() time.Time
	max  int // MaxPositions; tests lower it
}

// posEntry is one document's position and when it was left (Unix seconds).
type posEntry struct {
	Position
	T int64 `json:"t"`
}

// OpenPositions reads the positions kept at path ("" for memory only). A
// missing file is an empty store; a damaged, oversized or special one is
// set aside (Err says why) and replaced at the next change.
func OpenPositions(path string) *Positions {
	p := &Positions{path: path, m: map[string]posEntry{}, now: time.Now, max: MaxPositions}
	if path == "" {
		return p
	}
	data, err := safefile.Read(path, MaxPositionBytes)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		p.err = err
	default:
		p.m = decodePositions(data)
		if p.m == nil {
			p.err = fmt.Errorf("positions %s: not a positions file", path)
			p.m = map[string]posEntry{}
		}
	}
	return p
}

// Get returns where the reader left source, if it was remembered.
func (p *Positions) Get(source string) (Position, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	e, ok := p.m[positionKey(source)]
	return e.Position, ok
}

// Set remembers pos for source; the top of a document is remembered by
// forgetting it. A write error is kept for Err.
func (p *Positions) Set(source string, pos Position) {
	if source == "" || !pos.valid() {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	key := positionKey(source)
	old, had := p.m[key]
	if pos.IsTop() && !had || had && old.Position == pos {
		return
	}
	e := posEntry{Position: pos, T: p.now().Unix()}
	if pos.IsTop() {
		delete(p.m, key)
	} else {
		p.m[key] = e
		trimPositions(p.m, p.max)
	}
	if p.path != "" {
		p.err = p.write(key, e)
	}
}

// Err returns the last error reading or writing the file.
func (p *Positions) Err() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.err
}

// write merges one change into the file under its lock; entries other
// windows wrote meanwhile are kept, here and there.
func (p *Positions) write(key string, e posEntry) error {
	if err := os.MkdirAll(filepath.Dir(p.path), 0o700); err != nil {
		return err
	}
	return safefile.Update(p.path, MaxPositionBytes, 0o600, func(old []byte) ([]byte, error) {
		disk := decodePositions(old)
		if disk == nil {
			disk = map[string]posEntry{} // a damaged file is replaced
		}
		for k, v := range disk {
			if mine, ok := p.m[k]; !ok || v.T > mine.T {
				p.m[k] = v
			}
		}
		if e.IsTop() {
			delete(disk, key)
			delete(p.m, key)
		} else {
			disk[key], p.m[key] = e, e
		}
		trimPositions(disk, p.max)
		trimPositions(p.m, p.max)
		return json.Marshal(disk)
	})
}

// decodePositions parses the file, dropping entries no view could have
// written; nil when it is not a positions file at all.
func decodePositions(data []byte) map[string]posEntry {
	m := map[string]posEntry{}
	if len(data) == 0 {
		return m
	}
	if err := json.Unmarshal(data, &m); err != nil {
		return nil
	}
	for k, e := range m {
		if len(k) != keyLen || !e.valid() {
			delete(m, k)
		}
	}
	return m
}

// trimPositions forgets the least recently left documents beyond max.
func trimPositions(m map[string]posEntry, max int) {
	if len(m) <= max {
		return
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if m[keys[i]].T != m[keys[j]].T {
			return m[keys[i]].T < m[keys[j]].T
		}
		return keys[i] < keys[j]
	})
	for _, k := range keys[:len(keys)-max] {
		delete(m, k)
	}
}

// keyLen is the length of a key: 128 bits of SHA-256, in hex.
const keyLen = 32

func positionKey(source string) string {
	sum := sha256.Sum256([]byte(source))
	return hex.EncodeToString(sum[:keyLen/2])
}
