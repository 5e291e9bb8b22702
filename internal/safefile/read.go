package safefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// ErrNotRegular means the path names something other than a regular file
// (a folder, a FIFO, a device, a socket), after following symlinks.
var ErrNotRegular = errors.New("not a regular file")

// ErrTooLarge means the file holds more bytes than the caller accepts.
var ErrTooLarge = errors.New("file too large")

// Read returns the content of the regular file at path, at most max bytes
// (no cap when max <= 0). Anything else is refused before it is read: a
// FIFO would block the open, a symlink to /dev/zero would never end.
func Read(path string, max int64) ([]byte, error) {
	f, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = f
	if max > 0 {
		r = io.LimitReader(f, max+1)
	}
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	if max > 0 && int64(len(data)) > max {
		return nil, fmt.Errorf("read %s: %w (more than %d bytes)", path, ErrTooLarge, max)
	}
	return data, nil
}

// Open opens path for reading only if it is a regular file. The check
// comes before the open (opening a FIFO blocks until a writer appears) and
// again on the open file, which may have been swapped in between; the
// open itself does not block (O_NONBLOCK where the system has it).
func Open(path string) (*os.File, error) {
	if err := regular(os.Stat(path)); err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	f, err := os.OpenFile(path, os.O_RDONLY|nonBlock, 0)
	if err != nil {
		return nil, err
	}
	if err := regular(f.Stat()); err != nil {
		f.Close()
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	return f, nil
}

func regular(fi fs.FileInfo, err error) error {
	if err != nil {
		return err
	}
	if !fi.Mode().IsRegular() {
		return fmt.Errorf("%w (%s)", ErrNotRegular, kind(fi.Mode()))
	}
	return nil
}

// kind names a file type for an error message.
func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a FIFO"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}
