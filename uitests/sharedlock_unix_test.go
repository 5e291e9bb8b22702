//go:build unix

package uitests

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// lockShared takes an exclusive lock on dir/.lock, waiting for it, and
// releases it when t ends. TestScripts' local fixtures live in one fixed
// folder (its path shows in golden images), which every `go test` of this
// package on the machine shares: two runs at once (several `make test` on
// one machine) copy and edit the same files, and a script read a file the
// other run had just truncated. The lock makes those runs take turns; the
// kernel drops it when the process ends, however it ends.
func lockShared(t *testing.T, dir string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(filepath.Join(dir, ".lock"), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		f.Close()
		t.Fatalf("locking %s: %v", f.Name(), err)
	}
	t.Cleanup(func() { f.Close() }) // closing the file releases the lock
}
