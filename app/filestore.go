package app

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"

	"folio/internal/safefile"
)

// MaxStoreBytes caps the settings file: a few KB in practice; a larger
// file is not Folio's and is not read.
const MaxStoreBytes = 1 << 20

// StoreKeys lists the keys the reader keeps: what a FileStore copies from
// an older store the first time it starts.
var StoreKeys = []string{KeyTheme, KeyZoom, KeyWindowW, KeyWindowH, RecentKey}

// FileStore is a Store kept in one JSON file. Every change rewrites the
// file atomically (safefile.Write: temporary file, fsync, rename) under a
// file lock, merged with what is on disk, so that a kill at any moment
// leaves the old settings or the new ones, never an empty file, and two
// Folio windows do not undo each other's changes. Fyne's own Preferences
// rewrite their file in place, which a kill during a save empties.
// A FileStore is safe for concurrent use.
type FileStore struct {
	mu   sync.Mutex
	path string
	m    map[string]string
	err  error
}

// OpenFileStore reads the store at path. When there is no file yet, the
// StoreKeys found in seed (nil: none), the store used before, are copied
// in. A damaged or oversized file, or one that is not a regular file, is
// set aside (Err says why) and the store starts empty, as settings should
// never stop the reader from starting.
func OpenFileStore(path string, seed Store) *FileStore {
	s := &FileStore{path: path, m: map[string]string{}}
	data, err := safefile.Read(path, MaxStoreBytes)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		s.seed(seed)
	case err != nil:
		s.err = err
	default:
		if err := json.Unmarshal(data, &s.m); err != nil {
			s.err = fmt.Errorf("settings %s: %w", path, err)
			s.m = map[string]string{}
		}
	}
	return s
}

func (s *FileStore) seed(old Store) {
	if old == nil {
		return
	}
	for _, k := range StoreKeys {
		if v := old.String(k); v != "" {
			s.m[k] = v
		}
	}
	if len(s.m) > 0 {
		s.err = s.write(nil)
	}
}

// String returns the value under key, or "".
func (s *FileStore) String(key string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.m[key]
}

// SetString stores value under key and writes the file; a write error is
// kept for Err (the Store interface has no error to return).
func (s *FileStore) SetString(key, value string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.m[key] == value {
		return
	}
	s.m[key] = value
	s.err = s.write(map[string]string{key: value})
}

// Err returns the last error reading or writing the file.
func (s *FileStore) Err() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

// write merges changed (nil: all of s.m) into the file under its lock.
func (s *FileStore) write(changed map[string]string) error {
	if err := os.MkdirAll(filepath.Dir(s.path), 0o700); err != nil {
		return err
	}
	if changed == nil {
		changed = s.m
	}
	return safefile.Update(s.path, MaxStoreBytes, 0o600, func(old []byte) ([]byte, error) {
		disk := map[string]string{}
		json.Unmarshal(old, &disk) // a damaged file is replaced
		for k, v := range changed {
			disk[k] = v
		}
		for k, v := range disk {
			if _, ok := s.m[k]; !ok {
				s.m[k] = v // another window's key: keep it here too
			}
		}
		return json.MarshalIndent(disk, "", "  ")
	})
}
