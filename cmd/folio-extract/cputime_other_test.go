//go:build !unix

package main

import "time"

// processCPU is not measured where there is no getrusage.
func processCPU() time.Duration { return 0 }
