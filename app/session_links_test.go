package app

import (
	"net/url"
	"os"
	"path/filepath"
	"testing"
)

// TestSessionFollowKeepsTheLinkRoot follows links down into a subfolder and
// back up: the first document's folder stays the root, so "../" works, but
// nothing may leave it.
func TestSessionFollowKeepsTheLinkRoot(t *testing.T) {
	root := t.TempDir()
	index := filepath.Join(root, "index.md")
	guide := filepath.Join(root, "sub", "guide.md")
	h := newHarness(t, newFakeLoader(localDoc(index, "# Index\n"), localDoc(guide, "# Guide\n")))
	h.open(index)
	lt := h.Follow("sub/guide.md#setup")
	if lt.Kind != LinkInApp || lt.Target != guide {
		t.Fatalf("follow = %+v", lt)
	}
	h.settle()
	h.wantShown(guide)
	if h.screen.anchor != "setup" || h.Document().Root != root {
		t.Fatalf("anchor %q, root %q", h.screen.anchor, h.Document().Root)
	}
	if lt := h.Follow("../index.md"); lt.Kind != LinkInApp {
		t.Fatalf("back up to the root: %+v", lt)
	}
	h.settle()
	h.wantShown(index)
	if h.screen.anchor != "" {
		t.Fatalf("the last anchor stuck: %q", h.screen.anchor)
	}
	if lt := h.Follow("../outside.md"); lt.Kind != LinkRefused {
		t.Fatalf("leaving the root: %+v", lt)
	}
	if !h.CanBack() {
		t.Fatal("followed links are not in the history")
	}
}

// TestSessionFollowLeavesTheRestToTheWindow: anchors, external and refused
// links load nothing; the window scrolls, asks or explains.
func TestSessionFollowLeavesTheRestToTheWindow(t *testing.T) {
	p := filepath.Join(t.TempDir(), "p.md")
	h := newHarness(t, newFakeLoader(localDoc(p, "# P\n")))
	h.open(p)
	n := h.loader.callCount()
	for href, want := range map[string]LinkKind{
		"#setup":               LinkAnchor,
		"mailto:a@example.org": LinkExternal,
		"javascript:alert(1)":  LinkRefused,
		"../../etc/passwd.md":  LinkRefused,
	} {
		if lt := h.Follow(href); lt.Kind != want {
			t.Errorf("%s: %+v, want kind %d", href, lt, want)
		}
	}
	h.settle()
	if h.loader.callCount() != n {
		t.Fatal("a link the window handles loaded something")
	}
}

// TestSessionStubSelfLinkMeansTheBrowser: on a needs-JavaScript stub, the
// "Open in browser" link to the page itself goes to the system browser,
// not round again into Folio.
func TestSessionStubSelfLinkMeansTheBrowser(t *testing.T) {
	final, _ := url.Parse("https://example.org/app/")
	stub := &Document{Source: "https://example.org/app", URL: final, Mode: ModeNeedsJS, Markdown: "[Open in browser](https://example.org/app/)"}
	h := newHarness(t, newFakeLoader(stub))
	h.open(stub.Source)
	n := h.loader.callCount()
	for _, href := range []string{"https://example.org/app/", "https://example.org/app"} {
		if lt := h.Follow(href); lt.Kind != LinkExternal || lt.Target != final.String() || lt.Confirm {
			t.Fatalf("%s: %+v", href, lt)
		}
	}
	if lt := h.Follow("https://example.org/other"); lt.Kind != LinkInApp {
		t.Fatalf("another page: %+v", lt)
	}
	h.settle()
	if h.loader.callCount() != n+1 {
		t.Fatalf("loads = %d, want %d", h.loader.callCount(), n+1)
	}
}

// TestSessionOnRealLoader opens a file through the real Loader: the
// recent item is the absolute path, however the file was named.
func TestSessionOnRealLoader(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "note.md")
	if err := os.WriteFile(p, []byte("# Note\n\nText.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	scr := &fakeScreen{}
	s := NewSession(NewLoader(), scr, func(f func()) { f() })
	s.Open("file://" + filepath.ToSlash(p))
	s.WaitIdle()
	if scr.shown == nil || scr.shown.Mode != ModeLocalFile || s.RecentItems()[0] != p {
		t.Fatalf("shown %s, recent %v, error %v", describe(scr.shown), s.RecentItems(), scr.err)
	}
}
