package app

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"
	"time"
)

func TestFileStore(t *testing.T) {
	path := filepath.Join(t.TempDir(), "folio", "settings.json")
	old := NewMemoryStore()
	old.SetString(KeyTheme, ThemeDark)
	old.SetString("unrelated", "x")
	s := OpenFileStore(path, old)
	if s.String(KeyTheme) != ThemeDark || s.String("unrelated") != "" {
		t.Fatalf("seeded: theme %q, unrelated %q", s.String(KeyTheme), s.String("unrelated"))
	}
	s.SetString(KeyZoom, "1.5")
	// A second window's store sees the first one's keys, and keeps them.
	other := OpenFileStore(path, nil)
	other.SetString(KeyWindowW, "800")
	s.SetString(KeyZoom, "2")
	again := OpenFileStore(path, nil)
	for k, want := range map[string]string{KeyTheme: ThemeDark, KeyZoom: "2", KeyWindowW: "800"} {
		if got := again.String(k); got != want {
			t.Errorf("%s = %q, want %q", k, got, want)
		}
	}
	if err := again.Err(); err != nil {
		t.Error(err)
	}
}

// A damaged file or one that is not a regular file starts an empty store
// with an error, never a hang or a crash.
func TestFileStoreBadFile(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte("{not json"), 0o600)
	if s := OpenFileStore(bad, nil); s.Err() == nil || s.String(KeyTheme) != "" {
		t.Errorf("damaged file: err %v", s.Err())
	}
	if runtime.GOOS == "windows" {
		return
	}
	zero := filepath.Join(dir, "zero.json")
	os.Symlink("/dev/zero", zero)
	done := make(chan *FileStore, 1)
	go func() { done <- OpenFileStore(zero, nil) }()
	select {
	case s := <-done:
		if s.Err() == nil {
			t.Error("symlink to /dev/zero: no error")
		}
	case <-time.After(5 * time.Second):
		t.Fatal("reading a symlink to /dev/zero does not end")
	}
}

// Killing the reader while it saves settings and recent items never
// empties or tears the file, nor loses what was saved: after each kill -9
// the file parses, its counter never goes back, and recent items once
// saved stay. FOLIO_KILL_LOOP=100 runs 100 kills.
func TestFileStoreKillLoop(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGKILL")
	}
	if path := os.Getenv("FILESTORE_WRITER"); path != "" {
		s := OpenFileStore(path, nil)
		r := NewRecent(s)
		start, _ := strconv.Atoi(s.String(KeyZoom))
		for i := start + 1; ; i++ {
			s.SetString(KeyZoom, strconv.Itoa(i))
			r.Add(fmt.Sprintf("https://example.com/%d", i))
		}
	}
	rounds := 10
	if n, err := strconv.Atoi(os.Getenv("FOLIO_KILL_LOOP")); err == nil {
		rounds = n
	}
	path := filepath.Join(t.TempDir(), "settings.json")
	last, zoom, recent := -1, -1, 0
	for i := 0; i < rounds; i++ {
		cmd := exec.Command(os.Args[0], "-test.run=^TestFileStoreKillLoop$")
		cmd.Env = append(os.Environ(), "FILESTORE_WRITER="+path)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// On a loaded machine the writer may take a while to start: wait
		// for its first write (up to 20 s) so the kill lands mid-writing.
		for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
			if _, err := os.Stat(path); err == nil {
				break
			}
		}
		time.Sleep(time.Duration(30+i%5*17) * time.Millisecond)
		cmd.Process.Kill()
		cmd.Wait()
		data, err := os.ReadFile(path)
		if os.IsNotExist(err) && last < 0 {
			continue
		}
		var m map[string]string
		if err != nil || json.Unmarshal(data, &m) != nil {
			t.Fatalf("round %d: settings lost or torn: %v %.80q", i, err, data)
		}
		var items []string
		json.Unmarshal([]byte(m[RecentKey]), &items)
		z, err := strconv.Atoi(m[KeyZoom])
		if err != nil || z < zoom || len(items) < min(recent, MaxRecent) {
			t.Fatalf("round %d: settings went back (zoom %d after %d, %d recent items after %d)", i, z, zoom, len(items), recent)
		}
		last, zoom, recent = i, z, len(items)
	}
	if last < 0 {
		t.Fatal("the writer never wrote")
	}
}
