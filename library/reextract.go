package library

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/binary"
	"fmt"
	"folio/internal/safefile"
	"io"
	"path"
	"runtime"
	"strings"
	"sync"
)

// maxSnapshotBytes caps a snapshot once decompressed.
const maxSnapshotBytes = 64 << 20

// Extractor converts a kept snapshot again: the current extractor, with the
// user's rules and templates. source is the page's URL.
type Extractor func(ctx context.Context, snapshot []byte, contentType, source string) (Page, error)

// Change is one entry ReExtract rewrote (or would rewrite, in a dry run).
type Change struct {
	Path                    string
	WordsBefore, WordsAfter int
	// LinesAdded and LinesRemoved count lines of the body new in the
	// conversion and lines it no longer has.
	LinesAdded, LinesRemoved int
}

// ReExtractReport says what ReExtract did to each entry.
type ReExtractReport struct {
	Changed   []Change
	Unchanged int
	// Edited lists entries whose body a person changed since Folio wrote
	// it: they are kept as they are.
	Edited []string
	// NoSnapshot counts entries saved without a snapshot (local files).
	NoSnapshot int
	// Failed maps entries that could not be converted to the reason.
	Failed map[string]string
}

// ReExtract converts every entry's snapshot again with ex and rewrites the
// entries whose body changed, keeping their frontmatter (tags, read mark,
// saved date) and their downloaded images. An entry whose body was edited
// by a person is never touched. With dryRun nothing is written.
func (l *Library) ReExtract(ctx context.Context, ex Extractor, dryRun bool) (ReExtractReport, error) {
	rep := ReExtractReport{Failed: map[string]string{}}
	entries, err := l.List(ctx, ListOptions{Sort: ByTitle})
	if err != nil {
		return rep, err
	}
	// Entries are converted on every core; ex must be safe for concurrent
	// use. The report is kept in title order whatever finishes first.
	results := make([]ReExtractReport, len(entries))
	// Rewritten files are indexed in batches; a cancelled run still
	// indexes the files it rewrote.
	idx := l.newBatchIndexer(context.WithoutCancel(ctx))
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range max(1, runtime.GOMAXPROCS(0)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				r := &results[i]
				if err := l.reExtractOne(ctx, entries[i].Path, ex, dryRun, idx, r); err != nil {
					r.Failed = map[string]string{entries[i].Path: err.Error()}
				}
			}
		}()
	}
	for i := range entries {
		if ctx.Err() != nil {
			break
		}
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	idxErr := idx.close()
	for _, r := range results {
		rep.Changed = append(rep.Changed, r.Changed...)
		rep.Unchanged += r.Unchanged
		rep.Edited = append(rep.Edited, r.Edited...)
		rep.NoSnapshot += r.NoSnapshot
		for k, v := range r.Failed {
			rep.Failed[k] = v
		}
	}
	if idxErr != nil {
		// The files are rewritten; Sync indexes them from the folder.
		return rep, fmt.Errorf("library: re-extract: files rewritten, index not updated: %w", idxErr)
	}
	return rep, ctx.Err()
}

// reExtractOne converts one entry again and records the outcome in rep.
func (l *Library) reExtractOne(ctx context.Context, rel string, ex Extractor, dryRun bool, idx *batchIndexer, rep *ReExtractReport) error {
	data, err := safefile.Read(l.abs(rel), maxFileBytes)
	if err != nil {
		return err
	}
	f, err := parseFile(data)
	if err != nil {
		return err
	}
	if f.Meta.Snapshot == "" {
		rep.NoSnapshot++
		return nil
	}
	if f.Meta.BodyHash == "" || bodyHash(f.Body) != f.Meta.BodyHash {
		rep.Edited = append(rep.Edited, rel)
		return nil
	}
	dir := path.Dir(rel)
	snap, err := readSnapshot(l.abs(path.Join(dir, f.Meta.Snapshot)))
	if err != nil {
		return err
	}
	page, err := ex(ctx, snap, f.Meta.SnapshotType, f.Meta.Source)
	if err != nil {
		return err
	}
	folder := l.abs(strings.TrimSuffix(rel, path.Ext(rel)) + filesSuffix)
	body, manifest := l.localImages(ctx, l.cfg.getter, page.Markdown, baseURL(f.Meta.Source), folder, readManifest(folder), !dryRun)
	if strings.Trim(body, "\n") == strings.Trim(f.Body, "\n") {
		rep.Unchanged++
		return nil
	}
	added, removed := lineDelta(f.Body, body)
	rep.Changed = append(rep.Changed, Change{Path: rel, WordsBefore: countWords(f.Body),
		WordsAfter: countWords(body), LinesAdded: added, LinesRemoved: removed})
	if dryRun {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	writeManifest(folder, manifest)
	fillMeta(&f.Meta, page)
	f.Body = body
	f.Meta.BodyHash = bodyHash(body)
	u, err := l.writeFile(rel, f, true)
	if err != nil {
		return err
	}
	idx.add(u)
	return nil
}

// fillMeta fills frontmatter fields that are empty from a new conversion;
// fields with a value (perhaps a person's) stay.
func fillMeta(m *Meta, p Page) {
	for _, f := range []struct {
		dst *string
		src string
	}{
		{&m.Title, p.Title}, {&m.Author, p.Author}, {&m.Date, p.Date},
		{&m.Site, p.Site}, {&m.Language, p.Language}, {&m.Description, p.Description},
	} {
		if *f.dst == "" {
			*f.dst = f.src
		}
	}
}

// readSnapshot reads a gzip-compressed snapshot, capped once decompressed.
// The buffer is sized from the size gzip records at the end of the stream
// (modulo 4 GiB, so only a hint), not grown by doubling.
func readSnapshot(p string) ([]byte, error) {
	raw, err := safefile.Read(p, maxSnapshotBytes)
	if err != nil {
		return nil, err
	}
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("library: snapshot %s: gzip: %w", p, err)
	}
	size := 0
	if n := len(raw); n >= 4 {
		size = int(binary.LittleEndian.Uint32(raw[n-4:]))
	}
	buf := bytes.NewBuffer(make([]byte, 0, min(size, maxSnapshotBytes)+bytes.MinRead))
	if _, err := buf.ReadFrom(io.LimitReader(zr, maxSnapshotBytes+1)); err != nil {
		return nil, fmt.Errorf("library: snapshot %s: gzip: %w", p, err)
	}
	if buf.Len() > maxSnapshotBytes {
		return nil, fmt.Errorf("library: snapshot %s is over %d bytes", p, maxSnapshotBytes)
	}
	return buf.Bytes(), nil
}

// lineDelta counts the lines of after missing from before, and the lines
// of before missing from after, as multisets.
func lineDelta(before, after string) (added, removed int) {
	count := map[string]int{}
	for _, l := range strings.Split(before, "\n") {
		count[l]++
	}
	for _, l := range strings.Split(after, "\n") {
		if count[l] > 0 {
			count[l]--
		} else {
			added++
		}
	}
	for _, n := range count {
		removed += n
	}
	return added, removed
}
