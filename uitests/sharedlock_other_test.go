//go:build !unix

package uitests

import "testing"

// lockShared does nothing where flock is missing: runs of this package at
// once on such a machine may still share the fixture folder (see the unix
// version).
func lockShared(t *testing.T, dir string) {}
