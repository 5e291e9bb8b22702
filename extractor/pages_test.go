package extractor_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"folio/extractor"
)

// TestPages runs the main profile over the project's own pages, one per
// page type (testdata/pages/<type>-<name>.html), and checks the snippets of
// <type>-<name>.expected.txt: "+ text" must appear and "- text" must not,
// matched lower-cased with white space collapsed; a line "empty" says the
// output must be empty. It needs no ../shared corpus.
func TestPages(t *testing.T) {
	files, err := filepath.Glob("testdata/pages/*.html")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test pages: %v", err)
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".html")
		t.Run(name, func(t *testing.T) {
			html, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			exp, err := os.ReadFile(strings.TrimSuffix(f, ".html") + ".expected.txt")
			if err != nil {
				t.Fatal(err)
			}
			res, err := extractor.Extract(html, extractor.WithURL("https://example.com/"+name))
			if err != nil {
				t.Fatal(err)
			}
			checkSnippets(t, norm(res.Text), string(exp))
		})
	}
}

func checkSnippets(t *testing.T, text, exp string) {
	t.Helper()
	for _, line := range strings.Split(exp, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "empty":
			if text != "" {
				t.Errorf("want empty output, got %q", text)
			}
		case strings.HasPrefix(line, "+ "):
			if s := norm(line[2:]); !strings.Contains(text, s) {
				t.Errorf("missing %q in\n%s", s, text)
			}
		case strings.HasPrefix(line, "- "):
			if s := norm(line[2:]); strings.Contains(text, s) {
				t.Errorf("leaked %q in\n%s", s, text)
			}
		}
	}
}

func norm(s string) string { return strings.Join(strings.Fields(strings.ToLower(s)), " ") }
