package batch

import (
	"bufio"
	"bytes"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"folio/internal/corpus"
	"folio/internal/warcwrite"

	"github.com/nlnwa/gowarc"
)

// gowarcPages reads the HTML 2xx response records of a WARC with gowarc,
// the maintained reader batch used before its own, and net/http, as a
// reference: where each starts, its URI, id, Content-Type and payload.
func gowarcPages(t *testing.T, path string) []Record {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	in := &rawInput{r: f}
	br := bufio.NewReader(in)
	u := gowarc.NewUnmarshaler(gowarc.WithNoValidation())
	var pages []Record
	for {
		start := in.n - int64(br.Buffered())
		rec, skip, _, err := u.Unmarshal(br)
		if err == io.EOF {
			return pages
		}
		if err != nil {
			t.Fatalf("gowarc at offset %d: %v", start+skip, err)
		}
		if rec.Type() == gowarc.Response {
			// net/http reads the HTTP response: a second reference.
			raw, err := rec.Block().RawBytes()
			if err != nil {
				t.Fatal(err)
			}
			resp, err := http.ReadResponse(bufio.NewReader(raw), nil)
			if err != nil {
				t.Fatalf("HTTP response at offset %d: %v", start+skip, err)
			}
			ct := resp.Header.Get("Content-Type")
			if resp.StatusCode >= 200 && resp.StatusCode <= 299 && isHTML(ct) {
				data, err := io.ReadAll(resp.Body)
				if err != nil {
					t.Fatal(err)
				}
				pages = append(pages, Record{
					URL: rec.WarcHeader().Get(gowarc.WarcTargetURI), ID: strings.Trim(rec.WarcHeader().Get(gowarc.WarcRecordID), "<>"),
					File: path, Offset: start + skip, ContentType: ct, Data: data,
				})
			}
		}
		if err := rec.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

// ownPages reads the same with batch's reader.
func ownPages(t *testing.T, path string) []Record {
	t.Helper()
	src, err := Open(path, nil, -1)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	var pages []Record
	for {
		r, err := src.Next()
		if err == io.EOF {
			return pages
		}
		if err != nil || r.Err != nil {
			t.Fatalf("%s: record %d: %v %v", path, len(pages), err, r.Err)
		}
		pages = append(pages, r)
	}
}

// sameRecords compares batch's reader with gowarc on one WARC.
func sameRecords(t *testing.T, path string) {
	t.Helper()
	want, got := gowarcPages(t, path), ownPages(t, path)
	if len(got) != len(want) {
		t.Fatalf("%s: %d pages, gowarc reads %d", path, len(got), len(want))
	}
	for i := range want {
		g, w := got[i], want[i]
		if g.URL != w.URL || g.ID != w.ID || g.Offset != w.Offset || g.ContentType != w.ContentType || !bytes.Equal(g.Data, w.Data) {
			t.Errorf("%s: page %d: got %s %s @%d %q (%d bytes), gowarc %s %s @%d %q (%d bytes)", path, i,
				g.URL, g.ID, g.Offset, g.ContentType, len(g.Data), w.URL, w.ID, w.Offset, w.ContentType, len(w.Data))
		}
	}
}

// Batch's WARC reader gives the pages gowarc gives, at the same offsets,
// on the mixed WARC and on the repository's fixture pages.
func TestWARCReaderMatchesGowarc(t *testing.T) {
	fixtures, _ := filepath.Glob(filepath.Join("..", "extractor", "testdata", "pages", "*.html"))
	if len(fixtures) == 0 {
		t.Fatal("no fixture pages in extractor/testdata/pages")
	}
	for _, gz := range []bool{false, true} {
		sameRecords(t, warcFile(t, "mixed.warc", gz, mixedWARC))
		sameRecords(t, warcFile(t, "fixtures.warc", gz, func(w *warcwrite.Writer) {
			for _, p := range fixtures {
				data, err := os.ReadFile(p)
				if err != nil {
					t.Fatal(err)
				}
				w.Response("https://fixtures.example/"+filepath.Base(p), "text/html; charset=utf-8", data)
			}
		}))
	}
}

// The same on every page of wcxb-dev uncompressed, and on its first 300
// gzipped (compressing all of it would take most of the test's time).
func TestCorpusWARCReaderMatchesGowarc(t *testing.T) {
	dir := corpus.Require(t, "wcxb-dev")
	for _, gz := range []bool{false, true} {
		path := filepath.Join(t.TempDir(), "wcxb.warc")
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		if gz {
			n = 300
		}
		corpusWARC(t, warcwrite.New(f, gz), dir, n)
		f.Close()
		sameRecords(t, path)
	}
}
