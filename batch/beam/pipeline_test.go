package beam

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	sdk "github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
	"github.com/parquet-go/parquet-go"

	"folio/batch"
	"folio/internal/warcwrite"
)

func page(title string, n int) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, `<html lang="en"><head><title>%s</title></head><body><nav><a href="/">Home</a></nav><article><h1>%s</h1>`, title, title)
	for i := range n {
		fmt.Fprintf(&b, `<p>Paragraph %d of %s is long enough to be the content of the page, and says so twice.</p>`, i, title)
	}
	return []byte(b.String() + `</article><footer>Footer</footer></body></html>`)
}

// mixedInputs writes two WARC files, one gzipped, each with good pages, a
// page over the node budget, a non-HTML record and a truncated final
// record; it returns the glob that matches both.
func mixedInputs(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for i, name := range []string{"a.warc.gz", "b.warc"} {
		writeWARC(t, dir, name, i == 0, func(w *warcwrite.Writer) {
			w.Warcinfo()
			for j := range 5 {
				w.Response(fmt.Sprintf("https://b%d.example/%d", i, j), "text/html", page(fmt.Sprintf("Page %d.%d", i, j), 3+j))
			}
			w.Response(fmt.Sprintf("https://b%d.example/flood", i), "text/html", []byte("<table><tr>"+strings.Repeat("<td>x", 10_000)))
			w.Response(fmt.Sprintf("https://b%d.example/logo.png", i), "image/png", []byte("\x89PNG\r\n\x1a\n"))
			w.Raw([]byte("WARC/1.1\r\nWARC-Type: response\r\nContent-Type: application/http; msgtype=response\r\nContent-Length: 900\r\n\r\nHTTP/1.1 200 OK\r\n"))
		})
	}
	return filepath.Join(dir, "*.warc*")
}

// The pipeline on the local runner writes the rows batch writes, bad
// records included.
func TestPipelineMatchesBatch(t *testing.T) {
	glob := mixedInputs(t)
	paths, _ := filepath.Glob(glob)
	want := batchRows(t, paths)
	var errs int
	for _, r := range want {
		if r.Error != "" {
			errs++
		}
	}
	if len(want) != 14 || errs != 4 {
		t.Fatalf("batch gave %d rows with %d errors, want 14 with 4 (flood and truncated, twice)", len(want), errs)
	}
	sameRows(t, "Beam JSON Lines", beamRows(t, glob, Options{}), want)
}

func TestPipelineParquet(t *testing.T) {
	glob := mixedInputs(t)
	paths, _ := filepath.Glob(glob)
	want := batchRows(t, paths)
	out := filepath.Join(t.TempDir(), "rows.parquet")
	p, s := sdk.NewPipelineWithRoot()
	WriteParquet(s, out, Extract(s, glob, Options{}))
	ptest.RunAndValidate(t, p)
	got, err := parquet.ReadFile[batch.Row](out)
	if err != nil {
		t.Fatal(err)
	}
	for i := range got { // Parquet has no empty-versus-absent list
		if got[i].Rules == nil {
			got[i].Rules = []string{}
		}
	}
	sameRows(t, "Beam Parquet", sortRows(got), want)
}

// The options reach the workers: a size cap below every page reports
// every page as too large.
func TestPipelineOptions(t *testing.T) {
	rows := beamRows(t, mixedInputs(t), Options{Profile: "rag", MaxBytes: 100, Timeout: 1e9})
	for _, r := range rows {
		if !strings.Contains(r.Error, "larger than the size cap") && !strings.Contains(r.Error, "truncated") {
			t.Errorf("%s: error %q, want too large", r.URL, r.Error)
		}
	}
	if len(rows) != 14 {
		t.Errorf("%d rows, want 14", len(rows))
	}
}

func TestOptionsValidate(t *testing.T) {
	for _, o := range []Options{{Profile: "nope"}, {Timeout: -1}} {
		if o.Validate() == nil {
			t.Errorf("%+v: no error", o)
		}
	}
	if err := (Options{Profile: "rag", Timeout: 1e9}).Validate(); err != nil {
		t.Errorf("valid options refused: %v", err)
	}
}
