package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"folio/app"
)

// saveMarkdown writes doc to path; a web page gets YAML frontmatter with
// its source URL and metadata.
// INTERIM: replaced by app.SaveMarkdown when it lands.
func saveMarkdown(doc *app.Document, path string) error {
	var b strings.Builder
	if doc.URL != nil {
		b.WriteString("---\n")
		fm := [][2]string{
			{"title", doc.Title}, {"source", doc.URL.String()},
			{"author", doc.Metadata.Author}, {"published", doc.Metadata.Published},
			{"site_name", doc.Metadata.SiteName}, {"description", doc.Metadata.Description},
		}
		for _, kv := range fm {
			if kv[1] != "" {
				fmt.Fprintf(&b, "%s: %q\n", kv[0], kv[1])
			}
		}
		b.WriteString("---\n\n")
	}
	b.WriteString(doc.Markdown)
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// saveName proposes a file name: the document's own for a local file, a
// slug of the title for a web page.
func saveName(doc *app.Document) string {
	if doc.URL == nil && doc.Source != "" && isMarkdownName(doc.Source) {
		return filepath.Base(doc.Source)
	}
	name := strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return '-'
	}, doc.Title)
	name = strings.Trim(collapseDashes(name), "-")
	if name == "" {
		name = "page"
	}
	if len(name) > 80 {
		name = name[:80]
	}
	return name + ".md"
}

func collapseDashes(s string) string {
	for strings.Contains(s, "--") {
		s = strings.ReplaceAll(s, "--", "-")
	}
	return s
}
