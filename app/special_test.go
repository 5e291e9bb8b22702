//go:build unix

package app

import (
	"context"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A FIFO or a device is refused at once with a message that says what it
// is; opening a FIFO used to hang the load forever.
func TestLoadSpecialFiles(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "page.html")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no mkfifo:", err)
	}
	for target, want := range map[string]string{fifo: "FIFO", "/dev/zero": "device"} {
		done := make(chan error, 1)
		go func() { _, err := NewLoader().Load(context.Background(), target); done <- err }()
		select {
		case err := <-done:
			if KindOf(err) != KindUnsupported || !strings.Contains(err.Error(), want) {
				t.Errorf("%s: err = %v (kind %v), want unsupported naming a %s", target, err, KindOf(err), want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: the load hangs", target)
		}
	}
}
