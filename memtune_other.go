//go:build !linux || !cgo

package main

// mapLargeAllocations has nothing to set where the C library is not
// glibc's (or there is no C).
func mapLargeAllocations() {}
