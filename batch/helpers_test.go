package batch

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"folio/internal/warcwrite"
)

// article builds a synthetic article page: a title, a declared language,
// navigation and n paragraphs that differ with topic.
func article(title, lang, topic string, n int) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, `<!doctype html><html lang="%s"><head><title>%s</title>`, lang, title)
	b.WriteString(`<meta name="author" content="Ada Writer"></head><body>`)
	b.WriteString(`<nav><a href="/">Home</a> <a href="/about">About</a> <a href="/blog">Blog</a></nav>`)
	fmt.Fprintf(&b, `<article><h1>%s</h1>`, title)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, `<p>Paragraph %d of this piece explains %s in plain words, with enough sentences to count as content. It goes on about %s a little longer.</p>`, i, topic, topic)
	}
	b.WriteString(`</article><footer>Copyright 2026 Example</footer></body></html>`)
	return []byte(b.String())
}

// warcFile writes a WARC built by fill into a temporary file.
func warcFile(t *testing.T, name string, gz bool, fill func(w *warcwrite.Writer)) string {
	t.Helper()
	var buf bytes.Buffer
	w := warcwrite.New(&buf, gz)
	fill(w)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// runJob runs a job writing JSON Lines to memory and returns the rows.
func runJob(t *testing.T, inputs []string, stdin []byte, o Options) ([]Row, Stats) {
	t.Helper()
	var out bytes.Buffer
	st, err := Run(context.Background(), inputs, bytes.NewReader(stdin), &out, Output{}, o)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return parseRows(t, out.Bytes()), st
}

func parseRows(t *testing.T, data []byte) []Row {
	t.Helper()
	var rows []Row
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 64<<20)
	for sc.Scan() {
		var r Row
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("output line %q: %v", sc.Text(), err)
		}
		rows = append(rows, r)
	}
	return rows
}

func readRowsFile(t *testing.T, path string) []Row {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return parseRows(t, data)
}

// byURL indexes rows by URL.
func byURL(rows []Row) map[string]Row {
	m := map[string]Row{}
	for _, r := range rows {
		m[r.URL] = r
	}
	return m
}
