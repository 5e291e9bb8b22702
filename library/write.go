package library

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// writeFile writes data to path atomically: a temporary file beside it is
// synced and renamed over path, so that a crash leaves the old file or the
// new one, never half of either.
func writeFile(path string, data []byte) error {
	tmp, err := writeTemp(path, data)
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("library: %w", err)
	}
	return syncDir(filepath.Dir(path))
}

// createFile writes data to path atomically, failing with fs.ErrExist when
// path exists: the temporary file is hard-linked to path, which never
// replaces a file, so two processes saving under one name cannot overwrite
// each other.
func createFile(path string, data []byte) error {
	tmp, err := writeTemp(path, data)
	if err != nil {
		return err
	}
	defer os.Remove(tmp)
	if err := os.Link(tmp, path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return fs.ErrExist
		}
		return fmt.Errorf("library: %w", err)
	}
	return syncDir(filepath.Dir(path))
}

// writeTemp writes data to a synced temporary file in path's folder and
// returns its name.
func writeTemp(path string, data []byte) (string, error) {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return "", fmt.Errorf("library: %w", err)
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(f.Name(), 0o644)
	}
	if err != nil {
		os.Remove(f.Name())
		return "", fmt.Errorf("library: write %s: %w", path, err)
	}
	return f.Name(), nil
}

// syncDir makes a rename in dir durable. Some systems cannot sync a
// folder; that is not an error worth failing a save for.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return nil
	}
	d.Sync()
	return d.Close()
}
