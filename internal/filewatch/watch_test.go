package filewatch

import (
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"
)

// testDelay keeps the tests fast, yet longer than a loaded machine (CI
// beside other builds) takes between two steps of one save; waitFor
// allows that machine too.
const (
	testDelay = 100 * time.Millisecond
	waitFor   = 5 * time.Second
)

// counter counts calls and lets a test wait for the next one.
type counter struct {
	n  atomic.Int32
	ch chan struct{}
}

func newCounter() *counter { return &counter{ch: make(chan struct{}, 100)} }

func (c *counter) call() { c.n.Add(1); c.ch <- struct{}{} }

func (c *counter) wait(t *testing.T, what string) {
	t.Helper()
	select {
	case <-c.ch:
	case <-time.After(waitFor):
		t.Fatalf("%s: no call within %v", what, waitFor)
	}
}

// quiet fails when a call comes within d.
func (c *counter) quiet(t *testing.T, d time.Duration, what string) {
	t.Helper()
	select {
	case <-c.ch:
		t.Fatalf("%s: unexpected call", what)
	case <-time.After(d):
	}
}

func write(t *testing.T, path, s string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

func watch(t *testing.T, path string) *counter {
	t.Helper()
	c := newCounter()
	w, err := Watch(path, testDelay, c.call)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	return c
}

// Every way editors save ends in one call.
func TestEverySaveIsSeen(t *testing.T) {
	saves := map[string]func(t *testing.T, path string){
		"in place": func(t *testing.T, path string) { write(t, path, "in place") },
		"temporary file renamed over it": func(t *testing.T, path string) {
			tmp := filepath.Join(filepath.Dir(path), ".notes.md.swp")
			write(t, tmp, "atomic")
			if err := os.Rename(tmp, path); err != nil {
				t.Fatal(err)
			}
		},
		"moved away, written anew": func(t *testing.T, path string) {
			if err := os.Rename(path, path+"~"); err != nil {
				t.Fatal(err)
			}
			write(t, path, "new file")
			os.Remove(path + "~")
		},
		"removed, then created": func(t *testing.T, path string) {
			os.Remove(path)
			write(t, path, "again")
		},
	}
	for name, save := range saves {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "notes.md")
			write(t, path, "first")
			c := watch(t, path)
			save(t, path)
			c.wait(t, name)
			c.quiet(t, 2*testDelay, name+": one save, one call")
			save(t, path) // the watch survives the save
			c.wait(t, name+", the second time")
		})
	}
}

// A burst of writes is one call, after the file is quiet. (A machine
// that stalls for longer than the delay between two writes may split the
// burst once; without the quiet time every write would be a call.)
func TestBurstIsOneCall(t *testing.T) {
	path := filepath.Join(t.TempDir(), "notes.md")
	write(t, path, "0")
	c := newCounter()
	w, err := Watch(path, 3*testDelay, c.call)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	for i := range 6 {
		write(t, path, string(rune('a'+i)))
		time.Sleep(testDelay / 5)
	}
	c.wait(t, "burst")
	time.Sleep(6 * testDelay)
	if n := c.n.Load(); n > 2 {
		t.Errorf("%d calls for a burst of 6 writes, want 1", n)
	}
}

// Other files of the folder do not count.
func TestOtherFilesIgnored(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "notes.md")
	write(t, path, "x")
	c := watch(t, path)
	write(t, filepath.Join(dir, "other.md"), "y")
	write(t, filepath.Join(dir, "notes.md.bak"), "y")
	c.quiet(t, 3*testDelay, "another file")
}

// A symlink's target is followed where it lives.
func TestSymlinkTarget(t *testing.T) {
	real := filepath.Join(t.TempDir(), "real.md")
	write(t, real, "x")
	link := filepath.Join(t.TempDir(), "link.md")
	if err := os.Symlink(real, link); err != nil {
		t.Skip("no symlinks here:", err)
	}
	c := watch(t, link)
	write(t, real, "changed")
	c.wait(t, "the target's edit")
}

// No call after Close, even for an edit just before it.
func TestNoCallAfterClose(t *testing.T) {
	path := filepath.Join(t.TempDir(), "notes.md")
	write(t, path, "x")
	c := newCounter()
	w, err := Watch(path, testDelay, c.call)
	if err != nil {
		t.Fatal(err)
	}
	write(t, path, "y")
	time.Sleep(testDelay / 4)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	// A loaded machine may stretch the sleep past the delay, so that the
	// call comes before Close: only calls after it count.
	before := c.n.Load()
	time.Sleep(2 * testDelay)
	if after := c.n.Load(); after != before {
		t.Fatalf("%d calls after Close", after-before)
	}
}

func TestMissingFolder(t *testing.T) {
	if _, err := Watch(filepath.Join(t.TempDir(), "gone", "notes.md"), 0, func() {}); err == nil {
		t.Fatal("Watch in a missing folder: no error")
	}
}
