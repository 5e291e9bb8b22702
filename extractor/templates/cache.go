package templates

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"folio/extractor/internal/fingerprint"
)

// CacheOptions bounds a Cache. Zero fields take the defaults.
type CacheOptions struct {
	// MaxHosts is the number of hosts kept; beyond it the host with the
	// least weight (pages served and learned, halved every HostHalfLife)
	// is evicted, file and memory, so that many hosts seen once cannot
	// push out the hosts a reader or a gateway actually uses. Default 1000.
	MaxHosts int
	// MaxLayouts is the number of layouts kept per host. Default 4: a site
	// has an article, a listing and a home layout, and a redesign.
	MaxLayouts int
	// MaxHistory is the number of replaced versions kept per layout.
	// Default 3.
	MaxHistory int
	// Similarity is the fingerprint similarity at which a page matches a
	// layout. Default fingerprint.SameLayout.
	Similarity float64
	// SaveEvery writes a host's file after this many observations (it is
	// always written on Learn and Flush). Default 32.
	SaveEvery int
}

func (o CacheOptions) withDefaults() CacheOptions {
	if o.MaxHosts <= 0 {
		o.MaxHosts = 1000
	}
	if o.MaxLayouts <= 0 {
		o.MaxLayouts = 4
	}
	if o.MaxHistory <= 0 {
		o.MaxHistory = 3
	}
	if o.Similarity <= 0 {
		o.Similarity = fingerprint.SameLayout
	}
	if o.SaveEvery <= 0 {
		o.SaveEvery = 32
	}
	return o
}

// Cache stores learned templates by host and fingerprint, in memory and in
// a folder (one <host>.json per host). It is safe for concurrent use within
// one process; files are replaced atomically, so several processes sharing
// the folder never read a torn file (the last writer wins).
type Cache struct {
	dir string
	opt CacheOptions
	now func() time.Time

	mu    sync.Mutex
	hosts map[string]*hostEntry
}

type hostEntry struct {
	loaded  bool
	layouts []*LearnedTemplate
	index   *fingerprint.Index
	nextID  int
	used    time.Time
	weight  float64 // pages served and learned, decayed to used (see evict)
	unsaved int     // observations since the last save
}

// OpenCache opens (creating) the cache folder dir, removes temporary files a
// crash left behind, and indexes the host files it holds; their content is
// read on first use.
func OpenCache(dir string, opt CacheOptions) (*Cache, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("templates: %w", err)
	}
	c := &Cache{dir: dir, opt: opt.withDefaults(), now: time.Now, hosts: map[string]*hostEntry{}}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("templates: %w", err)
	}
	for _, e := range entries {
		name := e.Name()
		if strings.HasPrefix(name, ".") && (strings.Contains(name, ".tmp-") || strings.HasSuffix(name, ".tmp")) {
			os.Remove(filepath.Join(dir, name)) // a write a crash interrupted
			continue
		}
		host, ok := strings.CutSuffix(name, ".json")
		if !ok || ValidHost(host) != nil {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			continue
		}
		c.hosts[host] = &hostEntry{used: fi.ModTime()}
	}
	c.evict("")
	return c, nil
}

// Lookup returns a copy of the learned template of host whose fingerprint is
// most similar to fp, when the similarity reaches CacheOptions.Similarity.
func (c *Cache) Lookup(host string, fp fingerprint.Fingerprint) (LearnedTemplate, float64, bool) {
	host = NormHost(host)
	c.mu.Lock()
	defer c.mu.Unlock()
	e := c.entry(host, false)
	if e == nil || e.index == nil {
		return LearnedTemplate{}, 0, false
	}
	id, sim, ok := e.index.Probe(fp, c.opt.Similarity)
	if !ok {
		return LearnedTemplate{}, sim, false
	}
	t := e.byID(id)
	if t == nil {
		return LearnedTemplate{}, 0, false
	}
	now := c.now()
	e.hit(now)
	t.Used = now
	return *t, sim, true
}

// Observe records that t held on a page with stats s: it updates the drift
// baseline and the rules' confidence.
func (c *Cache) Observe(t LearnedTemplate, s Stats) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e := c.entry(t.Host, false)
	if e == nil {
		return
	}
	if cur := e.byID(strconv.Itoa(t.ID)); cur != nil && cur.Version == t.Version {
		cur.observe(s, c.now())
		e.unsaved++
		if e.unsaved >= c.opt.SaveEvery {
			c.save(t.Host, e)
		}
	}
}

// entry returns host's entry, loading its file on first use; create makes
// an empty one when the host is new. Callers hold c.mu.
func (c *Cache) entry(host string, create bool) *hostEntry {
	e := c.hosts[host]
	if e == nil {
		if !create || ValidHost(host) != nil {
			return nil
		}
		e = &hostEntry{loaded: true, index: fingerprint.NewIndex(), used: c.now()}
		c.hosts[host] = e
		c.evict(host)
		return e
	}
	if !e.loaded {
		c.load(host, e)
	}
	return e
}

func (e *hostEntry) byID(id string) *LearnedTemplate {
	for _, t := range e.layouts {
		if strconv.Itoa(t.ID) == id {
			return t
		}
	}
	return nil
}

// Flush writes every host with unsaved observations.
func (c *Cache) Flush() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	var first error
	for host, e := range c.hosts {
		if e.loaded && e.unsaved > 0 {
			if err := c.save(host, e); err != nil && first == nil {
				first = err
			}
		}
	}
	return first
}

// Hosts returns the number of hosts the cache holds.
func (c *Cache) Hosts() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.hosts)
}

// Layouts returns copies of host's learned templates.
func (c *Cache) Layouts(host string) []LearnedTemplate {
	c.mu.Lock()
	defer c.mu.Unlock()
	e := c.entry(NormHost(host), false)
	if e == nil {
		return nil
	}
	out := make([]LearnedTemplate, len(e.layouts))
	for i, t := range e.layouts {
		out[i] = *t
	}
	return out
}
