package templates

import (
	"fmt"
	"path/filepath"

	"folio/internal/safefile"
)

// writeAtomic replaces path with data so that a crash leaves either the old
// file or the new one, never a torn mix (safefile.Write).
func writeAtomic(path string, data []byte) error {
	if err := safefile.Write(path, data, 0o644); err != nil {
		return fmt.Errorf("templates: writing %s: %w", filepath.Base(path), err)
	}
	return nil
}
