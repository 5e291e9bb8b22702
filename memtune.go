package main

import "runtime/debug"

// gcPercent is the reader's GOGC. Most of its live heap is fonts Fyne
// parses once and keeps (some 70 MB after ten long pages with CJK and
// symbols, see uitests/memory.sh), and Go's default of 100 lets the heap
// grow to twice the live heap before collecting: for the reader that is
// 70 MB of resident memory held for fonts that never become garbage. At
// 50 the collector runs twice as often on a heap that is mostly not
// garbage: uitests/memory.sh measured 363 MB after ten pages against 401
// MB at 100, for 3% of the CPU in collection against 2% (gctrace).
const gcPercent = 50

// tuneMemory sets how the reader trades CPU for memory, leaving alone
// what the user set in the environment (GOGC, MALLOC_MMAP_THRESHOLD_).
func tuneMemory(getenv func(string) string) {
	if getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	if getenv("MALLOC_MMAP_THRESHOLD_") == "" {
		mapLargeAllocations()
	}
}
