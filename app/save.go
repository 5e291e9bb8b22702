package app

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"folio/extractor"
	"folio/extractor/frontmatter"
)

// frontmatterFunc renders the YAML frontmatter block, "---" lines
// included, for a page saved from source at fetched.
type frontmatterFunc func(m extractor.Metadata, title, source string, fetched time.Time) string

// renderFrontmatter renders the frontmatter of saved web pages; a variable
// so that tests can stub it.
var renderFrontmatter frontmatterFunc = sharedFrontmatter

// SaveMarkdown writes the document's Markdown to path. A web page gets YAML
// frontmatter (source URL, title, author, date, site, language,
// description, fetched: see extractor/frontmatter), so
// the saved file keeps where it came from. The write is atomic: a
// temporary file in the same folder is renamed over path.
func SaveMarkdown(d *Document, path string) error {
	var b strings.Builder
	if d.URL != nil {
		b.WriteString(renderFrontmatter(d.Metadata, d.Title, d.URL.String(), d.Fetched))
		b.WriteString("\n")
	}
	b.WriteString(strings.TrimLeft(d.Markdown, "\n"))
	if !strings.HasSuffix(b.String(), "\n") {
		b.WriteString("\n")
	}
	return writeAtomic(path, []byte(b.String()))
}

// writeAtomic writes data to a temporary file beside path, syncs it and
// renames it over path, so that a crash never leaves half a file.
func writeAtomic(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if _, err = f.Write(data); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	if err = f.Sync(); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	if err = f.Close(); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	if err = os.Chmod(f.Name(), 0o644); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	if err = os.Rename(f.Name(), path); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	return nil
}

// sharedFrontmatter renders through extractor/frontmatter, the block that
// folio-extract --frontmatter writes too; the reader's title (which may
// come from the first heading) wins over the metadata's.
func sharedFrontmatter(m extractor.Metadata, title, source string, fetched time.Time) string {
	f := frontmatter.FromMetadata(m, source, fetched)
	if title != "" {
		f.Title = title
	}
	return frontmatter.Render(f)
}
