package uitests

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The README's shortcut table sits between these markers; it must equal
// the table of the Help page (F1), which the window builds from its command
// table. -update rewrites the README's copy.
const (
	shortcutsBegin = "<!-- shortcuts:begin (go test ./uitests -update rewrites this table) -->"
	shortcutsEnd   = "<!-- shortcuts:end -->"
)

func TestREADMEShortcuts(t *testing.T) {
	r := NewRunner(t, Options{LocalDir: t.TempDir()})
	var help string
	r.ui.do(func() {
		r.w.Open("folio:help")
		help = r.w.Markdown()
	})
	want := shortcutTable(help)
	if want == "" {
		t.Fatalf("the Help page has no shortcut table:\n%s", help)
	}
	path := filepath.Join("..", "README.md")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	i, j := strings.Index(readme, shortcutsBegin), strings.Index(readme, shortcutsEnd)
	if i < 0 || j < i {
		t.Fatalf("README.md lacks the markers %q and %q", shortcutsBegin, shortcutsEnd)
	}
	got := strings.TrimSpace(readme[i+len(shortcutsBegin) : j])
	if got == want {
		return
	}
	if *update {
		readme = readme[:i+len(shortcutsBegin)] + "\n" + want + "\n" + readme[j:]
		if err := os.WriteFile(path, []byte(readme), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("README.md's shortcut table differs from the Help page (go test ./uitests -update rewrites it)\nREADME:\n%s\nHelp:\n%s", got, want)
}

// shortcutTable returns the Markdown table that follows the "Keyboard
// shortcuts" heading.
func shortcutTable(md string) string {
	_, after, ok := strings.Cut(md, "Keyboard shortcuts")
	if !ok {
		return ""
	}
	var rows []string
	for _, line := range strings.Split(after, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "|") {
			rows = append(rows, line)
		} else if len(rows) > 0 {
			break
		}
	}
	return strings.Join(rows, "\n")
}
