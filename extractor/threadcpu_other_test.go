//go:build !linux

package extractor

import "time"

// timeOnThread is wall time where the thread's CPU time cannot be read.
func timeOnThread(f func()) time.Duration {
	start := time.Now()
	f()
	return time.Since(start)
}
