package library

import (
	"bytes"
	"compress/gzip"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"folio/internal/safefile"
	"io/fs"
	"mime"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// filesSuffix names the folder beside a saved page that holds its images
// and snapshot: "a-post.md" keeps them in "a-post_files/", as browsers'
// "save page, complete" do.
const filesSuffix = "_files"

// maxNameTries bounds the numbered names tried for one slug ("a-post-2"
// up to "a-post-99") before Save gives up.
const maxNameTries = 99

// ErrEmpty is returned by Save for a page with nothing to keep.
var ErrEmpty = errors.New("library: the page is empty")

// Page is what Save keeps: the converted page and what it came from.
type Page struct {
	// Source is the page's URL, or a local file's absolute path. Saving
	// the same Source again updates the entry, keeping its tags and read
	// mark.
	Source                                           string
	Markdown                                         string
	Title, Author, Date, Site, Language, Description string
	// Snapshot is the page as fetched (HTML, usually), kept compressed so
	// that the library can be converted again; SnapshotType is its
	// Content-Type.
	Snapshot     []byte
	SnapshotType string
	Tags         []string
	// Saved is when the page was first saved (an import keeps the date
	// the export gives); zero means now.
	Saved time.Time
	// Read marks a new entry read; re-saving an entry keeps its mark.
	Read bool
	// Images, when set, fetches this page's images instead of the
	// library's Getter: an import passes its SSRF-guarded fetcher.
	Images Getter
}

// Save writes p into the library as <site>/<slug>.md, downloads its
// images beside it (through the Getter; links to those that fail stay
// remote), keeps its snapshot, and indexes it.
func (l *Library) Save(ctx context.Context, p Page) (Entry, error) {
	if strings.TrimSpace(p.Markdown) == "" {
		return Entry{}, ErrEmpty
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	meta := Meta{
		Source: p.Source, Title: p.Title, Author: p.Author, Date: p.Date,
		Site: p.Site, Language: p.Language, Description: p.Description,
		Saved: l.cfg.now().UTC().Truncate(1e9), Tags: mergeTags(nil, p.Tags),
		Read: p.Read,
	}
	if !p.Saved.IsZero() {
		meta.Saved = p.Saved.UTC().Truncate(1e9)
	}
	if strings.TrimSpace(meta.Title) == "" {
		meta.Title = fallbackTitle(p.Markdown, "")
	}
	rel, err := l.placeFor(ctx, p, &meta)
	if err != nil {
		return Entry{}, err
	}
	stem := strings.TrimSuffix(rel, filepath.Ext(rel))
	folder := l.abs(stem + filesSuffix)
	if err := os.MkdirAll(folder, 0o755); err != nil {
		return Entry{}, fmt.Errorf("library: %w", err)
	}
	body, manifest := l.localImages(ctx, firstGetter(p.Images, l.cfg.getter), p.Markdown, baseURL(p.Source), folder, readManifest(folder), true)
	writeManifest(folder, manifest)
	if err := keepSnapshot(folder, p, &meta); err != nil {
		return Entry{}, err
	}
	os.Remove(folder) // only when empty: a page without images or snapshot
	meta.BodyHash = bodyHash(body)
	return l.write(ctx, rel, file{Meta: meta, Body: body}, false)
}

// placeFor returns where p is saved: the file already holding its Source
// (whose tags and read mark meta inherits), or a new name under its site.
func (l *Library) placeFor(ctx context.Context, p Page, meta *Meta) (string, error) {
	if prev, ok, err := l.bySource(ctx, p.Source); err != nil {
		return "", err
	} else if ok {
		meta.Tags = mergeTags(prev.Tags, meta.Tags)
		meta.Read = prev.Read
		return prev.Path, nil
	}
	site := SiteFolder(p.Source)
	if err := os.MkdirAll(l.abs(site), 0o755); err != nil {
		return "", fmt.Errorf("library: %w", err)
	}
	slug := Slug(firstNonEmpty(p.Title, strings.TrimSuffix(filepath.Base(p.Source), filepath.Ext(p.Source))))
	placeholder, err := file{Meta: *meta, Body: p.Markdown}.render()
	if err != nil {
		return "", err
	}
	for i := 1; i <= maxNameTries; i++ {
		name := slug
		if i > 1 {
			name = fmt.Sprintf("%s-%d", slug, i)
		}
		rel := site + "/" + name + ".md"
		if _, err := os.Lstat(l.abs(rel[:len(rel)-3] + filesSuffix)); err == nil {
			continue // another page's folder: the name is taken
		}
		switch err := safefile.Create(l.abs(rel), placeholder, 0o644); {
		case err == nil:
			return rel, nil
		case !errors.Is(err, fs.ErrExist):
			return "", err
		}
	}
	return "", fmt.Errorf("library: %d pages named %q in %s already", maxNameTries, slug, site)
}

// Lookup finds the entry saved from source (a URL, or a local file's
// absolute path) whose file still exists.
func (l *Library) Lookup(ctx context.Context, source string) (Entry, bool, error) {
	e, ok, err := l.bySource(ctx, source)
	return e, ok && err == nil, err
}

// bySource finds the entry saved from source whose file still exists.
func (l *Library) bySource(ctx context.Context, source string) (Entry, bool, error) {
	if source == "" {
		return Entry{}, false, nil
	}
	row := l.db.QueryRowContext(ctx, "SELECT "+entryColumns+" FROM entries e WHERE e.source = ? ORDER BY e.saved DESC LIMIT 1", source)
	e, err := scanEntry(row)
	if errors.Is(err, sql.ErrNoRows) {
		return Entry{}, false, nil
	}
	if err != nil {
		return Entry{}, false, fmt.Errorf("library: %w", err)
	}
	return e, fileExists(l.abs(e.Path)), nil
}

// keepSnapshot writes p's snapshot, gzip-compressed, as
// <stem>_files/source.<ext>.gz and records it in meta.
func keepSnapshot(folder string, p Page, meta *Meta) error {
	if len(p.Snapshot) == 0 {
		return nil
	}
	name := "source" + snapshotExt(p.SnapshotType) + ".gz"
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	zw.Write(p.Snapshot)
	if err := zw.Close(); err != nil {
		return fmt.Errorf("library: snapshot: %w", err)
	}
	if err := safefile.Write(filepath.Join(folder, name), b.Bytes(), 0o644); err != nil {
		return err
	}
	meta.Snapshot = filepath.Base(folder) + "/" + name
	meta.SnapshotType = p.SnapshotType
	return nil
}

// snapshotExt names a snapshot by its type: ".html" unless it is Markdown,
// plain text or XML.
func snapshotExt(ctype string) string {
	mt, _, _ := mime.ParseMediaType(ctype)
	switch {
	case mt == "text/markdown" || mt == "text/x-markdown":
		return ".md"
	case mt == "text/plain":
		return ".txt"
	case strings.HasSuffix(mt, "xml"):
		return ".xml"
	}
	return ".html"
}

// write renders f to rel (atomically) and indexes it. mustExist refuses to
// recreate a file that was deleted meanwhile.
func (l *Library) write(ctx context.Context, rel string, f file, mustExist bool) (Entry, error) {
	u, err := l.writeFile(rel, f, mustExist)
	if err != nil {
		return Entry{}, err
	}
	if err := l.index(ctx, func(w *indexWriter) error { return w.put(ctx, u.entry, u.stamp, u.text) }); err != nil {
		return Entry{}, err
	}
	return u.entry, nil
}

// indexUpdate is what the index needs of a file just written.
type indexUpdate struct {
	entry Entry
	stamp stamp
	text  string // the body's plain text
}

// writeFile renders f to rel (atomically) and returns what to index; see
// write.
func (l *Library) writeFile(rel string, f file, mustExist bool) (indexUpdate, error) {
	data, err := f.render()
	if err != nil {
		return indexUpdate{}, err
	}
	path := l.abs(rel)
	if mustExist && !fileExists(path) {
		return indexUpdate{}, fmt.Errorf("library: %s: %w", rel, fs.ErrNotExist)
	}
	if err := safefile.Write(path, data, 0o644); err != nil {
		return indexUpdate{}, err
	}
	info, err := os.Stat(path)
	if err != nil {
		return indexUpdate{}, fmt.Errorf("library: %w", err)
	}
	e := Entry{Path: rel, Meta: f.Meta, Words: countWords(f.Body), Modified: info.ModTime()}
	if e.Title == "" {
		e.Title = fallbackTitle(f.Body, rel)
	}
	return indexUpdate{e, stamp{info.ModTime().UnixNano(), info.Size()}, plainText(f.Body)}, nil
}

// baseURL is what image links resolve against: the URL, or a local
// file's path as a file: URL.
func baseURL(source string) string {
	if filepath.IsAbs(source) {
		return "file://" + filepath.ToSlash(source)
	}
	return source
}

// mergeTags returns old followed by the new tags it lacks, normalised.
func mergeTags(old, add []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, t := range append(append([]string(nil), old...), add...) {
		if t = normTag(t); t != "" && !seen[strings.ToLower(t)] {
			seen[strings.ToLower(t)] = true
			out = append(out, t)
		}
	}
	return out
}

func firstNonEmpty(s ...string) string {
	for _, x := range s {
		if strings.TrimSpace(x) != "" {
			return x
		}
	}
	return ""
}

func firstGetter(g ...Getter) Getter {
	for _, x := range g {
		if x != nil {
			return x
		}
	}
	return nil
}
