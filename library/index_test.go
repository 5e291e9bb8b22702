package library

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// seed saves three pages of two sites.
func seed(t *testing.T, l *Library) {
	t.Helper()
	ctx := context.Background()
	pages := []Page{
		{Source: "https://sun.example/p", Title: "Solar panels on a roof", Site: "Sun", Date: "2024-05-01",
			Markdown: "Photovoltaic modules turn sunlight into electricity. " + strings.Repeat("word ", 500)},
		{Source: "https://sun.example/w", Title: "Wind turbines", Site: "Sun", Date: "2025-01-01",
			Markdown: "Turbines and a note on solar farms nearby.", Tags: []string{"energy"}},
		{Source: "https://cook.example/b", Title: "Bread", Site: "Cook", Date: "2023-01-01",
			Markdown: "Flour, water, salt. Bake at 250 °C; the crust turns golden (or «doré»)."},
	}
	for _, p := range pages {
		if _, err := l.Save(ctx, p); err != nil {
			t.Fatal(err)
		}
	}
}

func TestSearchRanksAndHighlights(t *testing.T) {
	l := openTest(t, t.TempDir())
	seed(t, l)
	hits, err := l.Search(context.Background(), "solar", SearchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(hits) != 2 || hits[0].Title != "Solar panels on a roof" {
		t.Fatalf("hits = %+v, want the title match first of 2", hits)
	}
	if !strings.Contains(hits[1].Snippet, "**solar**") {
		t.Errorf("snippet %q does not mark the match", hits[1].Snippet)
	}
	for q, n := range map[string]int{
		"sol":              2, // prefix while typing
		"photovolt":        1, // beyond the prefix indexes' 2 and 3 characters
		"wind turbi":       1,
		"turbi wind":       0, // only the last word is a prefix
		"sol ":             0, // a finished word is whole
		"DORE":             1, // case and diacritics folded
		"solar AND bread":  0, // AND is a word, not an operator
		"\"unbalanced":     0,
		"NEAR(solar":       0,
		"-solar":           2,
		"crust golden":     1,
		"sun.example wind": 1, // the site's folder is searchable
		"energy":           1, // tags
		"*":                0,
	} {
		hits, err := l.Search(context.Background(), q, SearchOptions{})
		if err != nil || len(hits) != n {
			t.Errorf("Search(%q) = %d hits (%v), want %d", q, len(hits), err, n)
		}
	}
	hits, _ = l.Search(context.Background(), "solar", SearchOptions{ListOptions: ListOptions{Tag: "energy"}, Open: "<", Close: ">"})
	if len(hits) != 1 || !strings.Contains(hits[0].Snippet, "<solar>") {
		t.Errorf("filtered search = %+v", hits)
	}
}

func TestListSortsAndFilters(t *testing.T) {
	l := openTest(t, t.TempDir())
	seed(t, l)
	ctx := context.Background()
	titles := func(o ListOptions) string {
		es, err := l.List(ctx, o)
		if err != nil {
			t.Fatal(err)
		}
		var s []string
		for _, e := range es {
			s = append(s, e.Title)
		}
		return strings.Join(s, "|")
	}
	for _, c := range []struct {
		o    ListOptions
		want string
	}{
		{ListOptions{Sort: ByTitle}, "Bread|Solar panels on a roof|Wind turbines"},
		{ListOptions{Sort: ByTitle, Reverse: true}, "Wind turbines|Solar panels on a roof|Bread"},
		{ListOptions{Sort: ByDate}, "Wind turbines|Solar panels on a roof|Bread"},
		{ListOptions{Sort: ByReadingTime}, "Wind turbines|Bread|Solar panels on a roof"},
		{ListOptions{Sort: ByTitle, Site: "Cook"}, "Bread"},
		{ListOptions{Sort: ByTitle, Site: "sun.example"}, "Solar panels on a roof|Wind turbines"},
		{ListOptions{Sort: ByTitle, Tag: "energy"}, "Wind turbines"},
		{ListOptions{Sort: ByTitle, Tag: "%"}, ""},
		{ListOptions{Sort: ByTitle, Limit: 1, Offset: 1}, "Solar panels on a roof"},
	} {
		if got := titles(c.o); got != c.want {
			t.Errorf("List(%+v) = %q, want %q", c.o, got, c.want)
		}
	}
	es, _ := l.List(ctx, ListOptions{Sort: ByTitle})
	if _, err := l.SetRead(ctx, es[0].Path, true); err != nil {
		t.Fatal(err)
	}
	if got := titles(ListOptions{Sort: ByTitle, State: Unread}); got != "Solar panels on a roof|Wind turbines" {
		t.Errorf("unread = %q", got)
	}
	if got := titles(ListOptions{State: Read}); got != "Bread" {
		t.Errorf("read = %q", got)
	}
	if es[1].ReadingTime() != 3*time.Minute || es[1].Words != 506 {
		t.Errorf("reading time of %d words = %v", es[1].Words, es[1].ReadingTime())
	}
}

func TestSyncFollowsFolder(t *testing.T) {
	dir := t.TempDir()
	l := openTest(t, dir)
	seed(t, l)
	ctx := context.Background()
	os.MkdirAll(filepath.Join(dir, "notes"), 0o755)
	os.WriteFile(filepath.Join(dir, "notes", "mine.md"), []byte("# My own note\n\nabout kites\n"), 0o644)
	es, _ := l.List(ctx, ListOptions{Sort: ByTitle})
	os.Remove(filepath.Join(dir, es[0].Path)) // Bread deleted outside
	edited := filepath.Join(dir, es[1].Path)  // Solar: edited outside
	os.WriteFile(edited, []byte("---\ntitle: Renamed\n---\nnow about zeppelins\n"), 0o644)
	os.Chtimes(edited, time.Now().Add(time.Hour), time.Now().Add(time.Hour))
	rep, err := l.Sync(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Added != 1 || rep.Updated != 1 || rep.Removed != 1 {
		t.Errorf("sync = %+v, want 1 added, 1 updated, 1 removed", rep)
	}
	for q, title := range map[string]string{"kites": "My own note", "zeppelins": "Renamed"} {
		hits, _ := l.Search(ctx, q, SearchOptions{})
		if len(hits) != 1 || hits[0].Title != title {
			t.Errorf("Search(%q) = %+v, want %q", q, hits, title)
		}
	}
	if hits, _ := l.Search(ctx, "flour", SearchOptions{}); len(hits) != 0 {
		t.Error("a deleted file is still found")
	}
}

func TestIndexRebuiltWhenCorruptOrForeign(t *testing.T) {
	for name, damage := range map[string]func(path string){
		"garbage":   func(p string) { os.WriteFile(p, []byte(strings.Repeat("not a database ", 500)), 0o644) },
		"missing":   func(p string) { os.Remove(p) },
		"truncated": func(p string) { os.Truncate(p, 1000) },
		"version": func(p string) {
			l, _ := Open(context.Background(), filepath.Dir(filepath.Dir(p)))
			l.db.Exec("PRAGMA user_version = 99")
			l.Close()
		},
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			l, err := Open(context.Background(), dir)
			if err != nil {
				t.Fatal(err)
			}
			seed(t, l)
			l.Close()
			db := filepath.Join(dir, indexDir, indexName)
			os.Remove(db + "-wal")
			os.Remove(db + "-shm")
			damage(db)
			l = openTest(t, dir)
			if hits, err := l.Search(context.Background(), "solar", SearchOptions{}); err != nil || len(hits) != 2 {
				t.Errorf("after %s: %d hits (%v), want 2", name, len(hits), err)
			}
		})
	}
}

func TestTwoLibrariesOneFolder(t *testing.T) {
	dir := t.TempDir()
	a, b := openTest(t, dir), openTest(t, dir)
	var wg sync.WaitGroup
	errs := make(chan error, 40)
	for i := 0; i < 20; i++ {
		for _, l := range []*Library{a, b} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := l.Save(context.Background(), Page{Source: fmt.Sprintf("https://ex.com/%d/%p", i, l), Markdown: "text", Title: "Same title"})
				errs <- err
			}()
		}
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "ex.com", "*.md"))
	if len(files) != 40 {
		t.Errorf("%d files, want 40", len(files))
	}
	a.Sync(context.Background())
	if es, _ := b.List(context.Background(), ListOptions{}); len(es) != 40 {
		t.Errorf("%d indexed, want 40", len(es))
	}
}

// A Sync that finds nothing changed writes nothing, so that it does not
// wait for (or hold) the write lock another window's save holds.
func TestSyncWithNothingToDoTakesNoLock(t *testing.T) {
	dir := t.TempDir()
	l := openTest(t, dir)
	seed(t, l)
	other, err := sql.Open("sqlite", "file:"+filepath.Join(dir, indexDir, indexName)+"?_pragma=busy_timeout(0)")
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	ctx := context.Background()
	conn, err := other.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "BEGIN IMMEDIATE"); err != nil {
		t.Fatal(err)
	}
	defer conn.ExecContext(ctx, "ROLLBACK")
	// The lock would be waited for up to the busy timeout (10 s), then
	// fail: the deadline comes first.
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if rep, err := l.Sync(ctx); err != nil || rep.Added+rep.Updated+rep.Removed != 0 {
		t.Errorf("Sync = %+v, %v; want nothing to do and no error", rep, err)
	}
}

func TestSpecialFilesSkipped(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, "fifo.md"), 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	os.Symlink("/dev/zero", filepath.Join(dir, "zero.md"))
	done := make(chan error, 1)
	go func() {
		l, err := Open(context.Background(), dir)
		if err == nil {
			l.Close()
		}
		done <- err
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Open hangs on a FIFO or a device")
	}
}

func TestWatchSeesOutsideChanges(t *testing.T) {
	dir := t.TempDir()
	l := openTest(t, dir)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	got := make(chan SyncReport, 4)
	go l.Watch(ctx, func(r SyncReport) { got <- r })
	time.Sleep(100 * time.Millisecond)
	os.MkdirAll(filepath.Join(dir, "new.example"), 0o755)
	time.Sleep(100 * time.Millisecond)
	os.WriteFile(filepath.Join(dir, "new.example", "x.md"), []byte("# X\n\nquokka\n"), 0o644)
	select {
	case r := <-got:
		if r.Added != 1 {
			t.Errorf("report %+v", r)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no sync after a file was added")
	}
	if hits, _ := l.Search(ctx, "quokka", SearchOptions{}); len(hits) != 1 {
		t.Error("the new file is not searchable")
	}
}
