package library

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// upper is a stand-in extractor: the snapshot's text, upper-cased when
// the page says "shout", and an error for "broken".
func upper(_ context.Context, snap []byte, ctype, source string) (Page, error) {
	s := string(snap)
	if strings.Contains(s, "broken") {
		return Page{}, errors.New("cannot convert")
	}
	if strings.Contains(s, "shout") {
		s = strings.ToUpper(s)
	}
	return Page{Markdown: s, Title: "From extractor", Author: "New Author"}, nil
}

func TestReExtract(t *testing.T) {
	dir := t.TempDir()
	l := openTest(t, dir)
	ctx := context.Background()
	save := func(src, snap string) Entry {
		e, err := l.Save(ctx, Page{Source: src, Title: src[len(src)-1:], Markdown: snap, Snapshot: []byte(snap), SnapshotType: "text/html"})
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	same := save("https://ex.com/a", "quiet words")
	changed := save("https://ex.com/b", "shout these words")
	edited := save("https://ex.com/c", "shout but edited")
	broken := save("https://ex.com/d", "broken page")
	if _, err := l.Save(ctx, Page{Source: "/tmp/local.md", Markdown: "no snapshot"}); err != nil {
		t.Fatal(err)
	}
	if _, err := l.SetTags(ctx, changed.Path, []string{"mine"}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, edited.Path)
	data, _ := os.ReadFile(path)
	os.WriteFile(path, []byte(strings.Replace(string(data), "shout but edited", "my own words", 1)), 0o644)
	if _, err := l.Sync(ctx); err != nil { // as Watch would
		t.Fatal(err)
	}

	before, _ := os.ReadFile(filepath.Join(dir, changed.Path))
	dry, err := l.ReExtract(ctx, upper, true)
	if err != nil {
		t.Fatal(err)
	}
	if after, _ := os.ReadFile(filepath.Join(dir, changed.Path)); string(after) != string(before) {
		t.Error("a dry run wrote a file")
	}
	rep, err := l.ReExtract(ctx, upper, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range []ReExtractReport{dry, rep} {
		if len(r.Changed) != 1 || r.Changed[0].Path != changed.Path || r.Unchanged != 1 ||
			strings.Join(r.Edited, ",") != edited.Path || r.NoSnapshot != 1 || len(r.Failed) != 1 || r.Failed[broken.Path] == "" {
			t.Errorf("report = %+v", r)
		}
	}
	e, body, _ := l.Get(ctx, changed.Path)
	if body != "SHOUT THESE WORDS\n" || strings.Join(e.Tags, ",") != "mine" || e.Title != "b" || e.Author != "New Author" {
		t.Errorf("re-extracted entry = %+v %q", e.Meta, body)
	}
	// The index follows (in a batch of its own): no file is stale to Sync,
	// and the entry's new author is listed.
	if sr, err := l.Sync(ctx); err != nil || sr.Added+sr.Updated+sr.Removed != 0 {
		t.Errorf("Sync after ReExtract = %+v, %v; want the index up to date", sr, err)
	}
	if es, _ := l.List(ctx, ListOptions{}); !hasAuthor(es, changed.Path, "New Author") {
		t.Errorf("index lists %+v, want %s by New Author", es, changed.Path)
	}
	if _, body, _ := l.Get(ctx, edited.Path); !strings.Contains(body, "my own words") {
		t.Error("a person's edit was overwritten")
	}
	if again, _ := l.ReExtract(ctx, upper, false); len(again.Changed) != 0 || again.Unchanged != 2 {
		t.Errorf("second run = %+v, want nothing changed", again)
	}
	_ = same
}

func hasAuthor(es []Entry, path, author string) bool {
	for _, e := range es {
		if e.Path == path {
			return e.Author == author
		}
	}
	return false
}
