package templates

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"folio/extractor/internal/fingerprint"
)

// fileFormat is the version of the host file layout; files of another
// version are ignored and relearned.
const fileFormat = 1

// maxHostFile bounds a host file read from disk (MaxLayouts templates with
// their history are a few tens of KB).
const maxHostFile = 4 << 20

type hostFile struct {
	Format  int                `json:"format"`
	Host    string             `json:"host"`
	NextID  int                `json:"next_id"`
	Layouts []*LearnedTemplate `json:"layouts"`
	// Weight and Used are the host's claim on its place (see evict).
	Weight float64   `json:"weight,omitempty"`
	Used   time.Time `json:"used,omitempty"`
}

func (c *Cache) path(host string) string { return filepath.Join(c.dir, host+".json") }

// load reads host's file into e. A missing, oversized, corrupt or foreign
// file leaves the host empty (and a corrupt file is removed): the cache is
// rebuilt from pages, never trusted blindly.
func (c *Cache) load(host string, e *hostEntry) {
	e.loaded, e.index = true, fingerprint.NewIndex()
	data, err := readLimited(c.path(host), maxHostFile)
	if err != nil {
		return
	}
	var f hostFile
	if json.Unmarshal(data, &f) != nil || f.Format != fileFormat || f.Host != host {
		os.Remove(c.path(host))
		return
	}
	e.nextID = f.NextID
	e.weight = f.Weight
	if !f.Used.IsZero() {
		e.used = f.Used
	}
	for _, t := range f.Layouts {
		if t == nil || !compileRules(t.Rules) {
			continue
		}
		t.Host = host
		e.layouts = append(e.layouts, t)
		e.index.Add(strconv.Itoa(t.ID), t.Fingerprint)
		e.nextID = max(e.nextID, t.ID+1)
	}
}

// save writes e to host's file atomically. Callers hold c.mu.
func (c *Cache) save(host string, e *hostEntry) error {
	f := hostFile{Format: fileFormat, Host: host, NextID: e.nextID, Weight: e.weight, Used: e.used}
	for _, t := range e.layouts {
		cp := *t
		cp.Rules = t.withConfidence()
		f.Layouts = append(f.Layouts, &cp)
	}
	data, err := json.Marshal(f)
	if err != nil {
		return err
	}
	e.unsaved = 0
	return writeAtomic(c.path(host), data)
}
