package app

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"folio/extractor"
)

// frontmatterFunc renders the YAML frontmatter block, "---" lines
// included, for a page saved from source at fetched.
type frontmatterFunc func(m extractor.Metadata, title, source string, fetched time.Time) string

// renderFrontmatter is Folio's own renderer until extractor/frontmatter
// (shared with folio-extract --frontmatter) is wired in.
var renderFrontmatter frontmatterFunc = yamlFrontmatter

// SaveMarkdown writes the document's Markdown to path. A web page gets YAML
// frontmatter (title, source URL, author, date, site, description...), so
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

// frontmatterFields is the YAML shape of the frontmatter, in key order.
type frontmatterFields struct {
	Title       string `yaml:"title,omitempty"`
	Source      string `yaml:"source,omitempty"`
	Author      string `yaml:"author,omitempty"`
	Published   string `yaml:"published,omitempty"`
	SiteName    string `yaml:"site_name,omitempty"`
	Language    string `yaml:"language,omitempty"`
	Description string `yaml:"description,omitempty"`
	Image       string `yaml:"image,omitempty"`
	Canonical   string `yaml:"canonical,omitempty"`
	Fetched     string `yaml:"fetched,omitempty"`
}

// yamlFrontmatter renders the metadata as YAML between "---" lines.
func yamlFrontmatter(m extractor.Metadata, title, source string, fetched time.Time) string {
	f := frontmatterFields{
		Title: first(title, m.Title), Source: source, Author: m.Author, Published: m.Published,
		SiteName: m.SiteName, Language: m.Language, Description: m.Description, Image: m.Image,
	}
	if m.Canonical != source {
		f.Canonical = m.Canonical
	}
	if !fetched.IsZero() {
		f.Fetched = fetched.UTC().Format(time.RFC3339)
	}
	out, err := yaml.Marshal(f)
	if err != nil { // cannot happen for a struct of strings
		return ""
	}
	return "---\n" + string(out) + "---\n"
}
