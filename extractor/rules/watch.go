package rules

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/fsnotify/fsnotify"
)

// Live is the rule set of a user folder that follows the folder while a
// program runs, as operator templates do: Load at open, then a reload on
// every change of a *.yaml file until Close. Changes are gathered until
// the folder has been quiet for reloadDelay, so that an editor's truncate
// and write count as one edit and the half-written file is never taken
// for the user's rules. A reload that fails (a typo) keeps the last good
// set and reports the error.
// The folder is never created: while it is missing, Live watches its
// parent and follows the folder once it appears.
type Live struct {
	dir      string
	cur      atomic.Pointer[Set]
	onReload func(error)

	mu      sync.Mutex
	watcher *fsnotify.Watcher
	done    chan struct{}

	reloadMu sync.Mutex // one reload at a time; none after Close
	closed   bool
}

// reloadDelay is how long the folder must be quiet before a reload: longer
// than an editor takes between truncating a file and writing it, short
// enough to feel immediate.
const reloadDelay = 150 * time.Millisecond

// OpenLive loads dir as Load does. When that fails, the Live set holds the
// embedded rules and the error is returned beside it. onReload, if not nil,
// is called after each reload with its error (nil on success), on Live's
// own goroutine.
func OpenLive(dir string, onReload func(err error)) (*Live, error) {
	l := &Live{dir: filepath.Clean(dir), onReload: onReload}
	set, err := Load(l.dir)
	if err != nil {
		set = Default()
	}
	l.cur.Store(set)
	return l, err
}

// Set returns the current rules; each call may see a newer set.
func (l *Live) Set() *Set { return l.cur.Load() }

// Watch starts following the folder (or, while it is missing, its parent).
func (l *Live) Watch() error {
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return fmt.Errorf("rules: %w", err)
	}
	if err := w.Add(l.dir); err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			w.Close()
			return fmt.Errorf("rules: %w", err)
		}
		if err := w.Add(filepath.Dir(l.dir)); err != nil {
			w.Close()
			return fmt.Errorf("rules: %w", err)
		}
	}
	l.mu.Lock()
	l.watcher, l.done = w, make(chan struct{})
	l.mu.Unlock()
	go l.loop(w, l.done)
	return nil
}

func (l *Live) loop(w *fsnotify.Watcher, done chan struct{}) {
	var timer *time.Timer
	later := func() {
		if timer == nil {
			timer = time.AfterFunc(reloadDelay, l.reload)
		} else {
			timer.Reset(reloadDelay)
		}
	}
	defer func() {
		if timer != nil {
			timer.Stop()
		}
		close(done)
	}()
	for {
		select {
		case ev, ok := <-w.Events:
			if !ok {
				return
			}
			if ev.Op == fsnotify.Chmod {
				continue
			}
			name := filepath.Clean(ev.Name)
			switch {
			case name == l.dir:
				// The folder appeared (or went): follow it. Add before
				// the reload, so a file written in between is not missed.
				if ev.Has(fsnotify.Create) {
					_ = w.Add(l.dir) // a folder gone again: the next event says so
				}
				later()
			case filepath.Dir(name) == l.dir && strings.HasSuffix(name, ".yaml"):
				later()
			}
		case _, ok := <-w.Errors:
			if !ok {
				return
			}
		}
	}
}

func (l *Live) reload() {
	l.reloadMu.Lock()
	defer l.reloadMu.Unlock()
	if l.closed {
		return
	}
	set, err := Load(l.dir)
	if err == nil {
		l.cur.Store(set)
	}
	if l.onReload != nil {
		l.onReload(err)
	}
}

// Close stops Watch; the set stays usable.
func (l *Live) Close() error {
	l.mu.Lock()
	w, done := l.watcher, l.done
	l.watcher = nil
	l.mu.Unlock()
	if w == nil {
		return nil
	}
	err := w.Close()
	<-done
	l.reloadMu.Lock() // waits for a reload under way
	l.closed = true
	l.reloadMu.Unlock()
	return err
}
