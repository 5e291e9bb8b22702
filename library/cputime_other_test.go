//go:build !unix

package library

import "time"

// cpuTime is not measured where there is no getrusage.
func cpuTime() time.Duration { return 0 }
