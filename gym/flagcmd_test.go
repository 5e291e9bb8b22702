package gym

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"folio/gym/entry"
)

func TestFlagCommand(t *testing.T) {
	dir := t.TempDir()
	page := filepath.Join(dir, "p.html")
	writeFile(t, page, "<html><body><p>Flag me please, the menu leaked.</p></body></html>")
	var out, errb bytes.Buffer
	code := Command([]string{"flag", page, "--url", "https://x.org/p", "--note", "menu", "--dir", dir + "/gym"}, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	md, err := os.ReadFile(filepath.Join(strings.TrimSpace(out.String()), "output.md"))
	if err != nil || !strings.Contains(string(md), "Flag me please") {
		t.Fatalf("output.md = %q, %v", md, err)
	}
	t.Setenv(entry.FlagDirEnv, dir+"/gym")
	if entry.DefaultFlagDir() != dir+"/gym" {
		t.Fatal("FOLIO_GYM_DIR is not honoured")
	}
	// A half-written entry left by a crash is passed over, not an error.
	writeFile(t, dir+"/gym/.flag-123/entry.yaml", "id: broken\n")
	for _, args := range [][]string{{"run", "--flagged"}, {"run"}} {
		out.Reset()
		if code := Command(args, &out, &errb); code != 0 || !strings.Contains(out.String(), "unsorted") ||
			!strings.Contains(out.String(), "pages=1 ") {
			t.Fatalf("%v: exit %d\n%s%s", args, code, out.String(), errb.String())
		}
	}
}

func TestRunWithoutFlaggedPages(t *testing.T) {
	t.Setenv(entry.FlagDirEnv, filepath.Join(t.TempDir(), "none"))
	var out, errb bytes.Buffer
	if code := Command([]string{"run"}, &out, &errb); code != 1 || !strings.Contains(errb.String(), "no flagged pages in") {
		t.Fatalf("run with nothing flagged: exit %d, stderr %q", code, errb.String())
	}
	// Beside a corpus, --flagged with nothing flagged only says so.
	errb.Reset()
	code := Command([]string{"run", "testdata/corpus", "--flagged"}, &out, &errb)
	if code != 0 || !strings.Contains(errb.String(), "no flagged pages in") {
		t.Fatalf("run CORPUS --flagged: exit %d, stderr %q", code, errb.String())
	}
}

// TestFlagKeepsContentType flags a page whose charset is given only by the
// HTTP header: the entry keeps the header, so a run decodes the snapshot
// as the reader did and the Cyrillic anchor survives.
func TestFlagKeepsContentType(t *testing.T) {
	// "Привет, мир. Это страница в кодировке windows-1251." in windows-1251.
	text := []byte{0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2, 0x2c, 0x20, 0xec, 0xe8, 0xf0, 0x2e}
	page := append([]byte("<html><body><article><h1>Test</h1><p>"), text...)
	page = append(page, []byte(" Some more words so that the paragraph counts as content for the extractor.</p></article></body></html>")...)
	dir := t.TempDir()
	path, err := entry.SaveFlag(dir, entry.FlagInput{URL: "https://x.org/ru", HTML: page, ContentType: "text/html; charset=windows-1251"})
	if err != nil {
		t.Fatal(err)
	}
	e, err := entry.ReadEntry(path)
	if err != nil || e.ContentType != "text/html; charset=windows-1251" {
		t.Fatalf("entry: %+v, %v", e, err)
	}
	// The expectation a user would write once the entry exists.
	yaml, _ := os.ReadFile(filepath.Join(path, entry.EntryFile))
	yaml = bytes.Replace(yaml, []byte("anchors:\n"), []byte("anchors:\n  - Привет, мир\n"), 1)
	writeFile(t, filepath.Join(path, entry.EntryFile), string(yaml))
	rs, err := Run([]string{dir}, RunOptions{})
	if err != nil || len(rs) != 1 || rs[0].Anchors.Passed != 1 {
		t.Fatalf("run: %v %+v", err, rs)
	}
}

// TestFlaggedEntriesRun flags two pages and runs them: until their
// expectations are filled in, the summary and the report say that their
// score means nothing.
func TestFlaggedEntriesRun(t *testing.T) {
	dir := t.TempDir()
	in := entry.FlagInput{
		URL:    "https://www.example.org/Blog/2025/why-x?ref=rss",
		HTML:   []byte(`<html><body><nav>Menu</nav><article><h1>Why X</h1><p>Because of Y, mostly.</p></article></body></html>`),
		Output: "Menu\n\n# Why X\n",
		Note:   "menu kept: \"Menu\"\nsecond line",
	}
	for range 2 {
		if _, err := entry.SaveFlag(dir, in); err != nil {
			t.Fatal(err)
		}
	}
	rs, err := Run([]string{dir}, RunOptions{})
	if err != nil || len(rs) != 2 || rs[0].Score != 1 || rs[0].Note != in.Note {
		t.Fatalf("run: %v %+v", err, rs)
	}
	if !rs[0].Unlabelled() {
		t.Fatal("a fresh flag is not reported as unlabelled")
	}
	var sum, page bytes.Buffer
	WriteSummary(&sum, rs)
	if !strings.Contains(sum.String(), "2 page(s) have no expectations yet") {
		t.Fatalf("summary:\n%s", sum.String())
	}
	if err := WriteHTMLReport(&page, rs, ReportOptions{}); err != nil || !strings.Contains(page.String(), "Waiting for expectations") ||
		!strings.Contains(page.String(), "menu kept: &#34;Menu&#34;") {
		t.Fatalf("report: %v", err)
	}
}

func TestLabelledEntriesAreNotWaiting(t *testing.T) {
	rs, err := Run([]string{projectCorpus}, RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if u := unlabelled(rs); len(u) != 0 {
		t.Fatalf("project entries reported as unlabelled: %v", u)
	}
	var sum bytes.Buffer
	WriteSummary(&sum, rs)
	if strings.Contains(sum.String(), "no expectations yet") {
		t.Fatalf("summary:\n%s", sum.String())
	}
}
