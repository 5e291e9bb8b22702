package entry

import (
	"bytes"
	"path/filepath"
	"testing"
	"time"
)

func TestSaveFlagMakesARunnableEntry(t *testing.T) {
	dir := t.TempDir()
	in := FlagInput{
		URL:    "https://www.example.org/Blog/2025/why-x?ref=rss",
		HTML:   []byte(`<html><body><nav>Menu</nav><article><h1>Why X</h1><p>Because of Y, mostly.</p></article></body></html>`),
		Output: "Menu\n\n# Why X\n",
		Note:   "menu kept: \"Menu\"\nsecond line",
		Time:   time.Date(2026, 11, 21, 20, 0, 0, 0, time.UTC),
	}
	path, err := SaveFlag(dir, in)
	if err != nil {
		t.Fatal(err)
	}
	if got := filepath.Base(path); got != "20261121-200000-example-org-blog-2025-why-x" {
		t.Fatalf("entry folder = %q", got)
	}
	e, err := ReadEntry(path)
	if err != nil {
		t.Fatal(err)
	}
	if e.URL != in.URL || e.Note != in.Note || e.Category != "unsorted" || e.Output != "output.md" {
		t.Fatalf("entry = %+v", e)
	}
	if html, _ := e.HTML(); !bytes.Equal(html, in.HTML) {
		t.Fatal("page snapshot differs")
	}
	// A second flag of the same page at the same second gets its own folder.
	path2, err := SaveFlag(dir, in)
	if err != nil || path2 != path+"-2" {
		t.Fatalf("second flag: %q, %v", path2, err)
	}
	// No temporary folder is left behind, and a run picks the entries up.
	if m, _ := filepath.Glob(filepath.Join(dir, ".flag-*")); len(m) != 0 {
		t.Fatalf("left behind: %v", m)
	}
}

func TestSaveFlagRejects(t *testing.T) {
	for _, in := range []FlagInput{
		{URL: "file:///etc/passwd", HTML: []byte("x")},
		{URL: "https://x.org/", HTML: nil},
		{URL: "https://x.org/", HTML: []byte("x"), Category: "Not One"},
	} {
		if _, err := SaveFlag(t.TempDir(), in); err == nil {
			t.Errorf("%+v: no error", in)
		}
	}
}
