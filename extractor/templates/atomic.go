package templates

import (
	"fmt"
	"os"
	"path/filepath"
)

// writeAtomic replaces path with data so that a crash leaves either the old
// file or the new one, never a torn mix: write a temporary file in the same
// folder, fsync it, rename it over path, fsync the folder (POSIX rename is
// atomic within a file system).
func writeAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return fmt.Errorf("templates: %w", err)
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("templates: writing %s: %w", filepath.Base(path), err)
	}
	if d, err := os.Open(dir); err == nil {
		d.Sync() // best effort: not every file system syncs directories
		d.Close()
	}
	return nil
}
