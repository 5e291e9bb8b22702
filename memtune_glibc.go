//go:build linux && cgo

package main

/*
#include <stddef.h>

// mallopt is glibc's; declared weak so that a C library without it
// (musl) links and the call is skipped.
extern int mallopt(int param, int value) __attribute__((weak));

// M_MMAP_THRESHOLD as glibc's malloc.h defines it.
#define FOLIO_M_MMAP_THRESHOLD (-3)

static int folio_mmap_threshold(int bytes) {
	if (!mallopt) return 0;
	return mallopt(FOLIO_M_MMAP_THRESHOLD, bytes);
}
*/
import "C"

// mmapThreshold is the size from which C allocations get pages of their
// own. The GL driver keeps each run of text as a texture in C memory
// (Mesa llvmpipe without a GPU; the same with many drivers' staging
// copies), a line of text being 50-150 KB; glibc serves them from its heap
// and, once Fyne frees them, keeps the holes they leave: after ten long
// pages 17-33 MB of free C heap stayed resident beside 60-76 MB in use.
// From this size glibc maps each allocation and unmaps it when freed, so
// freed textures go back to the OS at once (uitests/memory.sh with
// MEMORY_PROFILE: 1 MB of free C heap instead).
// glibc's own threshold starts at 128 KB and rises up to 32 MB as large
// blocks are freed, which is what keeps them.
const mmapThreshold = 64 << 10

// mapLargeAllocations sets glibc's mmap threshold to mmapThreshold.
func mapLargeAllocations() { C.folio_mmap_threshold(mmapThreshold) }
