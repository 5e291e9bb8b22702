package app

import (
	"strings"
	"time"

	"folio/internal/filewatch"
)

// placeState is what a Session keeps of the reader's place: the positions
// remembered across restarts and the watch on the local file shown.
type placeState struct {
	positions *Positions
	delay     time.Duration // quiet time before a live reload; < 0: none
	watch     *filewatch.Watcher
	watchPath string
}

// WithPositions remembers reading positions in p (OpenPositions), so that
// a document opens where the reader left it, also after a restart.
// Without it they are remembered while the Session lives.
func WithPositions(p *Positions) SessionOption {
	return func(s *Session) {
		if p != nil {
			s.place.positions = p
		}
	}
}

// WithLiveReload sets how long a local file shown must be left alone after
// a change before it is shown again (filewatch.DefaultDelay without this
// option); a negative delay turns live reload off.
func WithLiveReload(delay time.Duration) SessionOption {
	return func(s *Session) { s.place.delay = delay }
}

// Positions returns where the Session remembers reading positions.
func (s *Session) Positions() *Positions { return s.place.positions }

// Close remembers the reading position of the document shown and stops
// following its file. Call it when the window closes, on the UI goroutine.
func (s *Session) Close() {
	s.Cancel()
	s.leave()
	s.unfollow()
}

// leave remembers the reading position of the document shown, which is
// about to be replaced.
func (s *Session) leave() {
	if s.doc != nil && remembered(s.doc) {
		s.place.positions.Set(s.doc.Source, s.screen.Position())
	}
}

// restore scrolls the document just shown to keep, when it is the same
// document shown again, or else to where the reader left it last time.
func (s *Session) restore(doc *Document, keep *Position) {
	pos, ok := Position{}, false
	switch {
	case keep != nil:
		pos, ok = *keep, true
	case remembered(doc):
		pos, ok = s.place.positions.Get(doc.Source)
	}
	if ok && !pos.IsTop() {
		s.screen.ScrollTo(pos)
	}
}

// remembered reports whether doc's reading position is worth keeping: a
// file or a web page, not a bundled document.
func remembered(doc *Document) bool {
	return doc.Source != "" && !strings.HasPrefix(doc.Source, BuiltinScheme)
}
