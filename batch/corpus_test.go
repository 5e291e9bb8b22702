package batch

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"folio/extractor"
	"folio/internal/corpus"
	"folio/internal/warcwrite"
)

// corpusWARC writes the pages of a corpus folder (at most n; 0 for all)
// as response records with their URLs to w, returning how many it wrote.
func corpusWARC(tb testing.TB, w *warcwrite.Writer, dir string, n int) int {
	tb.Helper()
	paths, _ := filepath.Glob(filepath.Join(dir, "*.html.gz"))
	if n > 0 {
		paths = paths[:min(n, len(paths))]
	}
	w.Warcinfo()
	for _, p := range paths {
		data, err := corpus.Read(p)
		if err != nil {
			tb.Fatal(err)
		}
		var meta struct {
			URL string `json:"url"`
		}
		if js, err := os.ReadFile(strings.TrimSuffix(p, ".html.gz") + ".json"); err == nil {
			_ = json.Unmarshal(js, &meta)
		}
		w.Response(meta.URL, "text/html", data)
	}
	if err := w.Close(); err != nil {
		tb.Fatal(err)
	}
	return len(paths)
}

// The repository's own fixture pages through a WARC give what the
// extractor gives page by page (CI has no ../shared corpus).
func TestFixturesWARCMatchesExtract(t *testing.T) {
	paths, _ := filepath.Glob(filepath.Join("..", "extractor", "testdata", "pages", "*.html"))
	if len(paths) == 0 {
		t.Fatal("no fixture pages in extractor/testdata/pages")
	}
	warc := filepath.Join(t.TempDir(), "fixtures.warc.gz")
	f, err := os.Create(warc)
	if err != nil {
		t.Fatal(err)
	}
	w := warcwrite.New(f, true)
	pages := map[string][]byte{}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		u := "https://fixtures.example/" + strings.TrimSuffix(filepath.Base(p), ".html")
		pages[u] = data
		w.Response(u, "text/html; charset=utf-8", data)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	rows, _ := runJob(t, []string{warc}, nil, Options{Workers: 2})
	if len(rows) != len(paths) {
		t.Fatalf("%d rows for %d pages", len(rows), len(paths))
	}
	for _, r := range rows {
		res, err := extractor.Extract(pages[r.URL], extractor.WithURL(r.URL), extractor.WithContentType("text/html; charset=utf-8"))
		if err != nil || r.Error != "" {
			t.Fatalf("%s: %v / %s", r.URL, err, r.Error)
		}
		if r.Markdown != res.Markdown || r.Text != res.Text || r.Title != res.Metadata.Title || r.Empty != res.Empty {
			t.Errorf("%s: batch and Extract differ", r.URL)
		}
	}
}

// Real pages through a WARC give what the extractor gives page by page.
func TestCorpusWARCMatchesExtract(t *testing.T) {
	dir := corpus.Require(t, "wcxb-dev")
	path := filepath.Join(t.TempDir(), "wcxb.warc.gz")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	n := corpusWARC(t, warcwrite.New(f, true), dir, 120)
	f.Close()
	rows, st := runJob(t, []string{path}, nil, Options{Workers: 2})
	if len(rows) != n || st.Skipped != 1 {
		t.Fatalf("%d rows for %d pages, %d skipped", len(rows), n, st.Skipped)
	}
	paths, _ := filepath.Glob(filepath.Join(dir, "*.html.gz"))
	got := map[string]Row{}
	for _, r := range rows {
		got[r.RecordID] = r
	}
	for i, p := range paths[:n] {
		data, _ := corpus.Read(p)
		r := got[warcwrite.ID(i+2)]
		res, err := extractor.Extract(data, extractor.WithURL(r.URL), extractor.WithContentType("text/html"))
		if err != nil {
			if r.Error == "" {
				t.Errorf("%s: Extract failed (%v) but batch did not", p, err)
			}
			continue
		}
		if r.Markdown != res.Markdown || r.Title != res.Metadata.Title {
			t.Errorf("%s: batch and Extract differ", p)
		}
	}
}

// TestWriteCorpusWARC writes all of wcxb-dev as one WARC for measuring
// throughput: FOLIO_CORPUS_WARC=/tmp/wcxb-dev.warc.gz go test -run
// TestWriteCorpusWARC ./batch/
func TestWriteCorpusWARC(t *testing.T) {
	out := os.Getenv("FOLIO_CORPUS_WARC")
	if out == "" {
		t.Skip("set FOLIO_CORPUS_WARC to a path to write wcxb-dev as a WARC there")
	}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	n := corpusWARC(t, warcwrite.New(f, strings.HasSuffix(out, ".gz")), corpus.Require(t, "wcxb-dev"), 0)
	t.Logf("wrote %d pages to %s", n, out)
}
