package safefile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// Lock is an advisory, exclusive lock between processes (and goroutines)
// on one file, held on a companion file named path + ".lock".
type Lock struct {
	f *os.File
}

// Acquire blocks until it holds the lock for path.
func Acquire(path string) (*Lock, error) {
	f, err := os.OpenFile(path+".lock", os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	if err := lockFile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	return &Lock{f: f}, nil
}

// Release gives the lock up. The lock file stays: removing it would let a
// waiting process lock a file that a third one no longer sees.
func (l *Lock) Release() error {
	if l == nil || l.f == nil {
		return nil
	}
	unlockFile(l.f)
	err := l.f.Close()
	l.f = nil
	return err
}

// Update changes the file at path under its lock: change gets the current
// content (nil when there is none; at most max bytes) and returns the new
// one, which replaces the file atomically with permissions perm. An error
// from change leaves the file as it was.
func Update(path string, max int64, perm fs.FileMode, change func(old []byte) ([]byte, error)) error {
	l, err := Acquire(path)
	if err != nil {
		return err
	}
	defer l.Release()
	old, err := Read(path, max)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	data, err := change(old)
	if err != nil {
		return err
	}
	return Write(path, data, perm)
}
