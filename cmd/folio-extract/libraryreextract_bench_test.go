package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"folio/internal/corpus"
	"folio/internal/cputime"
	"folio/library"
)

// BenchmarkLibraryReExtract measures the re-extraction target:
// a library of FOLIO_LIBRARY_N (default 10,000) pages saved from
// wcxb-dev's pages (each page several times under other addresses), every
// one converted again with today's extractor and rewritten, since the
// bodies saved were placeholders. It reports the wall time and the CPU
// time the process used (the machine is shared).
func BenchmarkLibraryReExtract(b *testing.B) {
	cdir := corpus.Require(b, "wcxb-dev")
	n := 10000
	if v := os.Getenv("FOLIO_LIBRARY_N"); v != "" {
		fmt.Sscan(v, &n)
	}
	pages, _ := filepath.Glob(filepath.Join(cdir, "*.html.gz"))
	if len(pages) == 0 {
		b.Skip("no pages in wcxb-dev")
	}
	b.Setenv("HOME", b.TempDir()) // no user rules or templates
	rules := b.TempDir()
	for b.Loop() {
		b.StopTimer()
		dir := b.TempDir()
		for i := 0; i < n; i++ {
			writeSavedPage(b, dir, pages[i%len(pages)], i)
		}
		l, err := library.Open(context.Background(), dir)
		if err != nil {
			b.Fatal(err)
		}
		conv, err := openLibraryConverter(&dataFlags{rules: rules, noTemplates: true}, os.Stderr)
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		start, cpu := time.Now(), cputime.Process()
		rep, err := l.ReExtract(context.Background(), conv.convert, false)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(time.Since(start).Seconds(), "reextract-s")
		b.ReportMetric((cputime.Process() - cpu).Seconds(), "reextract-cpu-s")
		b.ReportMetric(float64(len(rep.Changed)), "changed")
		b.ReportMetric(float64(len(rep.Failed)), "failed")
		conv.close(os.Stderr)
		l.Close()
	}
}

// writeSavedPage writes the i-th page as Save would: frontmatter with the
// body's hash, a placeholder body, and the corpus page as its snapshot.
func writeSavedPage(b *testing.B, dir, page string, i int) {
	var meta struct {
		URL string `json:"url"`
	}
	js, _ := os.ReadFile(strings.TrimSuffix(page, ".html.gz") + ".json")
	json.Unmarshal(js, &meta)
	site := fmt.Sprintf("site%02d.example", i%40)
	stem := fmt.Sprintf("p%05d", i)
	os.MkdirAll(filepath.Join(dir, site, stem+"_files"), 0o755)
	snap, err := os.ReadFile(page) // gzip, as the library keeps snapshots
	if err != nil {
		b.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, site, stem+"_files", "source.html.gz"), snap, 0o644)
	body := "placeholder"
	sum := sha256.Sum256([]byte(body))
	md := fmt.Sprintf("---\nsource: %s?copy=%d\ntitle: Page %d\nsnapshot: %s_files/source.html.gz\nsnapshot_type: text/html\nbody_sha256: %s\n---\n\n%s\n",
		meta.URL, i, i, stem, hex.EncodeToString(sum[:]), body)
	if err := os.WriteFile(filepath.Join(dir, site, stem+".md"), []byte(md), 0o644); err != nil {
		b.Fatal(err)
	}
}
