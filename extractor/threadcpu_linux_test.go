package extractor

import (
	"runtime"
	"syscall"
	"time"
)

// rusageThread is Linux's RUSAGE_THREAD, which package syscall does not name.
const rusageThread = 1

// timeOnThread runs f locked to one OS thread and returns the CPU time that
// thread spent, so that a bound on it holds on a loaded machine, where wall
// time mostly measures the wait for a core.
func timeOnThread(f func()) time.Duration {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	before, ok := threadCPU()
	start := time.Now()
	f()
	if after, ok2 := threadCPU(); ok && ok2 {
		return after - before
	}
	return time.Since(start)
}

// threadCPU is the user and system time of the calling thread.
func threadCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if syscall.Getrusage(rusageThread, &ru) != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
