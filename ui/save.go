package ui

import (
	"path/filepath"
	"strings"
	"unicode"

	"folio/app"
)

// saveName proposes a file name: the document's own for a local file, a
// slug of the title (or host) for a web page.
func saveName(doc *app.Document) string {
	if doc.URL == nil && doc.Source != "" && isMarkdownName(doc.Source) {
		return filepath.Base(doc.Source)
	}
	title := doc.Title
	if title == "" && doc.URL != nil {
		title = doc.URL.Host + " " + doc.URL.Path
	}
	name := strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return '-'
	}, title)
	name = strings.Trim(collapseDashes(name), "-")
	if r := []rune(name); len(r) > 80 {
		name = strings.Trim(string(r[:80]), "-")
	}
	if name == "" {
		name = "page"
	}
	return name + ".md"
}

func collapseDashes(s string) string {
	for strings.Contains(s, "--") {
		s = strings.ReplaceAll(s, "--", "-")
	}
	return s
}
