//go:build !unix

package cputime

import "time"

// Process returns 0: the CPU time is not measured where there is no
// getrusage.
func Process() time.Duration { return 0 }
