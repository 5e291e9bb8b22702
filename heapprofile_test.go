//go:build unix

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// lockedBuffer is a bytes.Buffer the handler's goroutine writes to while
// the test reads it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// With FOLIO_HEAP_PROFILE set, SIGUSR1 leaves a gzipped pprof profile in
// the folder and says so with the live heap.
func TestHeapProfileOnSignal(t *testing.T) {
	dir := t.TempDir()
	var log lockedBuffer
	watchHeapProfile(func(k string) string {
		if k == heapProfileEnv {
			return dir
		}
		return ""
	}, &log)
	if err := syscall.Kill(os.Getpid(), syscall.SIGUSR1); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(log.String(), "live heap") {
		if time.Now().After(deadline) {
			t.Fatalf("no profile reported within 10s; log: %q", log.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	b, err := os.ReadFile(filepath.Join(dir, "heap-1.pprof"))
	if err != nil {
		t.Fatal(err)
	}
	if len(b) < 2 || b[0] != 0x1f || b[1] != 0x8b {
		t.Fatalf("heap-1.pprof is not a gzipped profile (%d bytes)", len(b))
	}
	if !strings.Contains(log.String(), "held by Go") {
		t.Errorf("log lacks what Go holds: %q", log.String())
	}
}
