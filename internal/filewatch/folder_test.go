package filewatch

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// calls records WatchFolder's calls and lets a test wait for the next.
type calls struct {
	mu  sync.Mutex
	got [][]string
	ch  chan struct{}
}

func (c *calls) call(names []string) {
	c.mu.Lock()
	c.got = append(c.got, names)
	c.mu.Unlock()
	c.ch <- struct{}{}
}

// next waits for a call and returns its names.
func (c *calls) next(t *testing.T, what string) []string {
	t.Helper()
	select {
	case <-c.ch:
	case <-time.After(waitFor):
		t.Fatalf("%s: no call within %v", what, waitFor)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.got[len(c.got)-1]
}

func watchFolder(t *testing.T, dir string) *calls {
	t.Helper()
	c := &calls{ch: make(chan struct{}, 100)}
	yaml := func(name string) bool { return strings.HasSuffix(name, ".yaml") }
	w, err := WatchFolder(dir, yaml, testDelay, c.call)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	return c
}

// A burst of saves of matching files is one call naming each once, in
// order; other files are not followed.
func TestFolderNamesTheFiles(t *testing.T) {
	dir := t.TempDir()
	c := watchFolder(t, dir)
	write(t, filepath.Join(dir, "notes.txt"), "x")
	write(t, filepath.Join(dir, "b.yaml"), "1")
	write(t, filepath.Join(dir, "a.yaml"), "1")
	write(t, filepath.Join(dir, "b.yaml"), "2")
	// A loaded machine may split the burst: gather until both are named.
	var got []string
	for len(got) < 2 {
		names := c.next(t, "saves")
		if !slices.IsSorted(names) || slices.Contains(names, "notes.txt") {
			t.Fatalf("names %q: want *.yaml only, in order", names)
		}
		for _, n := range names {
			if !slices.Contains(got, n) {
				got = append(got, n)
			}
		}
	}
	if slices.Sort(got); !slices.Equal(got, []string{"a.yaml", "b.yaml"}) {
		t.Errorf("names %q, want [a.yaml b.yaml]", got)
	}
	if err := os.Remove(filepath.Join(dir, "a.yaml")); err != nil {
		t.Fatal(err)
	}
	if got := c.next(t, "removal"); !slices.Equal(got, []string{"a.yaml"}) {
		t.Errorf("names %q, want [a.yaml]", got)
	}
}

// A missing folder is followed from its parent: its creation is a call for
// the whole folder, and its files are followed after it.
func TestFolderAppears(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "rules")
	c := watchFolder(t, dir)
	if _, err := os.Stat(dir); err == nil {
		t.Fatal("WatchFolder created the folder")
	}
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if got := c.next(t, "the folder appears"); got != nil {
		t.Errorf("names %q, want nil (the whole folder)", got)
	}
	write(t, filepath.Join(dir, "site.yaml"), "x")
	if got := c.next(t, "a file in the new folder"); !slices.Equal(got, []string{"site.yaml"}) {
		t.Errorf("names %q, want [site.yaml]", got)
	}
}

func TestFolderAndParentMissing(t *testing.T) {
	_, err := WatchFolder(filepath.Join(t.TempDir(), "gone", "rules"), func(string) bool { return true }, 0, func([]string) {})
	if !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("err = %v, want one that wraps fs.ErrNotExist", err)
	}
}
