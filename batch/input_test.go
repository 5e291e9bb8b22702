package batch

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"folio/internal/warcwrite"
)

func jsonLine(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b) + "\n"
}

func TestJSONLInput(t *testing.T) {
	page := article("From JSON", "en", "streams", 4)
	in := jsonLine(t, map[string]string{"url": "https://j.example/1", "html": string(page), "id": "doc-1"}) +
		"\n" + // blank lines are skipped
		jsonLine(t, map[string]string{"url": "https://j.example/2", "html_base64": base64.StdEncoding.EncodeToString(page)}) +
		"{not json\n" +
		jsonLine(t, map[string]string{"url": "https://j.example/4"}) +
		jsonLine(t, map[string]string{"url": "https://j.example/5", "html_base64": "!!!"}) +
		jsonLine(t, map[string]string{"url": "https://j.example/6", "html": string(page)}) // no final newline is fine too
	in = strings.TrimSuffix(in, "\n")
	rows, st := runJob(t, []string{"-"}, []byte(in), Options{Ordered: true})
	if len(rows) != 6 || len(st.Inputs) != 0 {
		t.Fatalf("%d rows, input errors %v", len(rows), st.Inputs)
	}
	if rows[0].RecordID != "doc-1" || rows[0].Title != "From JSON" || rows[1].Title != "From JSON" || rows[5].Title != "From JSON" {
		t.Errorf("good lines: %+v %+v", rows[0], rows[1])
	}
	for i, want := range map[int]string{2: "invalid character", 3: "no \"html\"", 4: "html_base64"} {
		if !strings.Contains(rows[i].Error, want) {
			t.Errorf("line %d: error %q, want %q", i, rows[i].Error, want)
		}
	}
	if rows[2].File != "-" || rows[2].Offset != int64(strings.Index(in, "{not json")) {
		t.Errorf("bad line at %s@%d, want -@%d", rows[2].File, rows[2].Offset, strings.Index(in, "{not json"))
	}
}

func TestJSONLLineOverCap(t *testing.T) {
	big := jsonLine(t, map[string]string{"url": "https://j.example/big", "html": strings.Repeat("x", 300<<10)})
	small := jsonLine(t, map[string]string{"url": "https://j.example/small", "html": "<p>small page</p>"})
	rows, _ := runJob(t, []string{"-"}, []byte(big+small), Options{MaxBytes: 100 << 10, Ordered: true})
	if len(rows) != 2 || !strings.Contains(rows[0].Error, ErrTooLarge.Error()) || rows[1].Text != "small page\n" {
		t.Fatalf("rows: %+v", rows)
	}
}

func TestGzipJSONLFile(t *testing.T) {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write([]byte(jsonLine(t, map[string]string{"url": "https://j.example/z", "html": string(article("Gz", "en", "zip", 3))})))
	zw.Close()
	path := filepath.Join(t.TempDir(), "pages.jsonl.gz")
	os.WriteFile(path, buf.Bytes(), 0o644)
	rows, _ := runJob(t, []string{path}, nil, Options{})
	if len(rows) != 1 || rows[0].Title != "Gz" {
		t.Fatalf("rows: %+v", rows)
	}
}

func TestFolderInput(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "sub"), 0o755)
	os.WriteFile(filepath.Join(dir, "a.html"), article("A", "en", "alpha", 3), 0o644)
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write(article("B", "en", "beta", 3))
	zw.Close()
	os.WriteFile(filepath.Join(dir, "sub", "b.html.gz"), buf.Bytes(), 0o644)
	os.WriteFile(filepath.Join(dir, "sub", "b.expected.html"), []byte("<p>answer</p>"), 0o644)
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("not a page"), 0o644)
	rows, _ := runJob(t, []string{dir}, nil, Options{Ordered: true})
	if len(rows) != 2 || rows[0].Title != "A" || rows[1].Title != "B" {
		t.Fatalf("rows: %+v", rows)
	}
	if rows[1].File != filepath.Join(dir, "sub", "b.html.gz") {
		t.Errorf("file %q", rows[1].File)
	}
}

// Stdin carries a gzipped WARC, a plain WARC or a single page: the first
// bytes say which.
func TestStdinSniffing(t *testing.T) {
	for _, gz := range []bool{false, true} {
		var buf bytes.Buffer
		w := warcwrite.New(&buf, gz)
		w.Response("https://s.example/", "text/html", article("Piped", "en", "pipes", 3))
		rows, _ := runJob(t, []string{"-"}, buf.Bytes(), Options{})
		if len(rows) != 1 || rows[0].Title != "Piped" || rows[0].RecordID != warcwrite.ID(1) {
			t.Errorf("gzip %v: rows %+v", gz, rows)
		}
	}
	rows, _ := runJob(t, []string{"-"}, article("Alone", "en", "solitude", 2), Options{})
	if len(rows) != 1 || rows[0].Title != "Alone" {
		t.Errorf("single page on stdin: %+v", rows)
	}
}

// Ordered output follows the input; unordered has the same rows.
func TestOrderedAndUnordered(t *testing.T) {
	path := warcFile(t, "many.warc.gz", true, func(w *warcwrite.Writer) {
		for i := 0; i < 40; i++ {
			// Alternate big and small pages so that completion order differs.
			n := 2
			if i%2 == 0 {
				n = 200
			}
			w.Response("https://o.example/"+strings.Repeat("x", i), "text/html", article("P", "en", "order", n))
		}
	})
	ordered, _ := runJob(t, []string{path}, nil, Options{Workers: 4, Ordered: true})
	for i, r := range ordered {
		if want := "https://o.example/" + strings.Repeat("x", i); r.URL != want {
			t.Fatalf("ordered row %d is %s", i, r.URL)
		}
	}
	unordered, _ := runJob(t, []string{path}, nil, Options{Workers: 4})
	if len(unordered) != len(ordered) {
		t.Fatalf("unordered: %d rows, ordered %d", len(unordered), len(ordered))
	}
	got := byURL(unordered)
	for _, r := range ordered {
		if got[r.URL].Markdown != r.Markdown {
			t.Errorf("%s differs between ordered and unordered runs", r.URL)
		}
	}
}

func TestTimeoutIsReported(t *testing.T) {
	path := warcFile(t, "slow.warc", false, func(w *warcwrite.Writer) {
		w.Response("https://t.example/1", "text/html", article("Slow", "en", "patience", 3000))
	})
	rows, _ := runJob(t, []string{path}, nil, Options{Timeout: 1})
	if len(rows) != 1 || !strings.Contains(rows[0].Error, ErrTimeout.Error()) {
		t.Fatalf("rows: %+v", rows)
	}
}
