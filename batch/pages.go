package batch

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// pageSource yields one HTML page (a file or stdin), gzip or not.
type pageSource struct {
	name   string
	r      io.Reader
	closer io.Closer
	done   bool
	opts   sourceOptions
}

func newPageSource(name string, r io.Reader, c io.Closer, o sourceOptions) *pageSource {
	return &pageSource{name: name, r: r, closer: c, opts: o}
}

// Next returns the page once, then io.EOF.
func (p *pageSource) Next() (Record, error) {
	if p.done {
		return Record{}, io.EOF
	}
	p.done = true
	r := Record{File: p.name}
	r.Data, r.Err = readPage(p.r, p.opts.maxBytes)
	return r, nil
}

// Close releases the input.
func (p *pageSource) Close() error {
	if p.closer == nil {
		return nil
	}
	return p.closer.Close()
}

// readPage reads a page, gunzipping it when it starts with the gzip magic.
func readPage(r io.Reader, max int64) ([]byte, error) {
	br := bufio.NewReader(r)
	if magic, _ := br.Peek(2); isGzip(magic) {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("%w: gzip: %v", ErrBadRecord, err)
		}
		defer zr.Close()
		data, err := readCapped(zr, max, 0)
		if err == io.ErrUnexpectedEOF {
			err = ErrTruncated
		}
		return data, err
	}
	return readCapped(br, max, 0)
}

// dirSource yields the .html, .htm and .html.gz pages under a folder, in
// lexical order of their paths.
type dirSource struct {
	paths []string
	next  int
	opts  sourceOptions
}

// pageName reports whether a file name is a page a folder input reads.
// The corpora's "*.expected.*" answer files are not pages.
func pageName(name string) bool {
	n := strings.TrimSuffix(strings.ToLower(name), ".gz")
	return (strings.HasSuffix(n, ".html") || strings.HasSuffix(n, ".htm")) &&
		!strings.Contains(n, ".expected.")
}

func newDirSource(dir string, o sourceOptions) (*dirSource, error) {
	paths, err := listPages(dir)
	if err != nil {
		return nil, err
	}
	return &dirSource{paths: paths, opts: o}, nil
}

// listPages returns the pages under dir in lexical order.
func listPages(dir string) ([]string, error) {
	var paths []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && pageName(d.Name()) {
			paths = append(paths, path)
		}
		return nil
	})
	sort.Strings(paths)
	return paths, err
}

// Next reads the next page of the folder.
func (d *dirSource) Next() (Record, error) {
	if d.next >= len(d.paths) {
		return Record{}, io.EOF
	}
	path := d.paths[d.next]
	d.next++
	r := Record{File: path}
	f, err := os.Open(path)
	if err != nil {
		r.Err = err
		return r, nil
	}
	defer f.Close()
	r.Data, r.Err = readPage(counting(f, d.opts.read), d.opts.maxBytes)
	return r, nil
}

// Close releases nothing: each page's file is closed once read.
func (d *dirSource) Close() error { return nil }

// inputSize is the byte size of an input for progress (0 when unknown:
// stdin).
func inputSize(name string) int64 {
	if name == "-" {
		return 0
	}
	info, err := os.Stat(name)
	if err != nil {
		return 0
	}
	if !info.IsDir() {
		return info.Size()
	}
	var total int64
	_ = filepath.WalkDir(name, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && pageName(d.Name()) {
			if fi, err := d.Info(); err == nil {
				total += fi.Size()
			}
		}
		return nil
	})
	return total
}
