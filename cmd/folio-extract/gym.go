package main

import "io"

func gymCommand(args []string, stdout, stderr io.Writer) int {
	return failf(stderr, exitUsage, "gym: not built yet")
}
