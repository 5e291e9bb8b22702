package app

import (
	"context"
	"errors"
	"strings"
	"sync"
)

// errNoDocument is shown when a loader returns neither a document nor an
// error.
var errNoDocument = errors.New("the loader returned nothing")

// loadState tracks a Session's load in flight. A newer load supersedes an
// older one: gen tells their results apart, so a slow answer never
// replaces the page the user went on to.
type loadState struct {
	mu     sync.Mutex
	gen    int
	cancel context.CancelFunc
	busy   sync.WaitGroup
}

// beginLoad cancels the load in flight and starts a new generation.
func (s *Session) beginLoad() (context.Context, int) {
	ctx, cancel := context.WithCancel(context.Background())
	s.load.mu.Lock()
	defer s.load.mu.Unlock()
	s.supersedeLocked()
	s.load.cancel = cancel
	s.load.busy.Add(1)
	return ctx, s.load.gen
}

// supersede cancels the load in flight, if any, and makes sure its result
// is never shown: something else takes its place.
func (s *Session) supersede() {
	s.load.mu.Lock()
	defer s.load.mu.Unlock()
	s.supersedeLocked()
}

func (s *Session) supersedeLocked() {
	if s.load.cancel != nil {
		s.load.cancel()
		s.load.cancel = nil
	}
	s.load.gen++
}

// Cancel stops the load in flight and reports whether there was one; the
// Screen then shows a "canceled" error page for it (Reload retries).
func (s *Session) Cancel() bool {
	s.load.mu.Lock()
	defer s.load.mu.Unlock()
	if s.load.cancel == nil {
		return false
	}
	s.load.cancel()
	s.load.cancel = nil
	return true
}

// Loading reports whether a load is in flight.
func (s *Session) Loading() bool {
	s.load.mu.Lock()
	defer s.load.mu.Unlock()
	return s.load.cancel != nil
}

// WaitIdle blocks until no load is in flight and its result is shown. Call
// it from a test or script goroutine, never from the UI goroutine, which
// the result needs.
func (s *Session) WaitIdle() { s.load.busy.Wait() }

// finish shows a load's result unless a newer load superseded it. A
// missing file leaves the recent items; a document joins them.
func (s *Session) finish(gen int, target string, doc *Document, err error) {
	s.load.mu.Lock()
	current := gen == s.load.gen
	if current {
		s.load.cancel = nil
	}
	s.load.mu.Unlock()
	if !current {
		return
	}
	if err == nil && doc == nil {
		err = errNoDocument
	}
	if err != nil {
		s.fail(target, err)
		return
	}
	if !strings.HasPrefix(target, BuiltinScheme) {
		s.recent.Add(doc.Source) // a file's absolute path, not how it was typed
		s.screen.RecentChanged()
	}
	if doc.Dir != "" && doc.Root == "" {
		doc.Root = s.linkRoot // ResolveLink ignores a root that does not hold Dir
	}
	s.linkRoot = ""
	s.present(doc)
}

// fail shows an error page for target; a recent file that is gone leaves
// the recent items.
func (s *Session) fail(target string, err error) {
	if KindOf(err) == KindNotFound {
		s.recent.Remove(target)
		s.screen.RecentChanged()
	}
	s.doc = nil
	s.anchor = ""
	s.linkRoot = ""
	s.unfollow()
	s.screen.ShowError(target, err)
}
