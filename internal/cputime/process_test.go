package cputime

import (
	"runtime"
	"testing"
)

func TestProcessGrows(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "plan9" || runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("no getrusage")
	}
	start := Process()
	x := 0
	for i := 0; i < 50_000_000; i++ {
		x += i % 7
	}
	if end := Process(); end <= start || x == 0 {
		t.Errorf("CPU time %v -> %v after a busy loop", start, end)
	}
}
