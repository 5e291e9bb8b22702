package ui

import (
	"strings"
	"testing"
	"unicode/utf8"

	"folio/app"
)

// A long CJK title gives a name within the file system's 255 bytes, cut
// at a character boundary.
func TestSaveNameBytes(t *testing.T) {
	title := strings.Repeat("東京の新しい図書館について", 20)
	name := saveName(&app.Document{Title: title})
	if len(name) > 200 || !utf8.ValidString(name) || !strings.HasSuffix(name, ".md") || !strings.HasPrefix(name, "東京") {
		t.Errorf("save name = %q (%d bytes)", name, len(name))
	}
	if got := saveName(&app.Document{Title: strings.Repeat("word ", 100)}); len(got) > 104 {
		t.Errorf("long latin title: %q", got)
	}
}
