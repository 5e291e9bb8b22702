package templates

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
)

// PutFile validates data as the operator template of host and writes it
// as it is (comments and layout kept) to <dir>/<host>.yaml atomically,
// then loads it. Nothing is written when the host name or the template is
// invalid, or when the file's host field names another host.
func (s *Store) PutFile(host string, data []byte) (*Template, error) {
	host = NormHost(host)
	if err := ValidHost(host); err != nil {
		return nil, err
	}
	name := host + ".yaml"
	if _, err := ParseOperator(data, name); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return nil, fmt.Errorf("templates: %w", err)
	}
	if err := writeAtomic(filepath.Join(s.dir, name), data); err != nil {
		return nil, err
	}
	if err := s.reload(name); err != nil {
		return nil, err
	}
	t, _ := s.Get(host)
	return t, nil
}

// Reload reads the folder again, as the watcher would: new files load,
// changed ones reload (a broken one keeps its last good version and is
// reported), deleted ones drop their template. It returns the load errors.
func (s *Store) Reload() error {
	names, err := s.files()
	if err != nil {
		return err
	}
	var errs []error
	for _, name := range names {
		if err := s.reload(name); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// files returns, in order, the base names of the template files in the
// folder and of those the store holds or failed to load: each may have
// come, changed or gone.
func (s *Store) files() ([]string, error) {
	names := map[string]bool{}
	entries, err := os.ReadDir(s.dir)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("templates: %w", err)
	}
	for _, e := range entries {
		if isTemplateFile(e.Name()) {
			names[e.Name()] = true
		}
	}
	s.mu.RLock()
	for _, t := range s.byHost {
		names[filepath.Base(t.File)] = true
	}
	for name := range s.errs {
		names[name] = true
	}
	s.mu.RUnlock()
	return slices.Sorted(maps.Keys(names)), nil
}
