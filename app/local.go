package app

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"folio/convert"

	"folio/internal/safefile"
)

// loadFile reads a local file into a Document. Source becomes the absolute
// path, so that Reload and Recent work from any working folder.
func (l *Loader) loadFile(ctx context.Context, source, p string) (*Document, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return nil, &LoadError{Kind: KindBadTarget, Target: source, Err: err}
	}
	data, err := l.readFile(abs)
	if err != nil {
		return nil, err
	}
	name := abs
	if strings.EqualFold(filepath.Ext(abs), ".gz") { // "page.html.gz", as corpora store pages
		if data, err = l.gunzip(abs, data); err != nil {
			return nil, err
		}
		name = strings.TrimSuffix(abs, filepath.Ext(abs))
	}
	doc := &Document{Source: abs, Dir: filepath.Dir(abs), Raw: data, Fetched: time.Now()}
	k, err := l.fill(ctx, doc, convert.Input{Name: name, File: true}, nil)
	if err != nil {
		return nil, err
	}
	if k == convert.KindMarkdown {
		doc.Mode = ModeLocalFile
	}
	if doc.Title == "" {
		doc.Title = filepath.Base(name)
	}
	return doc, nil
}

// readFile reads at most maxBody bytes of a regular file. A folder, a
// FIFO (whose open would block until a writer comes) or a device is
// refused before it is opened.
func (l *Loader) readFile(abs string) ([]byte, error) {
	if fi, err := os.Stat(abs); err == nil && !fi.Mode().IsRegular() {
		return nil, &LoadError{Kind: KindUnsupported, Target: abs, Detail: specialKind(fi.Mode())}
	}
	f, err := safefile.Open(abs)
	if errors.Is(err, safefile.ErrNotRegular) {
		return nil, &LoadError{Kind: KindUnsupported, Target: abs, Detail: "not a regular file", Err: err}
	}
	if err != nil {
		return nil, fileError(abs, err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, fileError(abs, err)
	}
	if fi.Size() > l.cfg.MaxBody {
		return nil, l.tooLarge(abs)
	}
	data, err := io.ReadAll(io.LimitReader(f, l.cfg.MaxBody+1))
	if err != nil {
		return nil, fileError(abs, err)
	}
	if int64(len(data)) > l.cfg.MaxBody {
		return nil, l.tooLarge(abs)
	}
	return data, nil
}

// gunzip decompresses a .gz file under the same cap as any body.
func (l *Loader) gunzip(abs string, data []byte) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, &LoadError{Kind: KindUnsupported, Target: abs, Detail: "not a valid gzip file", Err: err}
	}
	out, err := io.ReadAll(io.LimitReader(zr, l.cfg.MaxBody+1))
	if err != nil {
		return nil, &LoadError{Kind: KindUnsupported, Target: abs, Detail: "a damaged gzip file", Err: err}
	}
	if int64(len(out)) > l.cfg.MaxBody {
		return nil, l.tooLarge(abs)
	}
	return out, nil
}

// specialKind names what a path that is not a regular file is.
func specialKind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO), not a file"
	case m&fs.ModeDevice != 0:
		return "a device, not a file"
	}
	return "a special file, not a regular one"
}

func fileError(abs string, err error) *LoadError {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return &LoadError{Kind: KindNotFound, Target: abs, Err: err}
	case errors.Is(err, fs.ErrPermission):
		return &LoadError{Kind: KindPermission, Target: abs, Err: err}
	}
	return &LoadError{Kind: KindUnknown, Target: abs, Err: err}
}
