package library

import (
	"context"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"time"

	"github.com/fsnotify/fsnotify"
)

// watchSettle is how long the folder must be quiet before Watch syncs:
// editors save in several steps (write a temporary file, rename it), and a
// sync per step would index half-done states.
const watchSettle = 250 * time.Millisecond

// Watch follows the folder until ctx ends: after files are added, edited,
// renamed or removed (by Folio or anything else) it syncs the index and
// calls changed with the report. changed runs on Watch's goroutine.
func (l *Library) Watch(ctx context.Context, changed func(SyncReport)) error {
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return fmt.Errorf("library: watch: %w", err)
	}
	defer w.Close()
	if err := l.watchTree(w, l.dir); err != nil {
		return err
	}
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case ev, ok := <-w.Events:
			if !ok {
				return nil
			}
			if ev.Has(fsnotify.Create) {
				l.watchTree(w, ev.Name) // a new site folder
			}
			if l.relevant(ev.Name) {
				timer.Reset(watchSettle)
			}
		case err, ok := <-w.Errors:
			if !ok {
				return nil
			}
			_ = err // an overflow: the next sync catches up, so resync now
			timer.Reset(watchSettle)
		case <-timer.C:
			rep, err := l.Sync(ctx)
			if err == nil && changed != nil && (rep.Added+rep.Updated+rep.Removed) > 0 {
				changed(rep)
			}
		}
	}
}

// watchTree watches dir and its folders, skipping hidden ones and the
// _files folders (images, snapshots) Sync ignores.
func (l *Library) watchTree(w *fsnotify.Watcher, dir string) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return nil
		}
		if p != l.dir && !l.relevantDir(d.Name()) {
			return filepath.SkipDir
		}
		if err := w.Add(p); err != nil && p == l.dir {
			return fmt.Errorf("library: watch %s: %w", p, err)
		}
		return nil
	})
}

// relevantDir reports whether a folder may hold entries.
func (l *Library) relevantDir(name string) bool {
	return !strings.HasPrefix(name, ".") && !strings.HasSuffix(name, filesSuffix)
}

// relevant reports whether an event's path can change the index: a
// Markdown file, or a folder (removing one removes its files).
func (l *Library) relevant(p string) bool {
	rel, err := filepath.Rel(l.dir, p)
	if err != nil || strings.HasPrefix(rel, "..") {
		return false
	}
	for _, part := range strings.Split(filepath.ToSlash(rel), "/") {
		if strings.HasPrefix(part, ".") || strings.HasSuffix(part, filesSuffix) {
			return false
		}
	}
	name := filepath.Base(p)
	return IsMarkdownName(name) || filepath.Ext(name) == ""
}
