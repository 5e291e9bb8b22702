package filewatch

import (
	"fmt"
	"path/filepath"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"
)

// DefaultDelay is a good quiet time before a call: longer than an editor
// takes between the steps of one save, short enough to feel immediate.
const DefaultDelay = 150 * time.Millisecond

// Watcher follows one file; Close stops it.
type Watcher struct {
	names   map[string]bool // the path, and the file a symlink names
	delay   time.Duration
	changed func()
	fsw     *fsnotify.Watcher
	done    chan struct{}

	mu     sync.Mutex
	timer  *time.Timer
	closed bool
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
	if delay <= 0 {
		delay = DefaultDelay
	}
	w := &Watcher{names: map[string]bool{abs: true}, delay: delay, changed: changed, done: make(chan struct{})}
	if real, err := filepath.EvalSymlinks(abs); err == nil {
		w.names[real] = true
	}
	w.fsw, err = fsnotify.NewWatcher()
	if err != nil {
		return nil, fmt.Errorf("filewatch: %w", err)
	}
	dirs := map[string]bool{}
	for name := range w.names {
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

// loop turns the folder's events for the file into timer restarts.
func (w *Watcher) loop() {
	defer close(w.done)
	for {
		select {
		case ev, ok := <-w.fsw.Events:
			if !ok {
				return
			}
			if ev.Op != fsnotify.Chmod && w.names[filepath.Clean(ev.Name)] {
				w.later()
			}
		case _, ok := <-w.fsw.Errors:
			if !ok {
				return
			}
			w.later() // an overflow may have lost an event: look again
		}
	}
}

// later (re)starts the quiet-time timer.
func (w *Watcher) later() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return
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
	if !w.closed {
		w.changed()
	}
}

// Close stops watching. No call starts after Close returns; one under way
// finishes first, so changed must neither call Close nor wait for the
// goroutine that does (hand its work on with a non-blocking call such as
// fyne.Do).
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
