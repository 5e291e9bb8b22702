package filewatch

import (
	"fmt"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"
)

// DefaultDelay is a good quiet time before a call: longer than an editor
// takes between the steps of one save, short enough to feel immediate.
const DefaultDelay = 150 * time.Millisecond

// Watcher follows one file (Watch) or the files of one folder
// (WatchFolder); Close stops it.
type Watcher struct {
	// event reports whether ev concerns what is followed, and the base
	// name of the file it names ("" for the whole folder).
	event   func(ev fsnotify.Event) (name string, ok bool)
	delay   time.Duration
	changed func(names []string)
	fsw     *fsnotify.Watcher
	done    chan struct{}

	mu      sync.Mutex
	timer   *time.Timer
	pending map[string]bool // names gathered for the next call
	all     bool            // the next call is for the whole folder
	closed  bool
}

// Watch calls changed, on a goroutine of its own, each time the file at
// path has been written, created, renamed or removed and then left alone
// for delay (DefaultDelay when delay <= 0). Calls never overlap. The file
// need not exist, but its folder must.
func Watch(path string, delay time.Duration, changed func()) (*Watcher, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("filewatch: %w", err)
	}
	names := map[string]bool{abs: true} // the path, and the file a symlink names
	if real, err := filepath.EvalSymlinks(abs); err == nil {
		names[real] = true
	}
	w, err := start(delay, func([]string) { changed() })
	if err != nil {
		return nil, err
	}
	w.event = func(ev fsnotify.Event) (string, bool) { return "", names[filepath.Clean(ev.Name)] }
	dirs := map[string]bool{}
	for name := range names {
		dirs[filepath.Dir(name)] = true
	}
	for dir := range dirs {
		if err := w.fsw.Add(dir); err != nil {
			w.fsw.Close()
			return nil, fmt.Errorf("filewatch: %w", err)
		}
	}
	go w.loop()
	return w, nil
}

// start makes a Watcher that is not yet following anything.
func start(delay time.Duration, changed func(names []string)) (*Watcher, error) {
	if delay <= 0 {
		delay = DefaultDelay
	}
	fsw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, fmt.Errorf("filewatch: %w", err)
	}
	return &Watcher{delay: delay, changed: changed, fsw: fsw, done: make(chan struct{})}, nil
}

// loop turns the folder's events for what is followed into timer
// restarts.
func (w *Watcher) loop() {
	defer close(w.done)
	for {
		select {
		case ev, ok := <-w.fsw.Events:
			if !ok {
				return
			}
			if ev.Op == fsnotify.Chmod {
				continue
			}
			if name, ok := w.event(ev); ok {
				w.later(name)
			}
		case _, ok := <-w.fsw.Errors:
			if !ok {
				return
			}
			w.later("") // an overflow may have lost an event: look again at everything
		}
	}
}

// later notes name ("" for everything) and (re)starts the quiet-time
// timer.
func (w *Watcher) later(name string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return
	}
	if name == "" {
		w.all = true
	} else {
		if w.pending == nil {
			w.pending = map[string]bool{}
		}
		w.pending[name] = true
	}
	if w.timer == nil {
		w.timer = time.AfterFunc(w.delay, w.fire)
		return
	}
	w.timer.Reset(w.delay)
}

// fire runs changed unless the watcher was closed. AfterFunc runs it on a
// new goroutine; the lock keeps two calls from overlapping.
func (w *Watcher) fire() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return
	}
	var names []string
	if !w.all {
		names = make([]string, 0, len(w.pending))
		for name := range w.pending {
			names = append(names, name)
		}
		slices.Sort(names)
	}
	w.pending, w.all = nil, false
	w.changed(names)
}

// Close stops watching. No call starts after Close returns; one under way
// finishes first, so changed must neither call Close nor wait for the
// goroutine that does (hand its work on with a non-blocking call such as
// fyne.Do). A second Close does nothing.
func (w *Watcher) Close() error {
	err := w.fsw.Close()
	<-w.done
	w.mu.Lock()
	w.closed = true
	if w.timer != nil {
		w.timer.Stop()
	}
	w.mu.Unlock()
	return err
}
