package library

import (
	"errors"
	"fmt"
	"io/fs"

	"folio/internal/safefile"
)

// writeFile writes data to path atomically: a temporary file beside it is
// synced and renamed over path, so that a crash leaves the old file or the
// new one, never half of either.
func writeFile(path string, data []byte) error {
	if err := safefile.Write(path, data, 0o644); err != nil {
		return fmt.Errorf("library: %w", err)
	}
	return nil
}

// createFile writes data to path atomically, failing with fs.ErrExist when
// path exists: the temporary file is hard-linked to path, which never
// replaces a file, so two processes saving under one name cannot overwrite
// each other.
func createFile(path string, data []byte) error {
	err := safefile.Create(path, data, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return fs.ErrExist
	}
	if err != nil {
		return fmt.Errorf("library: %w", err)
	}
	return nil
}
