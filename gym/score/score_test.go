package score

import (
	"compress/gzip"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestPagesScoresAnyExtractFunc scores a two-page WCXB-style folder with a
// stand-in extractor: the scorer needs no extractor of its own.
func TestPagesScoresAnyExtractFunc(t *testing.T) {
	dir := t.TempDir()
	writePage(t, dir, "a", `{"url":"https://x.org/a","ground_truth":{"main_content":"the cat sat","with":["cat"],"without":["menu"]},"_internal":{"page_type":{"primary":"article"}}}`)
	writePage(t, dir, "b", `{"url":"https://x.org/b","ground_truth":{"main_content":"a dog ran"},"_internal":{"page_type":{"primary":"forum"}}}`)
	extract := func(html []byte, pageURL string) (Extracted, error) {
		if pageURL == "https://x.org/b" {
			return Extracted{}, errors.New("boom")
		}
		return Extracted{Text: "the cat sat menu", Total: time.Millisecond}, nil
	}
	if _, err := Dir(WCXB, dir, Options{}); !errors.Is(err, ErrNoExtract) {
		t.Fatalf("Dir without Extract: %v, want ErrNoExtract", err)
	}
	rep, err := Dir(WCXB, dir, Options{Extract: extract})
	if err != nil {
		t.Fatal(err)
	}
	a, b := rep.Pages[0], rep.Pages[1]
	if !near(a.Recall, 1) || !near(a.Precision, 0.75) || a.WithHit != 1 || a.Leaked != 1 || a.Total != time.Millisecond {
		t.Fatalf("page a: %+v", a)
	}
	if b.Err == nil || b.F1 != 0 || rep.Errors != 1 || rep.ByType["forum"].Pages != 1 {
		t.Fatalf("page b: %+v, report %+v", b, rep)
	}
}

func writePage(t *testing.T, dir, id, js string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, id+".json"), []byte(js), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, id+".html.gz"))
	if err != nil {
		t.Fatal(err)
	}
	zw := gzip.NewWriter(f)
	zw.Write([]byte("<p>page</p>"))
	zw.Close()
	f.Close()
}
