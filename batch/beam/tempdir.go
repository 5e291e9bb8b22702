package beam

import (
	"fmt"
	"os"
)

// PrivateTemp points the process's temporary directory (TMPDIR, which
// os.TempDir reads) at a fresh directory and returns the function that
// removes it and restores the old value. Beam's local and loopback runs
// leave an empty "beamloopbackworker-*" file in the temporary directory
// every time (a TODO in the SDK's runnerlib/execute.go, apache/beam#27569);
// a run inside PrivateTemp leaves nothing behind.
func PrivateTemp() (cleanup func(), err error) {
	dir, err := os.MkdirTemp("", "folio-beam-*")
	if err != nil {
		return nil, fmt.Errorf("beam: private temporary directory: %w", err)
	}
	old, had := os.LookupEnv("TMPDIR")
	if err := os.Setenv("TMPDIR", dir); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("beam: private temporary directory: %w", err)
	}
	return func() {
		if had {
			os.Setenv("TMPDIR", old)
		} else {
			os.Unsetenv("TMPDIR")
		}
		os.RemoveAll(dir)
	}, nil
}
