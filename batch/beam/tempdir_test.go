package beam

import (
	"os"
	"path/filepath"
	"testing"
)

// A pipeline run inside PrivateTemp leaves nothing in the temporary
// directory it started with, and TMPDIR comes back as it was.
func TestPrivateTempLeavesNothing(t *testing.T) {
	outer := t.TempDir()
	t.Setenv("TMPDIR", outer)
	cleanup, err := PrivateTemp()
	if err != nil {
		t.Fatal(err)
	}
	private := os.TempDir()
	if private == outer {
		t.Fatalf("TMPDIR still %s", outer)
	}
	rows := beamRows(t, mixedInputs(t), Options{})
	cleanup()
	if len(rows) != 14 {
		t.Errorf("%d rows, want 14", len(rows))
	}
	if got := os.Getenv("TMPDIR"); got != outer {
		t.Errorf("TMPDIR after cleanup = %q, want %q", got, outer)
	}
	if _, err := os.Stat(private); !os.IsNotExist(err) {
		t.Errorf("private directory %s still there (%v)", private, err)
	}
	left, _ := filepath.Glob(filepath.Join(outer, "beamloopbackworker-*"))
	if len(left) > 0 {
		t.Errorf("left behind: %v", left)
	}
}
