package app

import (
	"context"
	"strings"

	"folio/internal/filewatch"
)

// BuiltinScheme prefixes the bundled documents a Session opens itself:
// "folio:welcome", "folio:help".
const BuiltinScheme = "folio:"

// DocumentLoader loads a path or URL into a Document; *Loader satisfies
// it. Load is called off the UI goroutine and must honour ctx.
type DocumentLoader interface {
	Load(ctx context.Context, target string) (*Document, error)
}

// Renderer is a DocumentLoader that can also load a page through a
// browser that runs its scripts; *Loader satisfies it.
type Renderer interface {
	Render(ctx context.Context, target string) (*Document, error)
	CanRender() bool
}

// Screen is what a Session drives: the reader window. The Session calls it
// on the goroutine that calls the Session's methods (the UI goroutine);
// results of loads reach it through the Session's do function.
type Screen interface {
	// Loading says that target is being loaded.
	Loading(target string)
	// Show puts doc on screen and scrolls to the heading anchor ("" for
	// the top).
	Show(doc *Document, anchor string)
	// ShowError replaces the page with why target could not be loaded.
	ShowError(target string, err error)
	// HistoryChanged says that CanBack or CanForward may have changed.
	HistoryChanged()
	// RecentChanged says that RecentItems changed.
	RecentChanged()
	// Position returns the reading position of the page shown.
	Position() Position
	// ScrollTo scrolls the page shown to pos (after Show).
	ScrollTo(pos Position)
}

// Session is one reader window's navigation: what is shown, what is being
// loaded, the Back/Forward history, the recent items, the folder that
// followed local links may not leave. It owns no widgets: it loads through
// its DocumentLoader and tells its Screen what to show. Call its methods
// on one goroutine (the UI's); a load runs on its own goroutine and hands
// its result back through do, which must run the function on that
// goroutine and wait (fyne.DoAndWait).
type Session struct {
	loader   DocumentLoader
	screen   Screen
	do       func(func())
	builtins func(name string) (markdown string, ok bool)
	hist     *History
	recent   *Recent

	doc    *Document // the document shown; nil on an error page
	target string    // what is shown or being loaded (for Reload)
	// anchor is the heading to scroll to once a followed link loads.
	anchor string
	// linkRoot is the folder a followed local link may not leave: the root
	// of the document it was followed from, passed on to the next one so
	// that ../ links keep working inside a tree of notes.
	linkRoot string
	load     loadState
	// place remembers reading positions and follows the local file shown
	// (sessionplace.go, sessionwatch.go).
	place placeState
}

// SessionOption configures NewSession.
type SessionOption func(*Session)

// WithBuiltins sets how "folio:name" targets are found: builtins returns
// the bundled document's Markdown. Without it, or when it reports false,
// the target goes to the loader (which refuses the scheme).
func WithBuiltins(builtins func(name string) (markdown string, ok bool)) SessionOption {
	return func(s *Session) { s.builtins = builtins }
}

// WithRecent keeps the recent items in store (nil: in memory only).
func WithRecent(store Store) SessionOption {
	return func(s *Session) { s.recent = NewRecent(store) }
}

// NewSession returns a Session that loads through loader and shows on
// screen; do runs a function on the UI goroutine and waits for it. Close
// it when the window closes.
func NewSession(loader DocumentLoader, screen Screen, do func(func()), opts ...SessionOption) *Session {
	s := &Session{loader: loader, screen: screen, do: do, hist: NewHistory()}
	s.place.delay = filewatch.DefaultDelay
	for _, o := range opts {
		o(s)
	}
	if s.recent == nil {
		s.recent = NewRecent(nil)
	}
	if s.place.positions == nil {
		s.place.positions = OpenPositions("")
	}
	return s
}

// Open loads target (a path or URL) and makes it the current history entry.
func (s *Session) Open(target string) { s.start(strings.TrimSpace(target), true) }

// Reload loads the current target again; after an error it retries.
func (s *Session) Reload() {
	if s.target != "" {
		s.start(s.target, false)
	}
}

// CanRender reports whether Render would do anything: the loader renders
// and a web page is shown.
func (s *Session) CanRender() bool {
	r, ok := s.loader.(Renderer)
	return ok && r.CanRender() && s.doc != nil && s.doc.URL != nil
}

// Render loads the current web page again through the renderer (a
// browser), for a page whose content its scripts build.
func (s *Session) Render() {
	if r, ok := s.loader.(Renderer); ok && s.CanRender() {
		s.startWith(s.target, false, r.Render)
	}
}

// Back opens the previous history entry, if any.
func (s *Session) Back() {
	t, ok := s.hist.Back()
	s.screen.HistoryChanged()
	if ok {
		s.start(t, false)
	}
}

// Forward opens the next history entry, if any.
func (s *Session) Forward() {
	t, ok := s.hist.Forward()
	s.screen.HistoryChanged()
	if ok {
		s.start(t, false)
	}
}

// CanBack reports whether Back would open something.
func (s *Session) CanBack() bool { return s.hist.CanBack() }

// CanForward reports whether Forward would open something.
func (s *Session) CanForward() bool { return s.hist.CanForward() }

// Document returns the document shown, or nil (an error page, nothing yet).
func (s *Session) Document() *Document { return s.doc }

// Target returns what is shown or being loaded, as it was opened.
func (s *Session) Target() string { return s.target }

// RecentItems returns the recent files and URLs, newest first.
func (s *Session) RecentItems() []string { return s.recent.Items() }

// ClearRecent empties the recent items.
func (s *Session) ClearRecent() {
	s.recent.Clear()
	s.screen.RecentChanged()
}

// Show puts a document that was not loaded (a page made by the caller)
// on screen as the current one, superseding any load in flight.
func (s *Session) Show(doc *Document) {
	s.supersede()
	s.leave()
	s.present(doc)
}

// start loads target, recording it in the history when visit is set. A
// bundled document is shown at once; anything else loads on a goroutine
// whose result comes back through do.
func (s *Session) start(target string, visit bool) {
	s.startWith(target, visit, s.loader.Load)
}

// startWith is start with the function that loads target.
func (s *Session) startWith(target string, visit bool, load func(context.Context, string) (*Document, error)) {
	if target == "" {
		return
	}
	if visit {
		s.hist.Visit(target)
		s.screen.HistoryChanged()
	}
	s.leave()
	s.target = target
	s.screen.Loading(target)
	if doc, ok := s.builtin(target); ok {
		s.Show(doc)
		return
	}
	ctx, gen := s.beginLoad()
	go func() {
		defer s.load.busy.Done()
		doc, err := load(ctx, target)
		s.do(func() { s.finish(gen, target, doc, err) })
	}()
}

// builtin returns the bundled document target names, if there is one.
func (s *Session) builtin(target string) (*Document, bool) {
	name, ok := strings.CutPrefix(target, BuiltinScheme)
	if !ok || s.builtins == nil {
		return nil, false
	}
	md, ok := s.builtins(name)
	if !ok {
		return nil, false
	}
	return &Document{Source: target, Mode: ModeBuiltin, Markdown: md, Title: builtinTitle(name)}, true
}

// builtinTitle is "Welcome" for "welcome"; "Folio" for no name.
func builtinTitle(name string) string {
	if name == "" {
		return "Folio"
	}
	return strings.ToUpper(name[:1]) + name[1:]
}

// present makes doc the current document and shows it: at the heading a
// followed link pointed at, else where the reader was in it (the place
// kept when the same document is shown again, as on Reload, or the one
// remembered from an earlier visit). A local file is then followed for
// changes.
func (s *Session) present(doc *Document) {
	var keep *Position
	if s.doc != nil && s.doc.Source == doc.Source {
		p := s.screen.Position()
		keep = &p
	}
	s.doc = doc
	anchor := strings.TrimSpace(s.anchor)
	s.anchor = ""
	s.screen.Show(doc, anchor)
	if anchor == "" {
		s.restore(doc, keep)
	}
	s.follow(doc)
}
