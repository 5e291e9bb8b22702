package markdown_test

import (
	"flag"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
	"folio/extractor/internal/htmltest"
	"folio/extractor/internal/lint"
	"folio/extractor/internal/markdown"
)

var update = flag.Bool("update", false, "rewrite the expected.md and expected.txt golden files")

// caseBase is the page address every golden case is rendered against.
var caseBase, _ = url.Parse("https://example.com/dir/page.html")

// TestGolden renders testdata/<case>/input.html and compares it with
// expected.md and expected.txt; every output also goes through the lint.
func TestGolden(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("testdata", "*", "input.html"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no cases: %v", err)
	}
	for _, in := range dirs {
		dir := filepath.Dir(in)
		t.Run(filepath.Base(dir), func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			nodes := parseBody(t, string(src))
			// Cases named keep-* run in the lossless KeepHTML mode, whose raw
			// HTML blocks hold links the lint cannot see.
			keep := strings.HasPrefix(filepath.Base(dir), "keep-")
			md, txt := markdown.Render(nodes, markdown.Options{Base: caseBase, KeepHTML: keep})
			golden(t, filepath.Join(dir, "expected.md"), md)
			golden(t, filepath.Join(dir, "expected.txt"), txt)
			if !keep {
				checkOutput(t, md, nodes)
			}
		})
	}
}

func golden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs\n--- got\n%s\n--- want\n%s", filepath.Base(path), got, want)
	}
}

// checkOutput applies the lint and the output normalisation contract.
func checkOutput(t *testing.T, md string, nodes []*html.Node) {
	t.Helper()
	for _, v := range lint.Check(md, nodes, nil, caseBase) {
		t.Errorf("lint: %v\n%s", v, md)
	}
	if md != "" && (!strings.HasSuffix(md, "\n") || strings.HasSuffix(md, "\n\n")) {
		t.Errorf("output must end with exactly one newline: %q", md)
	}
	inFence, blanks := false, 0
	for _, ln := range strings.Split(strings.TrimSuffix(md, "\n"), "\n") {
		body := strings.TrimLeft(ln, " >")
		if strings.HasPrefix(body, "```") || strings.HasPrefix(body, "~~~") {
			inFence = !inFence
		}
		if inFence {
			continue
		}
		if strings.HasSuffix(ln, " ") {
			t.Errorf("trailing space: %q", ln)
		}
		if strings.HasPrefix(ln, "    ") && strings.TrimSpace(ln) != "" && !strings.HasPrefix(strings.TrimLeft(ln, " "), "-") {
			t.Logf("line starts with four spaces (list continuation?): %q", ln)
		}
		if strings.TrimSpace(ln) == "" {
			blanks++
			if blanks > 1 {
				t.Errorf("more than one blank line between blocks")
			}
		} else {
			blanks = 0
		}
	}
}

// renderCase renders the body of in and checks its Markdown and its text,
// trimmed, against md and txt.
func renderCase(t *testing.T, in, md, txt string) (string, []*html.Node) {
	t.Helper()
	nodes := parseBody(t, in)
	gotMD, gotTxt := markdown.Render(nodes, markdown.Options{Base: caseBase})
	if got := strings.TrimSpace(gotMD); got != md {
		t.Errorf("markdown:\n got %q\nwant %q", got, md)
	}
	if got := strings.TrimSpace(gotTxt); got != txt {
		t.Errorf("text:\n got %q\nwant %q", got, txt)
	}
	return gotMD, nodes
}

func parseBody(t testing.TB, src string) []*html.Node {
	doc := htmltest.Parse(t, src)
	if b := dom.FindBody(doc); b != nil {
		return []*html.Node{b}
	}
	return []*html.Node{doc}
}
