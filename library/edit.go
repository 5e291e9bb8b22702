package library

import (
	"context"
	"fmt"
	"folio/internal/safefile"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// Get reads one entry and its Markdown body from its file (not from the
// index, which may be behind).
func (l *Library) Get(ctx context.Context, rel string) (Entry, string, error) {
	if err := validRel(rel); err != nil {
		return Entry{}, "", err
	}
	data, err := safefile.Read(l.abs(rel), maxFileBytes)
	if err != nil {
		return Entry{}, "", fmt.Errorf("library: %w", err)
	}
	f, _ := parseFile(data)
	e := Entry{Path: rel, Meta: f.Meta, Words: countWords(f.Body)}
	if info, err := os.Stat(l.abs(rel)); err == nil {
		e.Modified = info.ModTime()
	}
	if e.Title == "" {
		e.Title = fallbackTitle(f.Body, rel)
	}
	return e, f.Body, nil
}

// Path returns the absolute path of an entry's file, for opening it.
func (l *Library) Path(rel string) (string, error) {
	if err := validRel(rel); err != nil {
		return "", err
	}
	return l.abs(rel), nil
}

// SetRead marks an entry read or unread in its frontmatter.
func (l *Library) SetRead(ctx context.Context, rel string, read bool) (Entry, error) {
	return l.editMeta(ctx, rel, func(m *Meta) { m.Read = read })
}

// SetTags replaces an entry's tags.
func (l *Library) SetTags(ctx context.Context, rel string, tags []string) (Entry, error) {
	return l.editMeta(ctx, rel, func(m *Meta) { m.Tags = mergeTags(nil, tags) })
}

// editMeta rewrites one file's frontmatter, leaving its body as it is
// (byte for byte, so a person's edits and the body hash are untouched).
func (l *Library) editMeta(ctx context.Context, rel string, edit func(*Meta)) (Entry, error) {
	if err := validRel(rel); err != nil {
		return Entry{}, err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	data, err := safefile.Read(l.abs(rel), maxFileBytes)
	if err != nil {
		return Entry{}, fmt.Errorf("library: %w", err)
	}
	f, err := parseFile(data)
	if err != nil {
		return Entry{}, err // never replace a frontmatter we could not read
	}
	edit(&f.Meta)
	return l.write(ctx, rel, f, true)
}

// Delete removes an entry's file and its _files folder, and unindexes it.
func (l *Library) Delete(ctx context.Context, rel string) error {
	if err := validRel(rel); err != nil {
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if err := os.Remove(l.abs(rel)); err != nil && !os.IsNotExist(err) {
		return fmt.Errorf("library: %w", err)
	}
	stem := strings.TrimSuffix(rel, path.Ext(rel))
	if err := os.RemoveAll(l.abs(stem + filesSuffix)); err != nil {
		return fmt.Errorf("library: %w", err)
	}
	return l.index(ctx, func(w *indexWriter) error { return w.remove(ctx, rel) })
}

// validRel refuses a path that would leave the library: absolute, with
// "..", or naming the hidden index folder.
func validRel(rel string) error {
	clean := path.Clean(filepath.ToSlash(rel))
	if rel == "" || path.IsAbs(clean) || filepath.IsAbs(rel) || clean == ".." ||
		strings.HasPrefix(clean, "../") || strings.HasPrefix(clean, indexDir+"/") ||
		clean != filepath.ToSlash(rel) || !IsMarkdownName(clean) {
		return fmt.Errorf("library: %q is not a library entry", rel)
	}
	return nil
}
