package entry

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// Limits on an entry, named so that a hand-edited or flagged entry cannot
// make a run read without bound.
const (
	MaxEntryYAMLBytes = 256 << 10 // entry.yaml
	MaxPageBytes      = 64 << 20  // page.html after decompression
	MaxExpectations   = 500       // items in one expectation list
)

// ErrEntry is matched (errors.Is) by every error about an entry folder.
var ErrEntry = errors.New("gym: invalid entry")

// EntryError is a problem in an entry.yaml, with the line it was found at.
type EntryError struct {
	File string // path of entry.yaml
	Line int    // 1-based; 0 when unknown
	Msg  string
}

func (e *EntryError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("gym: %s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("gym: %s: %s", e.File, e.Msg)
}

// Is makes every *EntryError match ErrEntry.
func (e *EntryError) Is(target error) bool { return target == ErrEntry }

// Entry is one page of a gym corpus folder: <dir>/<id>/entry.yaml beside
// page.html or page.html.gz. Its expectations are phrases, not full text,
// so that writing one takes a minute: that is what makes a flagged page
// worth keeping.
type Entry struct {
	ID       string
	URL      string
	Category string // article, newsletter, docs, forum, product, listing...
	// Anchors are phrases that must survive extraction (weight 0.5).
	Anchors []string
	// Intrusions are chrome phrases that must be gone (weight 0.3).
	Intrusions []string
	// MustNotContain are exact, case-sensitive patterns that must not
	// appear in the Markdown output (weight 0.2).
	MustNotContain []string
	// GroundTruth names a file in the entry folder with the full expected
	// text; a .md file is also the reference for the structure score.
	GroundTruth string
	// Output names the file holding the output the reader showed when the
	// page was flagged (kept for comparison; not scored).
	Output string
	// ContentType is the HTTP Content-Type the snapshot was served with;
	// its charset decodes a page that does not declare its own.
	ContentType string
	Note        string
	Dir         string // the entry folder
}

// EntryFile and the page names are the fixed file names of an entry folder.
const (
	EntryFile  = "entry.yaml"
	pageHTML   = "page.html"
	pageHTMLGz = "page.html.gz"
)

var (
	idPattern       = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{0,127}$`)
	categoryPattern = regexp.MustCompile(`^[a-z][a-z0-9-]{0,31}$`)
)

// IsEntryCorpus reports whether dir holds at least one <id>/entry.yaml.
func IsEntryCorpus(dir string) bool {
	m, _ := entryFiles(dir)
	return len(m) > 0
}

// entryFiles lists dir's <id>/entry.yaml files, sorted. Hidden folders are
// passed over: SaveFlag writes an entry in a ".flag-*" folder before
// renaming it, and one left by a crash must not fail every run.
func entryFiles(dir string) ([]string, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*", EntryFile))
	if err != nil {
		return nil, err
	}
	kept := names[:0]
	for _, n := range names {
		if !strings.HasPrefix(filepath.Base(filepath.Dir(n)), ".") {
			kept = append(kept, n)
		}
	}
	sort.Strings(kept)
	return kept, nil
}

// LoadEntries reads and validates every <id>/entry.yaml under dir, sorted by
// id. It returns every invalid entry's error joined, so one run shows them all.
func LoadEntries(dir string) ([]Entry, error) {
	names, err := entryFiles(dir)
	if err != nil {
		return nil, err
	}
	var entries []Entry
	var errs []error
	for _, name := range names {
		e, err := ReadEntry(filepath.Dir(name))
		if err != nil {
			errs = append(errs, err)
			continue
		}
		entries = append(entries, e)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	if len(entries) == 0 {
		return nil, fmt.Errorf("gym: no <id>/%s entries in %s", EntryFile, dir)
	}
	return entries, nil
}

// ReadEntry reads and validates the entry in folder dir.
func ReadEntry(dir string) (Entry, error) {
	file := filepath.Join(dir, EntryFile)
	data, err := os.ReadFile(file)
	if err != nil {
		return Entry{}, err
	}
	if len(data) > MaxEntryYAMLBytes {
		return Entry{}, &EntryError{File: file, Msg: fmt.Sprintf("larger than %d bytes", MaxEntryYAMLBytes)}
	}
	e, err := ParseEntry(data, file)
	if err != nil {
		return Entry{}, err
	}
	e.Dir = dir
	return e, checkEntryFiles(e, file)
}

// checkEntryFiles checks what entry.yaml refers to: the folder is named
// after the id, the page snapshot and any referenced file exist.
func checkEntryFiles(e Entry, file string) error {
	if base := filepath.Base(e.Dir); base != e.ID {
		return &EntryError{File: file, Line: 0, Msg: fmt.Sprintf("id %q differs from its folder name %q", e.ID, base)}
	}
	if _, err := e.pagePath(); err != nil {
		return &EntryError{File: file, Msg: "no page.html or page.html.gz beside it"}
	}
	for _, ref := range []string{e.GroundTruth, e.Output} {
		if ref == "" {
			continue
		}
		if _, err := os.Stat(filepath.Join(e.Dir, ref)); err != nil {
			return &EntryError{File: file, Msg: fmt.Sprintf("file %q is missing", ref)}
		}
	}
	return nil
}

func (e Entry) pagePath() (string, error) {
	for _, n := range []string{pageHTMLGz, pageHTML} {
		p := filepath.Join(e.Dir, n)
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", os.ErrNotExist
}

// HTML returns the entry's page snapshot, decompressed when gzipped.
func (e Entry) HTML() ([]byte, error) {
	p, err := e.pagePath()
	if err != nil {
		return nil, fmt.Errorf("gym: %s: no page snapshot", e.ID)
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(p, ".gz") {
		zr, err := gzip.NewReader(f)
		if err != nil {
			return nil, fmt.Errorf("gym: %s: %w", p, err)
		}
		r = zr
	}
	var b bytes.Buffer
	n, err := io.Copy(&b, io.LimitReader(r, MaxPageBytes+1))
	if err != nil {
		return nil, fmt.Errorf("gym: %s: %w", p, err)
	}
	if n > MaxPageBytes {
		return nil, fmt.Errorf("gym: %s: page larger than %d bytes", p, MaxPageBytes)
	}
	return b.Bytes(), nil
}

// ReadRef returns the content of a file named in entry.yaml (GroundTruth,
// Output), or "" for no name.
func (e Entry) ReadRef(name string) (string, error) {
	if name == "" {
		return "", nil
	}
	b, err := os.ReadFile(filepath.Join(e.Dir, name))
	return string(b), err
}
