//go:build !unix

package main

import "io"

// watchHeapProfile does nothing where there is no SIGUSR1 to ask for a
// profile with.
func watchHeapProfile(func(string) string, io.Writer) {}
