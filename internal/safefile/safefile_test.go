package safefile

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

func TestWriteRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	for _, content := range []string{"first", "second, longer", ""} {
		if err := Write(path, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		got, err := Read(path, 100)
		if err != nil || string(got) != content {
			t.Fatalf("Read = %q, %v; want %q", got, err, content)
		}
	}
	if fi, _ := os.Stat(path); runtime.GOOS != "windows" && fi.Mode().Perm() != 0o600 {
		t.Errorf("mode = %v, want 0600", fi.Mode().Perm())
	}
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".*.tmp"))
	if len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
	if _, err := Read(path+"-missing", 100); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: err = %v", err)
	}
}

// IsTemp knows the names writeTemp makes, and no others.
func TestIsTemp(t *testing.T) {
	dir := t.TempDir()
	for _, base := range []string{"page.md", "source.html.gz", "a", ".hidden"} {
		tmp, err := writeTemp(filepath.Join(dir, base), []byte("x"), 0o644)
		if err != nil {
			t.Fatal(err)
		}
		if !IsTemp(filepath.Base(tmp)) {
			t.Errorf("IsTemp(%q) = false for writeTemp's own name", filepath.Base(tmp))
		}
	}
	for _, name := range []string{"page.md", ".tmp", "..tmp", ".page.md.tmp", ".page.md..tmp",
		"page.md.123.tmp", ".page.md.12a.tmp", ".page.md.123.tmp~", ".123.tmp"} {
		if IsTemp(name) {
			t.Errorf("IsTemp(%q) = true", name)
		}
	}
}

func TestCreateNeverReplaces(t *testing.T) {
	path := filepath.Join(t.TempDir(), "page.md")
	if err := Create(path, []byte("one"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Create(path, []byte("two"), 0o644); !errors.Is(err, os.ErrExist) {
		t.Fatalf("second Create: err = %v, want ErrExist", err)
	}
	if got, _ := Read(path, 0); string(got) != "one" {
		t.Errorf("content = %q", got)
	}
}

// Read refuses what is not a regular file before it can hang (a FIFO) or
// flood memory (a symlink to /dev/zero), and caps the bytes.
func TestReadRefuses(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big")
	os.WriteFile(big, bytes.Repeat([]byte("x"), 1000), 0o644)
	if _, err := Read(big, 999); !errors.Is(err, ErrTooLarge) {
		t.Errorf("over the cap: err = %v", err)
	}
	if _, err := Read(dir, 0); !errors.Is(err, ErrNotRegular) {
		t.Errorf("folder: err = %v", err)
	}
	if runtime.GOOS == "windows" {
		return
	}
	zero := filepath.Join(dir, "zero")
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	if _, err := Read(zero, 1<<20); !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), "device") {
		t.Errorf("symlink to /dev/zero: err = %v", err)
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no mkfifo:", err)
	}
	done := make(chan error, 1)
	go func() { _, err := Read(fifo, 100); done <- err }()
	select {
	case err := <-done:
		if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), "FIFO") {
			t.Errorf("FIFO: err = %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("reading a FIFO hangs")
	}
}

// Twenty concurrent read-change-write cycles keep all twenty changes.
func TestUpdateSerialises(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rules.txt")
	var wg sync.WaitGroup
	for i := 0; i < 20; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := Update(path, 1<<20, 0o644, func(old []byte) ([]byte, error) {
				time.Sleep(time.Millisecond) // widen the window a lost update needs
				return append(old, fmt.Sprintf("rule %d\n", i)...), nil
			})
			if err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	got, _ := Read(path, 0)
	if n := strings.Count(string(got), "\n"); n != 20 {
		t.Fatalf("%d of 20 updates kept:\n%s", n, got)
	}
}

// A writer killed with SIGKILL at random moments never leaves a torn or
// empty file: each read sees a complete version, and versions only grow.
// 100 kills take about 20 s: FOLIO_KILL_LOOP=100 runs them, CI runs 10.
func TestKillLoop(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGKILL")
	}
	if path := os.Getenv("SAFEFILE_WRITER"); path != "" {
		writer(path) // the child: never returns
	}
	rounds := 10
	if n, err := strconv.Atoi(os.Getenv("FOLIO_KILL_LOOP")); err == nil {
		rounds = n
	}
	path := filepath.Join(t.TempDir(), "preferences.json")
	last := 0
	for i := 0; i < rounds; i++ {
		cmd := exec.Command(os.Args[0], "-test.run=^TestKillLoop$")
		cmd.Env = append(os.Environ(), "SAFEFILE_WRITER="+path)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(20+i%7*13) * time.Millisecond)
		cmd.Process.Kill()
		cmd.Wait()
		data, err := Read(path, 0)
		if errors.Is(err, os.ErrNotExist) && last == 0 {
			continue // killed before its first write
		}
		if err != nil {
			t.Fatalf("round %d: %v", i, err)
		}
		n, ok := version(data)
		if !ok || n < last {
			t.Fatalf("round %d: torn or older file (version %d after %d): %.80q", i, n, last, data)
		}
		last = n
	}
	if last == 0 {
		t.Fatal("the writer never wrote")
	}
}

// writer rewrites path forever, each version one larger, its body padded
// so that a torn write would show.
func writer(path string) {
	for {
		Update(path, 1<<20, 0o644, func(old []byte) ([]byte, error) {
			n, _ := version(old)
			return []byte(fmt.Sprintf("%d\n%s\nend\n", n+1, strings.Repeat("x", 64<<10))), nil
		})
	}
}

// version reads a writer file: its number, and whether it is whole.
func version(data []byte) (int, bool) {
	first, rest, ok := strings.Cut(string(data), "\n")
	if !ok || !strings.HasSuffix(rest, "\nend\n") || len(rest) != 64<<10+5 {
		return 0, false
	}
	n, err := strconv.Atoi(first)
	return n, err == nil
}
