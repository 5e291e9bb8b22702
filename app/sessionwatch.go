package app

import (
	"bytes"
	"path/filepath"

	"folio/internal/filewatch"
)

// follow watches doc's file when it is a local one, so that an edit saved
// by any editor shows at once (live reload); anything else stops the
// watch. A file that cannot be watched is still shown, without live
// reload.
func (s *Session) follow(doc *Document) {
	path := ""
	if doc.URL == nil && doc.Dir != "" && filepath.IsAbs(doc.Source) {
		path = doc.Source
	}
	if path == s.place.watchPath && s.place.watch != nil {
		return
	}
	s.unfollow()
	if path == "" || s.place.delay < 0 {
		return
	}
	w, err := filewatch.Watch(path, s.place.delay, func() {
		// Not on the watcher's goroutine: Close waits for that one, and
		// the UI goroutine may be the one closing.
		go s.do(func() { s.changedOnDisk(path) })
	})
	if err != nil {
		return
	}
	s.place.watch, s.place.watchPath = w, path
}

// unfollow stops watching the file shown, if any.
func (s *Session) unfollow() {
	if s.place.watch != nil {
		s.place.watch.Close()
	}
	s.place.watch, s.place.watchPath = nil, ""
}

// changedOnDisk loads the file at path again after it changed, if it is
// still the document shown and nothing else is loading.
func (s *Session) changedOnDisk(path string) {
	if s.doc == nil || s.doc.Source != path || s.place.watchPath != path || s.Loading() {
		return
	}
	ctx, gen := s.beginLoad()
	go func() {
		defer s.load.busy.Done()
		doc, err := s.loader.Load(ctx, path)
		s.do(func() { s.finishLive(gen, doc, err) })
	}()
}

// finishLive shows a live reload's result in place of the same document,
// at the same reading position. A file caught half-written, removed or
// unreadable keeps the page as it was (the next save reloads it), and an
// unchanged file (touched, or saved without an edit) is not shown again.
func (s *Session) finishLive(gen int, doc *Document, err error) {
	s.load.mu.Lock()
	current := gen == s.load.gen
	if current {
		s.load.cancel = nil
	}
	s.load.mu.Unlock()
	if !current || err != nil || doc == nil || s.doc == nil || doc.Source != s.doc.Source {
		return
	}
	if bytes.Equal(doc.Raw, s.doc.Raw) && doc.Markdown == s.doc.Markdown {
		return
	}
	doc.Root = s.doc.Root // links keep the tree they were followed in
	s.present(doc)
}
