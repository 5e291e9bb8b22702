package batch

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/parquet-go/parquet-go"

	"folio/internal/warcwrite"
)

func tenPages(w *warcwrite.Writer) {
	for i := 0; i < 10; i++ {
		w.Response("https://r.example/"+string(rune('a'+i)), "text/html",
			article("Page "+string(rune('A'+i)), "en", strings.Repeat("topic"+string(rune('a'+i))+" ", 3), 4))
	}
}

func runTo(t *testing.T, inputs []string, out Output, o Options) Stats {
	t.Helper()
	st, err := Run(context.Background(), inputs, nil, nil, out, o)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return st
}

// A run killed mid-way leaves whole lines and maybe half a line: resuming
// cuts the half line and extracts only what is missing.
func TestResumeJSONL(t *testing.T) {
	in := warcFile(t, "r.warc.gz", true, tenPages)
	dir := t.TempDir()
	full := filepath.Join(dir, "full.jsonl")
	runTo(t, []string{in}, Output{Path: full}, Options{Ordered: true})
	want := readRowsFile(t, full)

	data, _ := os.ReadFile(full)
	lines := bytes.SplitAfter(data, []byte("\n"))
	cut := append(bytes.Join(lines[:4], nil), lines[4][:len(lines[4])/2]...)
	part := filepath.Join(dir, "part.jsonl")
	os.WriteFile(part, cut, 0o644)

	if _, err := Run(context.Background(), []string{in}, nil, nil, Output{Path: part}, Options{}); !errors.Is(err, ErrOutputExists) {
		t.Fatalf("existing output without resume: %v, want ErrOutputExists", err)
	}
	st := runTo(t, []string{in}, Output{Path: part, Resume: true}, Options{Ordered: true})
	if st.Resumed != 4 || st.Read != 6 {
		t.Errorf("resumed %d, read %d; want 4 and 6", st.Resumed, st.Read)
	}
	if got := readRowsFile(t, part); !reflect.DeepEqual(got, want) {
		t.Errorf("resumed output differs from a full run:\n%d rows vs %d", len(got), len(want))
	}
	st = runTo(t, []string{in}, Output{Path: part, Resume: true}, Options{})
	if st.Read != 0 || st.Resumed != 10 {
		t.Errorf("resuming a finished output read %d records", st.Read)
	}
}

func TestParquetOutputAndResume(t *testing.T) {
	in := warcFile(t, "p.warc", false, tenPages)
	dir := t.TempDir()
	jl := filepath.Join(dir, "rows.jsonl")
	runTo(t, []string{in}, Output{Path: jl}, Options{Ordered: true})
	want := readRowsFile(t, jl)

	pq := filepath.Join(dir, "rows.parquet")
	runTo(t, []string{in}, Output{Path: pq}, Options{Ordered: true})
	if got := readParquet(t, pq); !reflect.DeepEqual(got, want) {
		t.Fatalf("Parquet rows differ from JSON Lines rows:\n%+v\n%+v", got[0], want[0])
	}
	if _, err := os.Stat(pq + partialSuffix); !os.IsNotExist(err) {
		t.Errorf("partial file left behind: %v", err)
	}

	// Resume from a Parquet file that holds the first half.
	half := filepath.Join(dir, "half.parquet")
	f, _ := os.Create(half)
	w := NewParquetWriter(f)
	for i := range want[:5] {
		w.Write(&want[i])
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	st := runTo(t, []string{in}, Output{Path: half, Resume: true}, Options{Ordered: true})
	if st.Resumed != 5 || st.Read != 5 {
		t.Errorf("resumed %d, read %d", st.Resumed, st.Read)
	}
	if got := readParquet(t, half); !reflect.DeepEqual(got, want) {
		t.Errorf("resumed Parquet differs: %d rows", len(got))
	}

	os.WriteFile(half, []byte("PAR1 but cut"), 0o644)
	if _, err := Run(context.Background(), []string{in}, nil, nil, Output{Path: half, Resume: true}, Options{}); err == nil ||
		!strings.Contains(err.Error(), "not a complete Parquet file") {
		t.Errorf("resuming a broken Parquet file: %v", err)
	}
}

func readParquet(t *testing.T, path string) []Row {
	t.Helper()
	rows, err := parquet.ReadFile[Row](path)
	if err != nil {
		t.Fatal(err)
	}
	for i := range rows {
		if rows[i].Rules == nil {
			rows[i].Rules = []string{}
		}
	}
	return rows
}

func TestOutputValidation(t *testing.T) {
	for _, out := range []Output{
		{Resume: true},
		{Format: FormatParquet},
		{Path: "x.jsonl", Format: "csv"},
		{Path: "x.jsonl", Resume: true, Overwrite: true},
	} {
		if err := out.Validate(); err == nil {
			t.Errorf("%+v: no error", out)
		}
	}
	if (&Output{Path: "a.PARQUET"}).format() != FormatParquet || (&Output{Path: "a.json"}).format() != FormatJSONL {
		t.Error("format from the file name")
	}
}

func TestFilters(t *testing.T) {
	story := article("Story", "en", "rivers and lakes", 8)
	in := warcFile(t, "f.warc", false, func(w *warcwrite.Writer) {
		w.Response("https://f.example/en", "text/html", story)
		w.Response("https://f.example/copy", "text/html", bytes.Replace(story, []byte("Copyright 2026"), []byte("Reprinted"), 1))
		w.Response("https://f.example/de", "text/html", article("Geschichte", "de-AT", "Flüsse und Seen", 8))
		w.Response("https://f.example/short", "text/html", []byte(`<html lang="en-GB"><body><p>Too short.</p></body></html>`))
		w.Response("https://f.example/nolang", "text/html", []byte(`<html><body><p>No language declared here at all.</p></body></html>`))
	})
	rows, st := runJob(t, []string{in}, nil, Options{Ordered: true, Languages: []string{"EN"}, MinLength: 40, Dedup: 0.8})
	if len(rows) != 1 || rows[0].URL != "https://f.example/en" {
		t.Fatalf("kept %+v", rows)
	}
	if st.Filtered != 3 || st.Duplicates != 1 {
		t.Errorf("filtered %d, duplicates %d; want 3 and 1", st.Filtered, st.Duplicates)
	}
	rows, _ = runJob(t, []string{in}, nil, Options{Ordered: true, Languages: []string{"de"}})
	if len(rows) != 1 || rows[0].Language != "de-AT" {
		t.Errorf("de filter kept %+v", rows)
	}
}

// Resuming with dedup remembers the text already written, so a copy of a
// page written by the first run is still dropped.
func TestResumeRemembersDuplicates(t *testing.T) {
	story := article("Story", "en", "deserts", 8)
	first := warcFile(t, "1.warc", false, func(w *warcwrite.Writer) { w.Response("https://d.example/1", "text/html", story) })
	second := warcFile(t, "2.warc", false, func(w *warcwrite.Writer) { w.Warcinfo(); w.Response("https://d.example/2", "text/html", story) })
	out := filepath.Join(t.TempDir(), "d.jsonl")
	runTo(t, []string{first}, Output{Path: out}, Options{Dedup: 0.8})
	st := runTo(t, []string{first, second}, Output{Path: out, Resume: true}, Options{Dedup: 0.8})
	if st.Duplicates != 1 || len(readRowsFile(t, out)) != 1 {
		t.Errorf("duplicates %d, rows %d", st.Duplicates, len(readRowsFile(t, out)))
	}
}
