//go:build unix

package mdview

import "syscall"

// cpuTime is the process's user+system CPU time in nanoseconds, so that
// benchmarks can report work done independent of how loaded the machine is.
func cpuTime() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
