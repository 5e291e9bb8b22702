package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Leaving a document remembers where the reader was; coming back (Back,
// or a new Session on the same file: a restart) scrolls there.
func TestPositionRememberedAcrossDocumentsAndRestarts(t *testing.T) {
	store := filepath.Join(t.TempDir(), "positions.json")
	l := newFakeLoader(localDoc("/n/a.md", "# A"), localDoc("/n/b.md", "# B"))
	h := newHarness(t, l, WithPositions(OpenPositions(store)), WithLiveReload(-1))
	h.open("/n/a.md")
	h.screen.pos = Position{Block: 9, Frac: 0.5} // the reader scrolls
	h.open("/n/b.md")
	if h.screen.pos != (Position{}) {
		t.Errorf("b.md opened at %+v, want its top", h.screen.pos)
	}
	h.screen.take()
	h.Back()
	h.settle()
	if h.screen.pos != (Position{Block: 9, Frac: 0.5}) {
		t.Errorf("Back to a.md: at %+v, want block 9 at 0.5 (events: %s)", h.screen.pos, h.screen.take())
	}
	h.screen.pos = Position{Block: 4}
	h.Close()

	h2 := newHarness(t, l, WithPositions(OpenPositions(store)), WithLiveReload(-1))
	h2.open("/n/a.md")
	if h2.screen.pos != (Position{Block: 4}) {
		t.Errorf("after a restart a.md opened at %+v, want block 4", h2.screen.pos)
	}
}

// Reload keeps the place; a link to a heading goes to the heading.
func TestReloadKeepsPlaceAnchorWins(t *testing.T) {
	l := newFakeLoader(localDoc("/n/a.md", "# A"), localDoc("/n/b.md", "# B"))
	h := newHarness(t, l, WithLiveReload(-1))
	h.open("/n/a.md")
	h.screen.pos = Position{Block: 3, Frac: 0.1}
	h.Reload()
	h.settle()
	if h.screen.pos != (Position{Block: 3, Frac: 0.1}) {
		t.Errorf("after Reload at %+v, want block 3 at 0.1", h.screen.pos)
	}
	h.open("/n/b.md")
	h.screen.pos = Position{Block: 7}
	h.open("/n/a.md")
	h.Follow("b.md#usage")
	h.settle()
	h.wantShown("/n/b.md")
	if h.screen.anchor != "usage" || h.screen.pos != (Position{}) {
		t.Errorf("a link to b.md#usage showed anchor %q at %+v, want the heading", h.screen.anchor, h.screen.pos)
	}
}

// Bundled documents are not remembered.
func TestBuiltinsNotRemembered(t *testing.T) {
	p := OpenPositions("")
	h := newHarness(t, newFakeLoader(localDoc("/n/a.md", "x")), WithPositions(p), WithLiveReload(-1),
		WithBuiltins(func(string) (string, bool) { return "# Help", true }))
	h.open("folio:help")
	h.screen.pos = Position{Block: 2}
	h.open("/n/a.md")
	if _, ok := p.Get("folio:help"); ok {
		t.Error("the help's position was remembered")
	}
}

// liveHarness runs a Session over the real loader on a real file.
func liveHarness(t *testing.T, md string) (*harness, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "notes.md")
	writeText(t, path, md)
	h := &harness{t: t, screen: &fakeScreen{}, ui: make(chan func(), 16)}
	do := func(f func()) {
		done := make(chan struct{})
		h.ui <- func() { f(); close(done) }
		<-done
	}
	h.Session = NewSession(NewLoader(), h.screen, do, WithLiveReload(30*time.Millisecond))
	t.Cleanup(func() { h.Close(); h.settle() })
	h.open(path)
	h.wantShown(path)
	return h, path
}

func writeText(t *testing.T, path, s string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

// until runs what loads hand to the UI goroutine until cond holds.
func (h *harness) until(what string, cond func() bool) {
	h.t.Helper()
	deadline := time.After(5 * time.Second)
	for !cond() {
		select {
		case f := <-h.ui:
			f()
		case <-time.After(10 * time.Millisecond):
		case <-deadline:
			h.t.Fatalf("%s: not within 5 s (events: %s)", what, h.screen.take())
		}
	}
}

// drain runs what reaches the UI goroutine for d.
func (h *harness) drain(d time.Duration) {
	end := time.After(d)
	for {
		select {
		case f := <-h.ui:
			f()
		case <-end:
			return
		}
	}
}

func TestLiveReloadKeepsThePlace(t *testing.T) {
	h, path := liveHarness(t, "# Notes\n\nfirst version\n")
	h.screen.pos = Position{Block: 1, Frac: 0.5}
	h.screen.take()
	writeText(t, path, "# Notes\n\nsecond version\n")
	h.until("the edit shown", func() bool { return strings.Contains(h.Document().Markdown, "second version") })
	h.wantShown(path)
	if h.screen.pos != (Position{Block: 1, Frac: 0.5}) {
		t.Errorf("after the live reload at %+v, want block 1 at 0.5", h.screen.pos)
	}
	if ev := h.screen.take(); strings.Contains(ev, "loading") || strings.Contains(ev, "history") {
		t.Errorf("a live reload behaves like a navigation: %s", ev)
	}
}

// An editor's atomic save (a temporary file renamed over the original).
func TestLiveReloadAfterAtomicSave(t *testing.T) {
	h, path := liveHarness(t, "# Notes\n\none\n")
	tmp := filepath.Join(filepath.Dir(path), ".notes.md.tmp")
	writeText(t, tmp, "# Notes\n\ntwo\n")
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
	h.until("the renamed file shown", func() bool { return strings.Contains(h.Document().Markdown, "two") })
}

// A touch (no change) shows nothing new; a removed file keeps the page;
// the file written again comes back.
func TestLiveReloadQuietCases(t *testing.T) {
	h, path := liveHarness(t, "# Notes\n\nsame\n")
	shown := h.Document()
	now := time.Now().Add(time.Minute)
	os.Chtimes(path, now, now)
	writeText(t, path, "# Notes\n\nsame\n")
	h.drain(300 * time.Millisecond)
	if h.Document() != shown {
		t.Error("an unchanged file was shown again")
	}
	os.Remove(path)
	h.drain(300 * time.Millisecond)
	if h.Document() != shown || h.screen.err != nil {
		t.Errorf("a removed file replaced the page (error %v)", h.screen.err)
	}
	writeText(t, path, "# Notes\n\nback\n")
	h.until("the file written again", func() bool { return strings.Contains(h.Document().Markdown, "back") })
}

// Another document shown stops the watch on the first.
func TestLiveReloadFollowsOnlyTheDocumentShown(t *testing.T) {
	h, path := liveHarness(t, "# Notes\n")
	other := filepath.Join(filepath.Dir(path), "other.md")
	writeText(t, other, "# Other\n")
	h.open(other)
	h.wantShown(other)
	writeText(t, path, "# Notes, edited\n")
	h.drain(300 * time.Millisecond)
	h.wantShown(other)
	writeText(t, other, "# Other, edited\n")
	h.until("the other file's edit", func() bool { return strings.Contains(h.Document().Markdown, "Other, edited") })
}
