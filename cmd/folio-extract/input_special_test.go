//go:build unix

package main

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A FIFO or a device given as FILE is refused with one clear line instead
// of hanging or reading forever, and a truncated .gz names gzip.
func TestInputSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "page.html")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no mkfifo:", err)
	}
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(bytes.Repeat([]byte("<p>hello world</p>"), 1000))
	zw.Close()
	trunc := filepath.Join(dir, "page.html.gz")
	os.WriteFile(trunc, gz.Bytes()[:gz.Len()/2], 0o644)
	for arg, want := range map[string]string{fifo: "FIFO", "/dev/zero": "device", trunc: "gzip: unexpected EOF"} {
		code, _, stderr := runCmd(t, "", arg)
		if code != exitError || !strings.Contains(stderr, want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%s: exit %d, stderr %q; want 1 and one line naming %q", arg, code, stderr, want)
		}
	}
}
