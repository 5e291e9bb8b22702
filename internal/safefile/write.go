package safefile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Write replaces path with data atomically, with permissions perm: a crash
// at any point leaves the old file or the new one, never a torn mix.
func Write(path string, data []byte, perm fs.FileMode) error {
	tmp, err := writeTemp(path, data, perm)
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("write %s: %w", path, err)
	}
	syncDir(filepath.Dir(path))
	return nil
}

// Create writes data to path atomically and fails with an error matching
// fs.ErrExist when path exists: the temporary file is hard-linked to path,
// which never replaces a file, so two processes creating one name cannot
// overwrite each other.
func Create(path string, data []byte, perm fs.FileMode) error {
	tmp, err := writeTemp(path, data, perm)
	if err != nil {
		return err
	}
	defer os.Remove(tmp)
	if err := os.Link(tmp, path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("create %s: %w", path, fs.ErrExist)
		}
		return fmt.Errorf("create %s: %w", path, err)
	}
	syncDir(filepath.Dir(path))
	return nil
}

// writeTemp writes data to a synced temporary file in path's folder and
// returns its name. The name starts with a dot and ends in ".tmp", so that
// folder scans (templates, rules, gym entries) skip a leftover one, and
// IsTemp recognises it.
func writeTemp(path string, data []byte, perm fs.FileMode) (string, error) {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*"+tempSuffix)
	if err != nil {
		return "", fmt.Errorf("write %s: %w", path, err)
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Chmod(perm)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(f.Name())
		return "", fmt.Errorf("write %s: %w", path, err)
	}
	return f.Name(), nil
}

// tempSuffix ends the name of every temporary file writeTemp makes.
const tempSuffix = ".tmp"

// IsTemp reports whether name (a base name) is one of the temporary files
// Write and Create make, ".<name>.<digits>.tmp": a writer killed before
// its rename leaves one behind, which a folder's owner may delete once no
// writer can still be using it.
func IsTemp(name string) bool {
	rest, ok := strings.CutSuffix(name, tempSuffix)
	if !ok || !strings.HasPrefix(rest, ".") {
		return false
	}
	dot := strings.LastIndexByte(rest, '.')
	digits := rest[dot+1:]
	if dot < 2 || digits == "" {
		return false
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// syncDir makes a rename in dir durable. Some systems cannot sync a
// folder; that is not worth failing a write for.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}
