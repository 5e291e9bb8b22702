package beam

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"folio/batch"
	"folio/internal/corpus"
	"folio/internal/warcwrite"
)

// corpusPages is how many pages of each corpus go into the comparison: a
// process per page for folio-extract keeps it to seconds.
const corpusPages = 40

// source is one page written into the test WARC: its file, to give to
// folio-extract, and the URL its record carries.
type source struct{ path, url string }

// TestThreeWaysAgree writes one WARC from the repository's fixture pages
// (and from corpus pages when ../shared/corpus exists) and checks that
// folio-extract batch, the Beam pipeline on the local runner and
// folio-extract run page by page give the same title, author, date,
// language, Markdown, text, rules, template and empty reason for every
// page.
func TestThreeWaysAgree(t *testing.T) {
	srcs := fixtureSources(t)
	for _, name := range []string{"wcxb-dev", "trafilatura-dev"} {
		srcs = append(srcs, corpusSources(name, corpusPages)...)
	}
	dir := t.TempDir()
	warc := writeWARC(t, dir, "pages.warc.gz", true, func(w *warcwrite.Writer) {
		w.Warcinfo()
		for _, s := range srcs {
			data, err := corpus.Read(s.path)
			if err != nil {
				t.Fatal(err)
			}
			w.Response(s.url, "text/html", data)
		}
	})
	batched := batchRows(t, []string{warc})
	sameRows(t, "Beam against batch", beamRows(t, warc, Options{}), batched)
	if len(batched) != len(srcs) {
		t.Fatalf("%d rows for %d pages", len(batched), len(srcs))
	}
	bin := buildFolioExtract(t)
	env := append(os.Environ(), "HOME="+dir, "XDG_CONFIG_HOME="+dir, "XDG_CACHE_HOME="+dir)
	for i, s := range srcs {
		row := batched[i] // sorted by offset: the order written
		if row.URL != s.url {
			t.Fatalf("row %d is %s, want %s", i, row.URL, s.url)
		}
		one, err := runOnePage(bin, env, s)
		switch {
		case err != nil && row.Error == "":
			t.Errorf("%s (%s): folio-extract failed (%v), batch did not", s.url, s.path, err)
		case err == nil && row.Error != "":
			t.Errorf("%s (%s): batch failed (%s), folio-extract did not", s.url, s.path, row.Error)
		case err != nil:
			continue // both refused the page
		}
		if d := rowDiff(&row, one); d != "" {
			t.Errorf("%s (%s): batch and folio-extract differ in %s", s.url, s.path, d)
		}
	}
	t.Logf("%d pages agree three ways", len(srcs))
}

// fixtureSources are the repository's fixture pages (CI has no corpus).
func fixtureSources(t *testing.T) []source {
	paths, _ := filepath.Glob(filepath.Join("..", "..", "extractor", "testdata", "pages", "*.html"))
	if len(paths) == 0 {
		t.Fatal("no fixture pages in extractor/testdata/pages")
	}
	var srcs []source
	for _, p := range paths {
		srcs = append(srcs, source{p, "https://fixtures.example/" + strings.TrimSuffix(filepath.Base(p), ".html")})
	}
	return srcs
}

// corpusSources are the first n pages of ../shared/corpus/name with their
// URLs, none when it is absent. internal/corpus finds the corpus beside
// the nearest go.mod, which here is this module's, so the path is spelled
// out.
func corpusSources(name string, n int) []source {
	dir := filepath.Join("..", "..", "..", "shared", "corpus", name)
	paths, _ := filepath.Glob(filepath.Join(dir, "*.html.gz"))
	var srcs []source
	for _, p := range paths[:min(n, len(paths))] {
		var meta struct {
			URL string `json:"url"`
		}
		if js, err := os.ReadFile(strings.TrimSuffix(p, ".html.gz") + ".json"); err == nil {
			_ = json.Unmarshal(js, &meta)
		}
		if meta.URL == "" {
			meta.URL = "https://" + name + ".example/" + filepath.Base(p)
		}
		srcs = append(srcs, source{p, meta.URL})
	}
	return srcs
}

// buildFolioExtract builds the command from the main module, as `make
// extract` does, so that the comparison is with the binary users run.
func buildFolioExtract(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "folio-extract")
	cmd := exec.Command("go", "build", "-o", bin, "./cmd/folio-extract")
	cmd.Dir = filepath.Join("..", "..")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building folio-extract: %v\n%s", err, out)
	}
	return bin
}

// onePage is what folio-extract --format json says of a page.
type onePage struct {
	Markdown string `json:"markdown"`
	Text     string `json:"text"`
	Metadata struct {
		Title     string `json:"title"`
		Author    string `json:"author"`
		Published string `json:"published"`
		Language  string `json:"language"`
	} `json:"metadata"`
	Rules    []string `json:"rules"`
	Template *struct {
		Host    string `json:"host"`
		Source  string `json:"source"`
		Version int    `json:"version"`
	} `json:"template"`
	Empty string `json:"empty"`
}

// runOnePage runs folio-extract on one page file.
func runOnePage(bin string, env []string, s source) (*onePage, error) {
	cmd := exec.Command(bin, "--url", s.url, "--format", "json", "--no-templates", s.path)
	cmd.Env = env
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%v: %s", err, strings.TrimSpace(stderr.String()))
	}
	var p onePage
	if err := json.Unmarshal(out, &p); err != nil {
		return nil, fmt.Errorf("output: %v", err)
	}
	return &p, nil
}

// rowDiff names the fields in which a batch row and folio-extract's
// result differ ("" when none).
func rowDiff(r *batch.Row, p *onePage) string {
	tmpl := ""
	if p.Template != nil {
		tmpl = fmt.Sprintf("%s %s v%d", p.Template.Source, p.Template.Host, p.Template.Version)
	}
	rules := p.Rules
	if rules == nil {
		rules = []string{}
	}
	var diff []string
	for _, f := range []struct {
		name      string
		got, want string
	}{
		{"markdown", r.Markdown, p.Markdown}, {"text", r.Text, p.Text},
		{"title", r.Title, p.Metadata.Title}, {"author", r.Author, p.Metadata.Author},
		{"date", r.Date, p.Metadata.Published}, {"language", r.Language, p.Metadata.Language},
		{"rules", strings.Join(r.Rules, ","), strings.Join(rules, ",")},
		{"template", r.Template, tmpl}, {"empty", r.Empty, p.Empty}, {"error", r.Error, ""},
	} {
		if f.got != f.want {
			diff = append(diff, fmt.Sprintf("%s (%.60q, want %.60q)", f.name, f.got, f.want))
		}
	}
	return strings.Join(diff, "; ")
}
