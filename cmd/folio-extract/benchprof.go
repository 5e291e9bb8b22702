package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
)

// profileTo extracts every page once more under the profilers and writes
// a CPU profile to cpu and an allocation profile to mem (either may be
// empty), for `go tool pprof`. Only extractions run: the parse-alone
// floor stays out of the profile.
func (b *bench) profileTo(cpu, mem string) error {
	if mem != "" {
		runtime.MemProfileRate = 4096
	}
	if cpu != "" {
		f, err := os.Create(cpu)
		if err != nil {
			return fmt.Errorf("bench: %w", err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return fmt.Errorf("bench: %w", err)
		}
		defer pprof.StopCPUProfile()
	}
	for _, p := range b.pages {
		b.extract(p)
	}
	if mem == "" {
		return nil
	}
	f, err := os.Create(mem)
	if err != nil {
		return fmt.Errorf("bench: %w", err)
	}
	defer f.Close()
	if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
		return fmt.Errorf("bench: %w", err)
	}
	return nil
}
