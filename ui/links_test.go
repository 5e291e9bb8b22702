package ui

import (
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"folio/app"
)

func TestLinkDialogs(t *testing.T) {
	var opened []string
	w := newTestWindow(t, testLoader{}, WithOpener(func(u *url.URL) error {
		opened = append(opened, u.String())
		return nil
	}))
	u, _ := url.Parse("https://example.com/")
	w.sess.Show(&app.Document{Mode: app.ModeConverted, URL: u, Markdown: "# Top\n"})
	w.followLink("mailto:someone@example.com")
	if !w.DialogOpen() || len(opened) != 0 {
		t.Fatal("mailto must ask before opening")
	}
	w.TypeKey(fyne.KeyEscape)
	if w.DialogOpen() || len(opened) != 0 {
		t.Fatal("Esc must close the confirmation without opening")
	}
	w.followLink("/files/setup.exe")
	if !w.DialogOpen() {
		t.Error("a refused link must say why")
	}
	w.Escape()
	w.followLink("#top") // an anchor that exists scrolls without a dialog
	if w.DialogOpen() {
		t.Error("anchor opened a dialog")
	}
}

func TestDropAndRecentMenu(t *testing.T) {
	dir, path := writeSample(t)
	w := newTestWindow(t, testLoader{})
	txt := filepath.Join(dir, "data.bin")
	if err := os.WriteFile(txt, []byte{0}, 0o644); err != nil {
		t.Fatal(err)
	}
	w.dropped(fyne.Position{}, []fyne.URI{storage.NewFileURI(txt), storage.NewFileURI(path)})
	w.WaitIdle()
	if w.StatusMode() != app.ModeLocalFile || w.Document().Source != path {
		t.Fatalf("drop did not open the .md file: %+v", w.Document())
	}
	items := w.menu.recent.ChildMenu.Items
	if len(items) != 3 || !strings.HasSuffix(items[0].Label, "guide.md") || items[2].Label != "Clear Recent" {
		t.Fatalf("recent menu = %v", items)
	}
	w.sess.Show(&app.Document{Mode: app.ModeBuiltin, Markdown: "x"})
	items[0].Action()
	w.WaitIdle()
	if w.Document().Source != path {
		t.Error("recent item does not reopen the file")
	}
}

func TestResolveImage(t *testing.T) {
	web, _ := url.Parse("https://example.com/blog/post")
	webDoc := &app.Document{URL: web}
	fileDoc := &app.Document{Source: "/notes/a.md", Dir: "/notes"}
	cases := []struct {
		doc       *app.Document
		src, want string
	}{
		{webDoc, "img/a.png", "https://example.com/blog/img/a.png"},
		{webDoc, "/logo.svg", "https://example.com/logo.svg"},
		{webDoc, "file:///etc/passwd", ""},
		{fileDoc, "pics/b.jpg", "/notes/pics/b.jpg"},
		{fileDoc, "../secret.png", ""},
		{fileDoc, "https://cdn.example/c.png", "https://cdn.example/c.png"},
		{nil, "x.png", ""},
	}
	for _, c := range cases {
		if got := resolveImage(c.doc, c.src); got != c.want {
			t.Errorf("resolveImage(%q) = %q, want %q", c.src, got, c.want)
		}
	}
}

// A tree of notes: a link into a subfolder and back up with ../ stays
// inside the folder the reader started in, and Recent records the file's
// absolute path.
func TestLocalLinksKeepTheirRoot(t *testing.T) {
	dir := t.TempDir()
	must(t, os.MkdirAll(filepath.Join(dir, "guide"), 0o755))
	must(t, os.WriteFile(filepath.Join(dir, "index.md"), []byte("# Index\n\n[Guide](guide/intro.md)\n"), 0o644))
	must(t, os.WriteFile(filepath.Join(dir, "guide", "intro.md"), []byte("# Intro\n\n[Back](../other.md)\n"), 0o644))
	must(t, os.WriteFile(filepath.Join(dir, "other.md"), []byte("# Other\n\nHello.\n"), 0o644))
	w := newTestWindow(t, app.NewLoader())
	w.Open(filepath.Join(dir, "index.md"))
	w.WaitIdle()
	w.followLink("guide/intro.md")
	w.WaitIdle()
	w.followLink("../other.md")
	w.WaitIdle()
	if w.DialogOpen() || !strings.Contains(w.Markdown(), "# Other") {
		t.Fatalf("../ link from a subfolder was not followed; page:\n%s", w.Markdown())
	}
	w.followLink("../../outside.md")
	if !w.DialogOpen() {
		t.Error("a link out of the starting folder must be refused")
	}
	if items := w.sess.RecentItems(); len(items) == 0 || !filepath.IsAbs(items[0]) {
		t.Errorf("recent items = %v, want absolute paths", items)
	}
}
