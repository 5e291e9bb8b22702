package app

import (
	"fmt"
	"strings"
	"time"

	"folio/extractor"
	"folio/extractor/frontmatter"

	"folio/internal/safefile"
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
func writeAtomic(path string, data []byte) error {
	if err := safefile.Write(path, data, 0o644); err != nil {
		return fmt.Errorf("save: %w", err)
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
