package rules

import (
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"

	"folio/internal/filewatch"
)

// Live is the rule set of a user folder that follows the folder while a
// program runs, as operator templates do: Load at open, then a reload on
// every change of a *.yaml file until Close. Changes are gathered until
// the folder has been quiet for filewatch.DefaultDelay, so that an
// editor's truncate and write count as one edit and the half-written file
// is never taken for the user's rules. A reload that fails (a typo) keeps
// the last good set and reports the error.
// The folder is never created: while it is missing, Live watches its
// parent and follows the folder once it appears (filewatch.WatchFolder).
type Live struct {
	dir      string
	cur      atomic.Pointer[Set]
	onReload func(error)

	mu      sync.Mutex
	watcher *filewatch.Watcher
}

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
	w, err := filewatch.WatchFolder(l.dir, isRuleFile, 0, func([]string) { l.reload() })
	if err != nil {
		return fmt.Errorf("rules: %w", err)
	}
	l.mu.Lock()
	l.watcher = w
	l.mu.Unlock()
	return nil
}

// isRuleFile reports whether a file of the folder is one Load reads.
func isRuleFile(name string) bool { return strings.HasSuffix(name, ".yaml") }

// reload loads the whole folder again: a rule's id may move between files.
func (l *Live) reload() {
	set, err := Load(l.dir)
	if err == nil {
		l.cur.Store(set)
	}
	if l.onReload != nil {
		l.onReload(err)
	}
}

// Close stops Watch, after a reload under way; the set stays usable.
func (l *Live) Close() error {
	l.mu.Lock()
	w := l.watcher
	l.watcher = nil
	l.mu.Unlock()
	if w == nil {
		return nil
	}
	return w.Close()
}
