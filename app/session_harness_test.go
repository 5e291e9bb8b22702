package app

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// These helpers run a Session the way the window does, without Fyne: the
// test goroutine is the UI goroutine, and a load's result reaches it
// through a queue the test drains (as fyne.DoAndWait hands a function to
// the Fyne goroutine and waits).

// fakeScreen records what the session asks the window to do.
type fakeScreen struct {
	events []string
	shown  *Document
	anchor string
	err    error
	// errTarget is the target of the last error page.
	errTarget string
	// pos is the page's reading position: Show puts it at the top.
	pos Position
}

func (s *fakeScreen) Loading(target string) { s.events = append(s.events, "loading "+target) }

func (s *fakeScreen) Show(doc *Document, anchor string) {
	s.events = append(s.events, "show "+doc.Source)
	s.shown, s.anchor, s.err, s.errTarget = doc, anchor, nil, ""
	s.pos = Position{}
}

func (s *fakeScreen) Position() Position { return s.pos }

func (s *fakeScreen) ScrollTo(p Position) {
	s.events = append(s.events, fmt.Sprintf("scroll %d/%.2f", p.Block, p.Frac))
	s.pos = p
}

func (s *fakeScreen) ShowError(target string, err error) {
	s.events = append(s.events, "error "+target)
	s.shown, s.anchor, s.err, s.errTarget = nil, "", err, target
}

func (s *fakeScreen) HistoryChanged() { s.events = append(s.events, "history") }
func (s *fakeScreen) RecentChanged()  { s.events = append(s.events, "recent") }

// take returns the events so far and forgets them.
func (s *fakeScreen) take() string {
	e := strings.Join(s.events, "; ")
	s.events = nil
	return e
}

// fakeLoader serves documents from a map; a target with a gate waits for
// it to close (or for the load to be canceled). A target it does not hold
// is a missing file.
type fakeLoader struct {
	mu    sync.Mutex
	pages map[string]*Document
	gates map[string]chan struct{}
	calls []string
}

func newFakeLoader(docs ...*Document) *fakeLoader {
	l := &fakeLoader{pages: map[string]*Document{}, gates: map[string]chan struct{}{}}
	for _, d := range docs {
		l.pages[d.Source] = d
	}
	return l
}

func (l *fakeLoader) Load(ctx context.Context, target string) (*Document, error) {
	l.mu.Lock()
	l.calls = append(l.calls, target)
	gate := l.gates[target]
	l.mu.Unlock()
	if gate != nil {
		select {
		case <-gate:
		case <-ctx.Done():
			return nil, &LoadError{Kind: KindCanceled, Target: target, Err: ctx.Err()}
		}
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	d, ok := l.pages[target]
	if !ok {
		return nil, &LoadError{Kind: KindNotFound, Target: target}
	}
	c := *d // the session may set Root on what it gets
	return &c, nil
}

// hold makes loads of target wait until the returned function is called.
func (l *fakeLoader) hold(target string) (release func()) {
	g := make(chan struct{})
	l.mu.Lock()
	l.gates[target] = g
	l.mu.Unlock()
	return func() {
		l.mu.Lock()
		delete(l.gates, target)
		l.mu.Unlock()
		close(g)
	}
}

func (l *fakeLoader) remove(target string) {
	l.mu.Lock()
	delete(l.pages, target)
	l.mu.Unlock()
}

func (l *fakeLoader) callCount() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.calls)
}

// harness is a Session with its screen, loader and UI queue.
type harness struct {
	*Session
	t      *testing.T
	screen *fakeScreen
	loader *fakeLoader
	ui     chan func()
}

func newHarness(t *testing.T, l *fakeLoader, opts ...SessionOption) *harness {
	h := &harness{t: t, screen: &fakeScreen{}, loader: l, ui: make(chan func())}
	do := func(f func()) {
		done := make(chan struct{})
		h.ui <- func() { f(); close(done) }
		<-done
	}
	h.Session = NewSession(l, h.screen, do, opts...)
	t.Cleanup(func() { h.Cancel(); h.settle() })
	return h
}

// settle runs the results loads hand to the UI goroutine until no load is
// in flight.
func (h *harness) settle() {
	idle := make(chan struct{})
	go func() { h.WaitIdle(); close(idle) }()
	for {
		select {
		case f := <-h.ui:
			f()
		case <-idle:
			return
		}
	}
}

// open opens target and waits for its result.
func (h *harness) open(target string) {
	h.Open(target)
	h.settle()
}

// wantShown fails unless the screen shows the document from source.
func (h *harness) wantShown(source string) {
	h.t.Helper()
	if h.screen.shown == nil || h.screen.shown.Source != source {
		h.t.Fatalf("shown %s, want %s (error: %v)", describe(h.screen.shown), source, h.screen.err)
	}
	if h.Document() != h.screen.shown {
		h.t.Fatalf("session's document %s differs from the screen's", describe(h.Document()))
	}
}

func describe(d *Document) string {
	if d == nil {
		return "nothing"
	}
	return fmt.Sprintf("%q (%s)", d.Source, d.Mode)
}

func localDoc(path, md string) *Document {
	return &Document{Source: path, Dir: filepath.Dir(path), Mode: ModeLocalFile, Markdown: md}
}
