package app

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestPositionsSurviveARestart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "folio", "positions.json")
	p := OpenPositions(path)
	p.Set("/notes/a.md", Position{Block: 12, Frac: 0.25})
	p.Set("https://example.com/post", Position{Block: 3})
	if err := p.Err(); err != nil {
		t.Fatal(err)
	}
	q := OpenPositions(path)
	if got, ok := q.Get("/notes/a.md"); !ok || got != (Position{Block: 12, Frac: 0.25}) {
		t.Errorf("after a restart a.md is at %+v (%v), want block 12 at 0.25", got, ok)
	}
	if got, _ := q.Get("https://example.com/post"); got.Block != 3 {
		t.Errorf("the web page is at %+v, want block 3", got)
	}
	if _, ok := q.Get("/notes/other.md"); ok {
		t.Error("a document never read has a position")
	}
	data, _ := os.ReadFile(path)
	if strings.Contains(string(data), "notes") || strings.Contains(string(data), "example.com") {
		t.Errorf("the file names what was read: %s", data)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o600 {
		t.Errorf("positions file mode %v, want 0600", fi.Mode().Perm())
	}
}

func TestPositionAtTheTopIsForgotten(t *testing.T) {
	path := filepath.Join(t.TempDir(), "positions.json")
	p := OpenPositions(path)
	p.Set("/a.md", Position{Block: 4})
	p.Set("/a.md", Position{})
	if _, ok := OpenPositions(path).Get("/a.md"); ok {
		t.Error("a document left at its top is still remembered")
	}
}

// The file never holds more than the limit: the least recently left
// documents go first.
func TestPositionsAreBounded(t *testing.T) {
	path := filepath.Join(t.TempDir(), "positions.json")
	p := OpenPositions(path)
	p.max = 10
	clock := time.Unix(1_700_000_000, 0)
	p.now = func() time.Time { clock = clock.Add(time.Second); return clock }
	for i := range 15 {
		p.Set(filepath.Join("/docs", string(rune('a'+i))+".md"), Position{Block: i + 1})
	}
	var disk map[string]posEntry
	data, _ := os.ReadFile(path)
	if err := json.Unmarshal(data, &disk); err != nil {
		t.Fatal(err)
	}
	if len(disk) != 10 || len(p.m) != 10 {
		t.Fatalf("%d entries on disk, %d in memory, want 10", len(disk), len(p.m))
	}
	q := OpenPositions(path)
	if _, ok := q.Get("/docs/a.md"); ok {
		t.Error("the oldest document is still remembered")
	}
	if got, ok := q.Get("/docs/o.md"); !ok || got.Block != 15 {
		t.Errorf("the newest document is at %+v (%v)", got, ok)
	}
}

// MaxPositions entries fit well inside MaxPositionBytes, so a full file is
// always read back.
func TestFullFileFitsTheCap(t *testing.T) {
	m := map[string]posEntry{}
	for i := range MaxPositions {
		m[positionKey(strings.Repeat("x", i))] = posEntry{Position{Block: maxBlocks - 1, Frac: 0.123456}, 1 << 40}
	}
	data, _ := json.Marshal(m)
	if len(data) > MaxPositionBytes/4 {
		t.Errorf("%d entries take %d bytes, over a quarter of the %d-byte cap", MaxPositions, len(data), MaxPositionBytes)
	}
}

func TestDamagedPositionsFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "positions.json")
	os.WriteFile(path, []byte("{not json"), 0o600)
	p := OpenPositions(path)
	if p.Err() == nil {
		t.Error("a damaged file gives no error")
	}
	p.Set("/a.md", Position{Block: 2})
	if got, ok := OpenPositions(path).Get("/a.md"); !ok || got.Block != 2 {
		t.Errorf("the damaged file was not replaced: %+v %v", got, ok)
	}
	// Entries no view writes are dropped, the rest kept.
	bad := map[string]posEntry{
		positionKey("/neg.md"):  {Position{Block: -1}, 1},
		positionKey("/frac.md"): {Position{Block: 1, Frac: 7}, 1},
		"short":                 {Position{Block: 1}, 1},
		positionKey("/ok.md"):   {Position{Block: 5}, 1},
	}
	data, _ := json.Marshal(bad)
	os.WriteFile(path, data, 0o600)
	p = OpenPositions(path)
	if len(p.m) != 1 {
		t.Errorf("kept %d entries of a file with one valid one", len(p.m))
	}
	if _, ok := p.Get("/ok.md"); !ok {
		t.Error("the valid entry was dropped")
	}
	p.Set("/x.md", Position{Block: -3, Frac: 0.5})
	if _, ok := p.Get("/x.md"); ok {
		t.Error("an impossible position was stored")
	}
}

// Two windows on one file keep each other's positions.
func TestTwoWindowsMerge(t *testing.T) {
	path := filepath.Join(t.TempDir(), "positions.json")
	a, b := OpenPositions(path), OpenPositions(path)
	a.Set("/a.md", Position{Block: 1})
	b.Set("/b.md", Position{Block: 2})
	a.Set("/c.md", Position{Block: 3})
	q := OpenPositions(path)
	for src, want := range map[string]int{"/a.md": 1, "/b.md": 2, "/c.md": 3} {
		if got, ok := q.Get(src); !ok || got.Block != want {
			t.Errorf("%s at %+v (%v), want block %d", src, got, ok, want)
		}
	}
	if got, ok := a.Get("/b.md"); !ok || got.Block != 2 {
		t.Errorf("window a does not see b's position after writing: %+v", got)
	}
}

func TestMemoryPositions(t *testing.T) {
	p := OpenPositions("")
	p.Set("/a.md", Position{Block: 7, Frac: 0.5})
	if got, ok := p.Get("/a.md"); !ok || got.Block != 7 {
		t.Errorf("in memory: %+v %v", got, ok)
	}
	if p.Err() != nil {
		t.Error(p.Err())
	}
}
