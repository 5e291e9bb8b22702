package library

import (
	"context"
	"fmt"
	"folio/internal/safefile"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"
)

// maxFileBytes caps a Markdown file read into the index: larger files
// are left out rather than read whole into memory.
const maxFileBytes = 16 << 20

// SyncReport says what Sync changed in the index.
type SyncReport struct {
	Added, Updated, Removed int
	// Skipped lists files left out: too large, unreadable or not regular.
	Skipped []string
	// Temps lists the temporary files of killed writes Sync deleted.
	Temps []string
}

// staleTemp is the age from which a temporary file of an atomic write is
// taken as left by a killed writer: a write in progress, here or in
// another process, finishes within seconds.
const staleTemp = time.Hour

// stamp is what Sync compares to tell whether a file changed.
type stamp struct {
	mtime, size int64
}

// Sync brings the index up to date with the folder: files added, edited
// or removed outside Folio are indexed, re-read or dropped. It also
// deletes the temporary files of killed writes over an hour old: in the
// folders of entries at every Sync, and in the _files folders at most once
// an hour (they are thousands; Open's own Sync leaves them, so that
// opening a library costs no more).
func (l *Library) Sync(ctx context.Context) (SyncReport, error) {
	return l.sync(ctx, true)
}

// sync is Sync; sweepFiles allows sweeping the _files folders.
func (l *Library) sync(ctx context.Context, sweepFiles bool) (SyncReport, error) {
	var rep SyncReport
	known, err := l.stamps(ctx)
	if err != nil {
		return rep, err
	}
	found, err := l.scan(ctx, sweepFiles, &rep)
	if err != nil {
		return rep, err
	}
	var todo []string
	for rel, st := range found {
		if old, ok := known[rel]; !ok || old != st {
			todo = append(todo, rel)
		}
	}
	gone := 0
	for rel := range known {
		if _, ok := found[rel]; !ok {
			gone++
		}
	}
	if len(todo) == 0 && gone == 0 {
		// Nothing to write: no transaction, which would take the index's
		// write lock (transactions begin IMMEDIATE) from another window.
		return rep, ctx.Err()
	}
	// Oldest written first, so that a rebuild numbers the rows about in
	// the order the files were last written (for pages Folio saved and
	// no one rewrote, the order they were saved): Search ranks the most
	// recently indexed when too many pages match to rank them all.
	sort.Slice(todo, func(i, j int) bool {
		a, b := found[todo[i]], found[todo[j]]
		return a.mtime < b.mtime || a.mtime == b.mtime && todo[i] < todo[j]
	})
	tx, err := l.db.BeginTx(ctx, nil)
	if err != nil {
		return rep, fmt.Errorf("library: %w", err)
	}
	defer tx.Rollback()
	w := newIndexWriter(tx)
	defer w.close()
	// Files are read and parsed on every core while this goroutine writes
	// the index: a rebuild of 10,000 files is bound by both.
	for p := range readFiles(ctx, l.dir, todo) {
		if p.err == nil {
			p.err = w.put(ctx, p.entry, found[p.rel], p.text)
		}
		switch _, ok := known[p.rel]; {
		case p.err != nil:
			rep.Skipped = append(rep.Skipped, p.rel)
		case ok:
			rep.Updated++
		default:
			rep.Added++
		}
	}
	if err := ctx.Err(); err != nil {
		return rep, err
	}
	for rel := range known {
		if _, ok := found[rel]; !ok {
			if err := w.remove(ctx, rel); err != nil {
				return rep, err
			}
			rep.Removed++
		}
	}
	if err := tx.Commit(); err != nil {
		return rep, fmt.Errorf("library: %w", err)
	}
	return rep, nil
}

// stamps reads the index's view of every file.
func (l *Library) stamps(ctx context.Context) (map[string]stamp, error) {
	rows, err := l.db.QueryContext(ctx, "SELECT path, mtime, size FROM entries")
	if err != nil {
		return nil, fmt.Errorf("library: %w", err)
	}
	defer rows.Close()
	out := map[string]stamp{}
	for rows.Next() {
		var rel string
		var st stamp
		if err := rows.Scan(&rel, &st.mtime, &st.size); err != nil {
			return nil, fmt.Errorf("library: %w", err)
		}
		out[rel] = st
	}
	return out, rows.Err()
}

// scan lists the Markdown files of the folder with their stamps, skipping
// hidden folders and the _files folders of saved pages, and deletes the
// stale temporary files of killed writes (see sweepTemp) in the folders it
// walks and, when sweepFiles and not within staleTemp of the last time,
// in the _files folders.
func (l *Library) scan(ctx context.Context, sweepFiles bool, rep *SyncReport) (map[string]stamp, error) {
	found := map[string]stamp{}
	now := l.cfg.now()
	// A temporary file is deleted only once it is staleTemp old, so that
	// sweeping the _files folders more often would find nothing new.
	last := l.filesSwept.Load()
	deep := sweepFiles && now.Sub(time.Unix(0, last)) >= staleTemp && l.filesSwept.CompareAndSwap(last, now.UnixNano())
	err := filepath.WalkDir(l.dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			if path == l.dir {
				return err
			}
			return nil
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		name := d.Name()
		if d.IsDir() {
			if path != l.dir && (strings.HasPrefix(name, ".") || strings.HasSuffix(name, filesSuffix)) {
				if deep && !strings.HasPrefix(name, ".") {
					l.sweepFolder(path, now, rep)
				}
				return filepath.SkipDir
			}
			return nil
		}
		if safefile.IsTemp(name) {
			l.sweepTemp(path, d, now, rep)
			return nil
		}
		if !IsMarkdownName(name) || strings.HasPrefix(name, ".") {
			return nil
		}
		rel, _ := filepath.Rel(l.dir, path)
		rel = filepath.ToSlash(rel)
		info, err := d.Info()
		if err != nil || !info.Mode().IsRegular() || info.Size() > maxFileBytes {
			rep.Skipped = append(rep.Skipped, rel)
			return nil
		}
		found[rel] = stamp{info.ModTime().UnixNano(), info.Size()}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("library: scan %s: %w", l.dir, err)
	}
	return found, nil
}

// sweepFolder deletes the stale temporary files directly in dir (a _files
// folder: images, their manifest and the snapshot are written there).
func (l *Library) sweepFolder(dir string, now time.Time, rep *SyncReport) {
	des, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, d := range des {
		if !d.IsDir() && safefile.IsTemp(d.Name()) {
			l.sweepTemp(filepath.Join(dir, d.Name()), d, now, rep)
		}
	}
}

// sweepTemp deletes path, a temporary file of an atomic write
// (safefile.IsTemp), when it is staleTemp old: its writer was killed
// before renaming it into place, and nothing else will remove it.
// Younger ones may belong to a write still running.
func (l *Library) sweepTemp(path string, d fs.DirEntry, now time.Time, rep *SyncReport) {
	info, err := d.Info()
	if err != nil || !info.Mode().IsRegular() || now.Sub(info.ModTime()) < staleTemp {
		return
	}
	if os.Remove(path) == nil {
		rel, _ := filepath.Rel(l.dir, path)
		rep.Temps = append(rep.Temps, filepath.ToSlash(rel))
	}
}

// IsMarkdownName reports whether a file name has a Markdown extension
// (.md, .markdown, .mdown, .mkd): the files a library indexes.
func IsMarkdownName(name string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".md", ".markdown", ".mdown", ".mkd":
		return true
	}
	return false
}

// parsedFile is one file read for the index.
type parsedFile struct {
	rel   string
	entry Entry
	text  string // the body's plain text, for the full-text index
	err   error
}

// readFiles reads and parses the files rels (relative to dir) on every
// core and sends each as it is done, in no particular order; the channel
// closes when all are sent or ctx ends.
func readFiles(ctx context.Context, dir string, rels []string) <-chan parsedFile {
	out := make(chan parsedFile, 64)
	jobs := make(chan string)
	var wg sync.WaitGroup
	for range max(1, runtime.GOMAXPROCS(0)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for rel := range jobs {
				out <- readFile(dir, rel)
			}
		}()
	}
	go func() {
		defer close(out)
		defer wg.Wait()
		defer close(jobs)
		for _, rel := range rels {
			select {
			case jobs <- rel:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out
}

// readFile reads one file into its index entry and plain text.
func readFile(dir, rel string) parsedFile {
	data, err := safefile.Read(filepath.Join(dir, filepath.FromSlash(rel)), maxFileBytes)
	if err != nil {
		return parsedFile{rel: rel, err: err}
	}
	f, _ := parseFile(data) // a bad block still indexes the body
	e := Entry{Path: rel, Meta: f.Meta, Words: countWords(f.Body)}
	if e.Title == "" {
		e.Title = fallbackTitle(f.Body, rel)
	}
	return parsedFile{rel: rel, entry: e, text: plainText(f.Body)}
}

// fallbackTitle names a file without a title: its first heading, or its
// file name.
func fallbackTitle(body, rel string) string {
	for _, line := range strings.Split(body, "\n") {
		if t := strings.TrimSpace(line); strings.HasPrefix(t, "# ") {
			return strings.TrimSpace(t[2:])
		}
	}
	base := filepath.Base(rel)
	return strings.TrimSuffix(base, filepath.Ext(base))
}
