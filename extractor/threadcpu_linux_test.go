package extractor

import (
	"runtime"
	"syscall"
	"time"
	"unsafe"
)

// clockThreadCPUTime is Linux's CLOCK_THREAD_CPUTIME_ID, which package
// syscall does not name.
const clockThreadCPUTime = 3

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

// threadCPU is the CPU time of the calling thread, to the nanosecond.
// getrusage's RUSAGE_THREAD is no use for spans of milliseconds: it splits
// the time into user and system by the scheduler's tick samples and keeps
// each part from going back, so a few milliseconds of work can read as none.
func threadCPU() (time.Duration, bool) {
	var ts syscall.Timespec
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
