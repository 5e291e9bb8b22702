package templates

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"folio/extractor/internal/fingerprint"
	"folio/extractor/internal/htmltest"
)

// learnPage classifies (with classified) and learns page id of blogPage.
func learnPage(t *testing.T, c *Cache, host string, id int, cause error) LearnedTemplate {
	t.Helper()
	doc := htmltest.Parse(t, blogPage(id, 6+id%5, ""))
	lt, err := c.Learn(host, fingerprint.Sketch(doc), doc, classified(doc), cause)
	if err != nil {
		t.Fatal(err)
	}
	return lt
}

func TestCacheLearnLookupWarmup(t *testing.T) {
	c, err := OpenCache(t.TempDir(), CacheOptions{})
	if err != nil {
		t.Fatal(err)
	}
	probe := fingerprint.Sketch(htmltest.Parse(t, blogPage(99, 4, "")))
	if _, _, ok := c.Lookup("example.com", probe); ok {
		t.Fatal("empty cache matched")
	}
	lt := learnPage(t, c, "example.com", 1, nil)
	if lt.Version != 1 || lt.Checks != 1 || !lt.NeedsCheck() {
		t.Errorf("new layout: %+v", lt)
	}
	for id := 2; id <= Warmup; id++ {
		lt = learnPage(t, c, "www.example.com", id, nil)
	}
	got, sim, ok := c.Lookup("example.com", probe)
	if !ok || sim < fingerprint.SameLayout || got.NeedsCheck() {
		t.Fatalf("after warm-up: ok %v, sim %.2f, needs check %v", ok, sim, got.NeedsCheck())
	}
	if got.Info().Source != Learned || got.Info().Host != "example.com" {
		t.Errorf("info %+v", got.Info())
	}
	for _, r := range got.Rules {
		if r.Observations != Warmup {
			t.Errorf("rule %v observed %d times, want %d", r.Selectors, r.Observations, Warmup)
		}
	}
	// A refit on drift bumps the version and keeps history.
	refit := learnPage(t, c, "example.com", 50, &DriftError{"missing", "test"})
	if refit.Version != 2 || len(refit.History) != 1 || refit.History[0].Reason == "" {
		t.Errorf("refit: version %d, history %+v", refit.Version, refit.History)
	}
	// A short page merges instead.
	merged := learnPage(t, c, "example.com", 51, &DriftError{"short", "test"})
	if merged.Version != 2 || merged.Checks != 2 {
		t.Errorf("merge: version %d, checks %d", merged.Version, merged.Checks)
	}
	if _, err := c.Learn("../evil", probe, htmltest.Parse(t, "<p>x"), nil, nil); !errors.Is(err, ErrBadHost) {
		t.Errorf("bad host: %v", err)
	}
}

func TestCachePersistsAndRecovers(t *testing.T) {
	dir := t.TempDir()
	c, _ := OpenCache(dir, CacheOptions{})
	for id := 1; id <= Warmup; id++ {
		learnPage(t, c, "example.com", id, nil)
	}
	lt, _, _ := c.Lookup("example.com", fingerprint.Sketch(htmltest.Parse(t, blogPage(7, 5, ""))))
	c.Observe(lt, Stats{Text: 1000})
	if err := c.Flush(); err != nil {
		t.Fatal(err)
	}
	// A crash mid-write leaves a temporary file: it is cleaned up.
	os.WriteFile(filepath.Join(dir, ".example.com.json.tmp-123"), []byte("{half"), 0o644)
	// A corrupt host file is dropped, not trusted.
	os.WriteFile(filepath.Join(dir, "corrupt.example.json"), []byte("{not json"), 0o644)

	c2, err := OpenCache(dir, CacheOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got, _, ok := c2.Lookup("example.com", fingerprint.Sketch(htmltest.Parse(t, blogPage(8, 9, ""))))
	if !ok || got.Pages != Warmup+1 {
		t.Fatalf("reopened: ok %v, pages %d", ok, got.Pages)
	}
	if _, err := got.Apply(htmltest.Parse(t, blogPage(8, 9, ""))); err != nil {
		t.Errorf("reloaded template does not apply: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, ".example.com.json.tmp-123")); !os.IsNotExist(err) {
		t.Error("stale temporary file left")
	}
	if _, _, ok := c2.Lookup("corrupt.example", got.Fingerprint); ok {
		t.Error("corrupt file matched")
	}
	if _, err := os.Stat(filepath.Join(dir, "corrupt.example.json")); !os.IsNotExist(err) {
		t.Error("corrupt file kept")
	}
}

func TestCacheBounds(t *testing.T) {
	dir := t.TempDir()
	c, _ := OpenCache(dir, CacheOptions{MaxHosts: 3, MaxLayouts: 2})
	for i := 0; i < 6; i++ {
		learnPage(t, c, fmt.Sprintf("h%d.example", i), 1, nil)
	}
	if c.Hosts() != 3 {
		t.Errorf("hosts %d, want 3", c.Hosts())
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) != 3 {
		t.Errorf("files %d, want 3", len(files))
	}
	if _, _, ok := c.Lookup("h0.example", fingerprint.Sketch(htmltest.Parse(t, blogPage(1, 7, "")))); ok {
		t.Error("least recently used host not evicted")
	}
	// Three distinct layouts on one host: two kept.
	for _, page := range []string{blogPage(1, 5, ""), `<body><div class="a"><section class="b"><p>x y z</p></section></div></body>`, `<body><main class="m"><div class="k"><p>q r s</p></div></main></body>`} {
		doc := htmltest.Parse(t, page)
		var main Block
		if n := find(doc, "entry-content"); n != nil {
			main = Block{n, RoleMain}
		} else if n := find(doc, "b"); n != nil {
			main = Block{n, RoleMain}
		} else {
			main = Block{find(doc, "k"), RoleMain}
		}
		if _, err := c.Learn("multi.example", fingerprint.Sketch(doc), doc, []Block{main}, nil); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(c.Layouts("multi.example")); n != 2 {
		t.Errorf("layouts %d, want 2", n)
	}
}

// TestCacheConcurrent runs lookups, observations and learning from many
// goroutines; run with -race where cgo is available.
func TestCacheConcurrent(t *testing.T) {
	c, _ := OpenCache(t.TempDir(), CacheOptions{SaveEvery: 5})
	docs := make([]string, 8)
	for i := range docs {
		docs[i] = blogPage(i+1, 5+i, "")
	}
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			host := fmt.Sprintf("h%d.example", g%3)
			for i := 0; i < 20; i++ {
				doc := htmltest.Parse(t, docs[(g+i)%len(docs)])
				fp := fingerprint.Sketch(doc)
				if lt, _, ok := c.Lookup(host, fp); ok && !lt.NeedsCheck() {
					if sel, err := lt.Apply(doc); err == nil {
						c.Observe(lt, sel.Stats)
						continue
					}
				}
				if _, err := c.Learn(host, fp, doc, classified(doc), nil); err != nil {
					t.Error(err)
				}
			}
		}(g)
	}
	wg.Wait()
	if err := c.Flush(); err != nil {
		t.Fatal(err)
	}
	for h := 0; h < 3; h++ {
		if n := len(c.Layouts(fmt.Sprintf("h%d.example", h))); n != 1 {
			t.Errorf("host %d: %d layouts, want 1", h, n)
		}
	}
}

func TestWriteAtomic(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "f.json")
	if err := writeAtomic(p, []byte("one")); err != nil {
		t.Fatal(err)
	}
	if err := writeAtomic(p, []byte("two")); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(p)
	entries, _ := os.ReadDir(dir)
	if string(data) != "two" || len(entries) != 1 {
		t.Errorf("content %q, %d entries", data, len(entries))
	}
	if err := writeAtomic(filepath.Join(dir, "missing", "f"), []byte("x")); err == nil || !strings.Contains(err.Error(), "templates") {
		t.Errorf("write into a missing folder: %v", err)
	}
}
