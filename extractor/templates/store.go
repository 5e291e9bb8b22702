package templates

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"folio/internal/filewatch"
	"folio/internal/safefile"
)

// Store holds the operator templates of a folder, one <host>.yaml each. It
// is safe for concurrent use.
type Store struct {
	dir string

	mu     sync.RWMutex
	byHost map[string]*Template
	errs   map[string]error // file base name -> last load error

	watcher *filewatch.Watcher
	// OnReload, when set before Watch, is called after each reload with the
	// file's base name and its error (nil when the file loaded).
	OnReload func(file string, err error)
}

// OpenStore reads every *.yaml in dir. A missing dir is an empty store.
// Broken files do not stop the others from loading; Errors lists them.
func OpenStore(dir string) (*Store, error) {
	s := &Store{dir: dir, byHost: map[string]*Template{}, errs: map[string]error{}}
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return s, nil
	}
	if err != nil {
		return nil, fmt.Errorf("templates: %w", err)
	}
	for _, e := range entries {
		if isTemplateFile(e.Name()) {
			s.reload(e.Name())
		}
	}
	return s, nil
}

// Dir returns the store's folder.
func (s *Store) Dir() string { return s.dir }

func isTemplateFile(name string) bool {
	return strings.HasSuffix(name, ".yaml") && !strings.HasPrefix(name, ".")
}

// Get returns the template of host (normalised with NormHost).
func (s *Store) Get(host string) (*Template, bool) {
	if s == nil {
		return nil, false
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	t, ok := s.byHost[NormHost(host)]
	return t, ok
}

// List returns the templates sorted by host.
func (s *Store) List() []*Template {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make([]*Template, 0, len(s.byHost))
	for _, t := range s.byHost {
		out = append(out, t)
	}
	slices.SortFunc(out, func(a, b *Template) int { return strings.Compare(a.Host, b.Host) })
	return out
}

// Errors returns the current load error of each broken file, by file name.
func (s *Store) Errors() map[string]error {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make(map[string]error, len(s.errs))
	for k, v := range s.errs {
		out[k] = v
	}
	return out
}

// reload reads one file (a base name in dir). A parse error keeps the last
// good template and is recorded; a missing file removes its template.
func (s *Store) reload(name string) error {
	path := filepath.Join(s.dir, name)
	data, err := readLimited(path, MaxFileBytes)
	s.mu.Lock()
	defer s.mu.Unlock()
	if errors.Is(err, fs.ErrNotExist) {
		delete(s.errs, name)
		for h, t := range s.byHost {
			if filepath.Base(t.File) == name {
				delete(s.byHost, h)
			}
		}
		return nil
	}
	var t *Template
	if err == nil {
		t, err = ParseOperator(data, path)
	}
	if err != nil {
		s.errs[name] = err
		return err
	}
	delete(s.errs, name)
	if old, ok := s.byHost[t.Host]; ok {
		t.Version = old.Version + 1
	}
	s.byHost[t.Host] = t
	return nil
}

// readLimited reads a regular file of at most limit bytes: a FIFO or a
// symlink to a device in the folder is refused, not read.
func readLimited(path string, limit int64) ([]byte, error) {
	data, err := safefile.Read(path, limit)
	switch {
	case errors.Is(err, safefile.ErrTooLarge):
		return nil, &ValidationError{File: path, Problems: []Problem{{Msg: fmt.Sprintf("file is larger than %d bytes", limit)}}}
	case errors.Is(err, safefile.ErrNotRegular):
		return nil, &ValidationError{File: path, Problems: []Problem{{Msg: "not a regular file"}}}
	}
	return data, err
}

// Put validates t and writes it to <dir>/<host>.yaml atomically.
func (s *Store) Put(t *Template) error {
	host := NormHost(t.Host)
	if err := ValidHost(host); err != nil {
		return err
	}
	t.Host = host
	data, err := t.Encode()
	if err != nil {
		return err
	}
	name := host + ".yaml"
	if _, err := ParseOperator(data, name); err != nil {
		return err
	}
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return fmt.Errorf("templates: %w", err)
	}
	if err := writeAtomic(filepath.Join(s.dir, name), data); err != nil {
		return err
	}
	return s.reload(name)
}

// Remove deletes the template file of host.
func (s *Store) Remove(host string) error {
	host = NormHost(host)
	if err := ValidHost(host); err != nil {
		return err
	}
	name := host + ".yaml"
	if err := os.Remove(filepath.Join(s.dir, name)); err != nil {
		return fmt.Errorf("templates: %w", err)
	}
	return s.reload(name)
}
