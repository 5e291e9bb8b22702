package ui

import (
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"

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
	name = strings.Trim(cutBytes(name, maxNameBytes), "-")
	if name == "" {
		name = "page"
	}
	return name + ".md"
}

// maxNameBytes bounds the proposed name's stem in bytes: file systems
// limit a name to 255 bytes, not characters, and 80 CJK characters are
// 240 bytes before ".md" and any "-2" a dialog adds.
const maxNameBytes = 100 // as the library's maxSlugBytes

// cutBytes cuts s to at most n bytes at a character boundary.
func cutBytes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

func collapseDashes(s string) string {
	for strings.Contains(s, "--") {
		s = strings.ReplaceAll(s, "--", "-")
	}
	return s
}
