package templates

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/fsnotify/fsnotify"
)

// Watch reloads template files as they are written, renamed or removed,
// until Close. It creates the folder if needed.
func (s *Store) Watch() error {
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return fmt.Errorf("templates: %w", err)
	}
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return fmt.Errorf("templates: %w", err)
	}
	if err := w.Add(s.dir); err != nil {
		w.Close()
		return fmt.Errorf("templates: %w", err)
	}
	s.mu.Lock()
	s.watcher, s.done = w, make(chan struct{})
	s.mu.Unlock()
	go s.loop(w, s.done)
	return nil
}

func (s *Store) loop(w *fsnotify.Watcher, done chan struct{}) {
	defer close(done)
	for {
		select {
		case ev, ok := <-w.Events:
			if !ok {
				return
			}
			name := filepath.Base(ev.Name)
			if !isTemplateFile(name) || ev.Op == fsnotify.Chmod {
				continue
			}
			err := s.reload(name)
			if s.OnReload != nil {
				s.OnReload(name, err)
			}
		case _, ok := <-w.Errors:
			if !ok {
				return
			}
		}
	}
}

// Close stops Watch.
func (s *Store) Close() error {
	s.mu.Lock()
	w, done := s.watcher, s.done
	s.watcher = nil
	s.mu.Unlock()
	if w == nil {
		return nil
	}
	err := w.Close()
	<-done
	return err
}
