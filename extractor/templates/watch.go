package templates

import (
	"fmt"
	"os"

	"folio/internal/filewatch"
)

// Watch reloads template files as they are written, renamed or removed,
// until Close. It creates the folder if needed. Changes are gathered until
// the folder has been quiet for filewatch.DefaultDelay, so that an
// editor's truncate and write count as one edit and a half-written file
// is never loaded (its error reported) in between.
func (s *Store) Watch() error {
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return fmt.Errorf("templates: %w", err)
	}
	w, err := filewatch.WatchFolder(s.dir, isTemplateFile, 0, s.changed)
	if err != nil {
		return fmt.Errorf("templates: %w", err)
	}
	s.mu.Lock()
	s.watcher = w
	s.mu.Unlock()
	return nil
}

// changed reloads the files the watcher names, or every file of the folder
// and of the store when it names none (the folder itself changed, or
// events were lost), and reports each to OnReload.
func (s *Store) changed(names []string) {
	if names == nil {
		var err error
		if names, err = s.files(); err != nil {
			return
		}
	}
	for _, name := range names {
		err := s.reload(name)
		if s.OnReload != nil {
			s.OnReload(name, err)
		}
	}
}

// Close stops Watch, after a reload under way.
func (s *Store) Close() error {
	s.mu.Lock()
	w := s.watcher
	s.watcher = nil
	s.mu.Unlock()
	if w == nil {
		return nil
	}
	return w.Close()
}
