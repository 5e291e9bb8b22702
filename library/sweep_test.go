package library

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// TestSyncDeletesStaleTemps leaves the temporary files a killed write
// would (beside a page, in its _files folder) and checks that Sync deletes
// those over an hour old and keeps younger ones, which a write in another
// process may still be renaming, and the user's own files.
func TestSyncDeletesStaleTemps(t *testing.T) {
	dir := t.TempDir()
	l := openTest(t, dir)
	ctx := context.Background()
	e, err := l.Save(ctx, Page{Source: "https://port.example/a", Title: "Harbour", Markdown: "Boats.", Snapshot: []byte("<p>Boats.</p>"), SnapshotType: "text/html"})
	if err != nil {
		t.Fatal(err)
	}
	site := filepath.Dir(l.abs(e.Path))
	files := strings.TrimSuffix(l.abs(e.Path), ".md") + filesSuffix
	old := time.Now().Add(-2 * time.Hour)
	leave := func(path string, mtime time.Time) {
		t.Helper()
		if err := os.WriteFile(path, []byte("half a"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(path, mtime, mtime); err != nil {
			t.Fatal(err)
		}
	}
	staleMD := filepath.Join(site, ".harbour.md.2915887123.tmp")
	staleSnap := filepath.Join(files, ".source.html.gz.118273.tmp")
	fresh := filepath.Join(site, ".harbour.md.77.tmp")
	mine := filepath.Join(site, ".notes.tmp") // not a name the writer makes
	leave(staleMD, old)
	leave(staleSnap, old)
	leave(fresh, time.Now().Add(-time.Minute))
	leave(mine, old)

	now := time.Now()
	l2 := openTest(t, dir, withClock(func() time.Time { return now }))
	// Open's own Sync sweeps the site folders, not the _files folders.
	for p, gone := range map[string]bool{staleMD: true, staleSnap: false, fresh: false, mine: false} {
		if _, err := os.Stat(p); os.IsNotExist(err) != gone {
			t.Errorf("after Open: %s gone = %v, want %v", p, !gone, gone)
		}
	}
	rel := func(p string) string {
		r, _ := filepath.Rel(dir, p)
		return filepath.ToSlash(r)
	}
	// The first Sync after sweeps the _files folders too.
	rep, err := l2.Sync(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(rep.Temps, ","); got != rel(staleSnap) {
		t.Errorf("Temps = %v, want [%s]", rep.Temps, rel(staleSnap))
	}
	for _, p := range []string{fresh, mine, l.abs(e.Path), filepath.Join(files, "source.html.gz")} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s: %v", p, err)
		}
	}
	// Within the hour, Sync sweeps the folders it walks anyway, not the
	// _files folders again.
	leave(staleMD, old)
	leave(staleSnap, old)
	if rep, err = l2.Sync(ctx); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(rep.Temps, ","); got != rel(staleMD) {
		t.Errorf("Temps = %v, want [%s]", rep.Temps, rel(staleMD))
	}
	if _, err := os.Stat(staleSnap); err != nil {
		t.Errorf("_files swept twice within the hour: %v", err)
	}
	// An hour on, the _files folders are swept again.
	now = now.Add(time.Hour)
	if rep, err = l2.Sync(ctx); err != nil {
		t.Fatal(err)
	}
	sort.Strings(rep.Temps)
	if len(rep.Temps) != 2 || rep.Temps[0] != rel(fresh) || rep.Temps[1] != rel(staleSnap) {
		t.Errorf("an hour later Temps = %v, want the fresh one (now old) and the snapshot's", rep.Temps)
	}
	if _, err := os.Stat(mine); err != nil {
		t.Errorf("%s: %v", mine, err)
	}
}
