package app

import (
	"context"
	"errors"
	"net/url"
	"path/filepath"
	"slices"
	"testing"
)

func TestSessionOpenBackForwardReload(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.md"), filepath.Join(dir, "b.md")
	h := newHarness(t, newFakeLoader(localDoc(a, "# A\n"), localDoc(b, "# B\n")))
	if h.CanBack() || h.CanForward() {
		t.Fatal("a new session can go back or forward")
	}
	h.open("  " + a + " ")
	h.wantShown(a)
	if got := h.screen.take(); got != "history; loading "+a+"; recent; show "+a {
		t.Fatalf("events: %s", got)
	}
	h.open(b)
	h.wantShown(b)
	if !h.CanBack() || h.CanForward() {
		t.Fatal("after two pages: want Back only")
	}
	h.Back()
	h.settle()
	h.wantShown(a)
	if h.CanBack() || !h.CanForward() {
		t.Fatal("after Back: want Forward only")
	}
	h.Forward()
	h.settle()
	h.wantShown(b)
	h.screen.take()
	h.Reload()
	h.settle()
	h.wantShown(b)
	if got := h.screen.take(); got != "loading "+b+"; recent; show "+b {
		t.Fatalf("a reload touches the history: %s", got)
	}
	if h.Target() != b || !slices.Equal(h.RecentItems(), []string{b, a}) {
		t.Fatalf("target %q, recent %v", h.Target(), h.RecentItems())
	}
	// Back at the start of the history opens nothing.
	h.Back()
	h.settle()
	n := h.loader.callCount()
	h.Back()
	h.settle()
	if h.loader.callCount() != n {
		t.Fatal("Back at the first entry loaded something")
	}
}

func TestSessionNewerLoadSupersedesOlder(t *testing.T) {
	dir := t.TempDir()
	slow, fast := filepath.Join(dir, "slow.md"), filepath.Join(dir, "fast.md")
	l := newFakeLoader(localDoc(slow, "slow"), localDoc(fast, "fast"))
	release := l.hold(slow)
	h := newHarness(t, l)
	h.Open(slow)
	if !h.Loading() {
		t.Fatal("a held load is not in flight")
	}
	h.open(fast) // cancels the slow load, whose canceled result is dropped
	release()
	h.wantShown(fast)
	if h.screen.err != nil || h.Loading() {
		t.Fatalf("the superseded load showed %v (loading %v)", h.screen.err, h.Loading())
	}
	if !slices.Equal(h.RecentItems(), []string{fast}) {
		t.Fatalf("recent = %v", h.RecentItems())
	}
}

func TestSessionCancelThenReloadRetries(t *testing.T) {
	p := filepath.Join(t.TempDir(), "p.md")
	l := newFakeLoader(localDoc(p, "# P\n"))
	release := l.hold(p)
	h := newHarness(t, l)
	h.Open(p)
	if !h.Cancel() {
		t.Fatal("Cancel found no load")
	}
	h.settle()
	if KindOf(h.screen.err) != KindCanceled || h.screen.errTarget != p || h.Document() != nil {
		t.Fatalf("after Cancel: error %v for %q, document %s", h.screen.err, h.screen.errTarget, describe(h.Document()))
	}
	if h.Cancel() {
		t.Fatal("Cancel with nothing in flight reported a load")
	}
	release()
	h.Reload()
	h.settle()
	h.wantShown(p)
}

func TestSessionMissingFileLeavesRecent(t *testing.T) {
	p := filepath.Join(t.TempDir(), "gone.md")
	l := newFakeLoader(localDoc(p, "# Soon gone\n"))
	h := newHarness(t, l)
	h.open(p)
	l.remove(p)
	h.screen.take()
	h.Reload()
	h.settle()
	if KindOf(h.screen.err) != KindNotFound || len(h.RecentItems()) != 0 {
		t.Fatalf("error %v, recent %v", h.screen.err, h.RecentItems())
	}
	if got := h.screen.take(); got != "loading "+p+"; recent; error "+p {
		t.Fatalf("events: %s", got)
	}
	h.ClearRecent()
	if got := h.screen.take(); got != "recent" {
		t.Fatalf("ClearRecent: %s", got)
	}
}

func TestSessionLoaderReturningNothing(t *testing.T) {
	h := newHarness(t, newFakeLoader())
	h.Session.loader = nothingLoader{}
	h.open("x.md")
	if !errors.Is(h.screen.err, errNoDocument) {
		t.Fatalf("error = %v", h.screen.err)
	}
}

func TestSessionRecentPersists(t *testing.T) {
	p := filepath.Join(t.TempDir(), "p.md")
	store := NewMemoryStore()
	h := newHarness(t, newFakeLoader(localDoc(p, "p")), WithRecent(store))
	h.open(p)
	again := newHarness(t, newFakeLoader(), WithRecent(store))
	if !slices.Equal(again.RecentItems(), []string{p}) {
		t.Fatalf("a new session's recent items: %v", again.RecentItems())
	}
}

func TestSessionBuiltins(t *testing.T) {
	builtins := func(name string) (string, bool) {
		if name == "welcome" {
			return "# Welcome\n", true
		}
		return "", false
	}
	h := newHarness(t, newFakeLoader(), WithBuiltins(builtins))
	h.Open("folio:welcome") // shown at once, without a load
	h.wantShown("folio:welcome")
	d := h.Document()
	if d.Mode != ModeBuiltin || d.Title != "Welcome" || h.Loading() || h.loader.callCount() != 0 {
		t.Fatalf("builtin: %+v, loading %v, loads %d", d, h.Loading(), h.loader.callCount())
	}
	if len(h.RecentItems()) != 0 || !slices.Contains(h.screen.events, "history") {
		t.Fatalf("a bundled page is in the history, not in recent: %v", h.RecentItems())
	}
	h.open("folio:nope") // not bundled: the loader says what it is
	if h.loader.callCount() != 1 || h.screen.err == nil {
		t.Fatalf("folio:nope: loads %d, error %v", h.loader.callCount(), h.screen.err)
	}
}

func TestSessionShowSupersedesLoad(t *testing.T) {
	p := filepath.Join(t.TempDir(), "p.md")
	l := newFakeLoader(localDoc(p, "p"))
	release := l.hold(p)
	h := newHarness(t, l)
	h.Open(p)
	made := &Document{Source: "made", Mode: ModeConverted, Markdown: "# Made\n"}
	h.Show(made)
	release()
	h.settle()
	h.wantShown("made")
}

// nothingLoader returns neither a document nor an error.
type nothingLoader struct{}

func (nothingLoader) Load(context.Context, string) (*Document, error) { return nil, nil }

func TestSessionBrowserURL(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "p.md")
	page, _ := url.Parse("https://example.org/final")
	l := newFakeLoader(localDoc(p, "p"), &Document{Source: "https://example.org/a", URL: page, Mode: ModeConverted})
	h := newHarness(t, l)
	if _, ok := h.BrowserURL(); ok {
		t.Fatal("nothing shown, yet a browser URL")
	}
	h.open("https://example.org/a")
	if u, ok := h.BrowserURL(); !ok || u.String() != "https://example.org/final" {
		t.Fatalf("web page: %v %v (want the address after redirects)", u, ok)
	}
	h.open(p)
	if u, ok := h.BrowserURL(); !ok || u.Scheme != "file" || u.Path != p {
		t.Fatalf("local file: %v %v", u, ok)
	}
	h.open("https://example.org/missing") // an error page for a web address
	if u, ok := h.BrowserURL(); !ok || u.String() != "https://example.org/missing" {
		t.Fatalf("error page: %v %v", u, ok)
	}
}
