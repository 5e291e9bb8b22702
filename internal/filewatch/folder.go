package filewatch

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"time"

	"github.com/fsnotify/fsnotify"
)

// WatchFolder follows the files of the folder dir whose base names match
// reports (a user's rules or templates, *.yaml): it calls changed, on a
// goroutine of its own, once the folder has been quiet for delay
// (DefaultDelay when delay <= 0) after such files were written, created,
// renamed or removed, with their base names in order. changed gets nil
// when the folder itself appeared or went, or when events may have been
// lost: read the whole folder again. Calls never overlap, and none
// starts after Close returns.
//
// The folder is never created: while it is missing, WatchFolder watches
// its parent and follows the folder once it appears. When the parent is
// missing too, the error wraps fs.ErrNotExist.
func WatchFolder(dir string, match func(name string) bool, delay time.Duration, changed func(names []string)) (*Watcher, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("filewatch: %w", err)
	}
	w, err := start(delay, changed)
	if err != nil {
		return nil, err
	}
	w.event = func(ev fsnotify.Event) (string, bool) {
		name := filepath.Clean(ev.Name)
		switch {
		case name == abs:
			// The folder appeared (or went): follow it. Add before the
			// call, so that a file written in between is not missed.
			if ev.Has(fsnotify.Create) {
				_ = w.fsw.Add(abs) // a folder gone again: the next event says so
			}
			return "", true
		case filepath.Dir(name) == abs && match(filepath.Base(name)):
			return filepath.Base(name), true
		}
		return "", false
	}
	if err := w.fsw.Add(abs); err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			w.fsw.Close()
			return nil, fmt.Errorf("filewatch: %w", err)
		}
		if err := w.fsw.Add(filepath.Dir(abs)); err != nil {
			w.fsw.Close()
			return nil, fmt.Errorf("filewatch: %w", err)
		}
	}
	go w.loop()
	return w, nil
}
