//go:build unix

package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"syscall"
)

// heapProfileEnv names a folder: with it set, each SIGUSR1 writes the
// live heap (after a full collection) to heap-N.pprof there, for
// `go tool pprof`, and prints the live heap beside what the Go runtime
// holds from the OS (the rest of the resident memory is C's: GL, X, fonts
// of the system). uitests/memory.sh uses it to see what the real window
// holds after each step; without it Folio installs no handler.
const heapProfileEnv = "FOLIO_HEAP_PROFILE"

// watchHeapProfile starts the SIGUSR1 handler when heapProfileEnv is set;
// it reports each profile (or why there is none) on log.
func watchHeapProfile(getenv func(string) string, log io.Writer) {
	dir := getenv(heapProfileEnv)
	if dir == "" {
		return
	}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGUSR1)
	go func() {
		for n := 1; ; n++ {
			<-sig
			path := filepath.Join(dir, fmt.Sprintf("heap-%d.pprof", n))
			if err := writeHeapProfile(path); err != nil {
				fmt.Fprintf(log, "folio: heap profile: %v\n", err)
				continue
			}
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			fmt.Fprintf(log, "folio: heap profile %s: live heap %.1f MB, held by Go %.1f MB\n",
				path, mb(ms.HeapAlloc), mb(ms.Sys-ms.HeapReleased))
		}
	}()
}

// mb is n bytes in MB.
func mb(n uint64) float64 { return float64(n) / (1 << 20) }

// writeHeapProfile collects garbage, so that the profile's in-use figures
// are the live heap, and writes the profile to path.
func writeHeapProfile(path string) error {
	runtime.GC()
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := pprof.Lookup("heap").WriteTo(f, 0); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
