package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"folio/batch"
	"folio/internal/corpus"
	"folio/internal/warcwrite"
)

// asCommandEnv makes the test binary run as folio-extract (see TestMain).
const asCommandEnv = "FOLIO_EXTRACT_TEST_AS_COMMAND"

// command returns the test binary set up to run as folio-extract in a
// subprocess, as Spark or a shell would run the real one: building the
// command again would cost minutes on a busy machine for the same code.
func command(t *testing.T, args ...string) *exec.Cmd {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Skip("no path to the test binary:", err)
	}
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), asCommandEnv+"=1")
	return cmd
}

func batchPage(title, topic string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<html lang="en"><head><title>%s</title></head><body><nav><a href="/">Home</a> <a href="/about">About</a></nav><main><h1>%s</h1>`, title, title)
	for i := 0; i < 5; i++ {
		fmt.Fprintf(&b, `<p>Paragraph %d is about %s, in words enough to be <a href="/more">content</a> rather than chrome.</p>`, i, topic)
	}
	return b.String() + `</main><footer>Footer text</footer></body></html>`
}

func decodeRows(t *testing.T, out []byte) []batch.Row {
	t.Helper()
	var rows []batch.Row
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 16<<20)
	for sc.Scan() {
		var r batch.Row
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("line %q: %v", sc.Text(), err)
		}
		rows = append(rows, r)
	}
	return rows
}

// The stdin/stdout JSON Lines contract that Spark's RDD.pipe, Hadoop
// Streaming and DataTrove-style steps rely on, run as a subprocess.
func TestBatchPipeContract(t *testing.T) {
	var in strings.Builder
	for i, topic := range []string{"rivers", "mountains", "forests"} {
		line, _ := json.Marshal(map[string]string{"url": fmt.Sprintf("https://p.example/%d", i), "html": batchPage("Page "+topic, topic)})
		in.Write(append(line, '\n'))
	}
	in.WriteString("{broken\n")
	cmd := command(t, "batch", "--ordered", "-")
	cmd.Stdin = strings.NewReader(in.String())
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("exit: %v\n%s", err, stderr.String())
	}
	rows := decodeRows(t, stdout.Bytes())
	if len(rows) != 4 {
		t.Fatalf("%d rows, want 4 (one per input line)", len(rows))
	}
	for i, topic := range []string{"rivers", "mountains", "forests"} {
		r := rows[i]
		if r.URL != fmt.Sprintf("https://p.example/%d", i) || r.Title != "Page "+topic || !strings.Contains(r.Markdown, topic) ||
			!strings.Contains(r.Markdown, "[content](https://p.example/more)") {
			t.Errorf("row %d: %+v", i, r)
		}
	}
	if rows[3].Error == "" || rows[3].File != "-" {
		t.Errorf("broken line: %+v", rows[3])
	}
	if strings.Contains(stderr.String(), "\x1b[") || strings.Count(stderr.String(), "\n") != 1 {
		t.Errorf("stderr on a pipe should be the summary line only: %q", stderr.String())
	}
}

// The same page gives the same output from batch (WARC in) and from
// folio-extract run on that page alone.
func TestBatchMatchesPageByPage(t *testing.T) {
	dir := t.TempDir()
	pages := []urlPage{
		{"https://m.example/a", batchPage("Alpha", "bees")},
		{"https://m.example/b", batchPage("Beta", "ants")},
		{"https://m.example/c", "<p>only a fragment</p>"},
	}
	if cdir := corpus.Dir("wcxb-dev"); cdir != "" {
		pages = append(pages, corpusPages(t, cdir, 12)...)
	}
	var buf bytes.Buffer
	w := warcwrite.New(&buf, true)
	for _, p := range pages {
		w.Response(p.url, "text/html", []byte(p.html))
	}
	warc := filepath.Join(dir, "pages.warc.gz")
	os.WriteFile(warc, buf.Bytes(), 0o644)
	out, err := command(t, "batch", "--ordered", "--quiet", warc).Output()
	if err != nil {
		t.Fatalf("batch: %v", err)
	}
	rows := decodeRows(t, out)
	if len(rows) != len(pages) {
		t.Fatalf("%d rows for %d pages", len(rows), len(pages))
	}
	for i, p := range pages {
		file := filepath.Join(dir, fmt.Sprintf("%d.html", i))
		os.WriteFile(file, []byte(p.html), 0o644)
		md, err := command(t, "--no-templates", "--url", p.url, file).Output()
		if err != nil {
			t.Fatalf("page %s: %v", p.url, err)
		}
		if rows[i].Markdown != string(md) {
			t.Errorf("%s: batch and page-by-page Markdown differ:\n--- batch\n%s\n--- page\n%s", p.url, rows[i].Markdown, md)
		}
	}
}

// urlPage is a page and its address.
type urlPage struct{ url, html string }

// corpusPages reads the first n pages of wcxb-dev with their URLs.
func corpusPages(t *testing.T, dir string, n int) []urlPage {
	t.Helper()
	paths, _ := filepath.Glob(filepath.Join(dir, "*.html.gz"))
	var out []urlPage
	for _, p := range paths[:min(n, len(paths))] {
		data, err := corpus.Read(p)
		if err != nil {
			t.Fatal(err)
		}
		var meta struct {
			URL string `json:"url"`
		}
		js, _ := os.ReadFile(strings.TrimSuffix(p, ".html.gz") + ".json")
		json.Unmarshal(js, &meta)
		out = append(out, urlPage{meta.URL, string(data)})
	}
	return out
}

func TestBatchExitCodes(t *testing.T) {
	dir := t.TempDir()
	existing := filepath.Join(dir, "out.jsonl")
	os.WriteFile(existing, nil, 0o644)
	cases := []struct {
		name string
		args []string
		want int
	}{
		{"no input", []string{"batch"}, exitUsage},
		{"bad profile", []string{"batch", "--profile", "x", "-"}, exitUsage},
		{"resume stdout", []string{"batch", "--resume", "-"}, exitUsage},
		{"parquet stdout", []string{"batch", "--format", "parquet", "-"}, exitUsage},
		{"missing input", []string{"batch", filepath.Join(dir, "nope.warc")}, exitError},
		{"output exists", []string{"batch", "-o", existing, "-"}, exitError},
		{"empty stdin", []string{"batch", "-"}, exitOK},
	}
	defer func(r io.Reader) { batchStdin = r }(batchStdin)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			batchStdin = strings.NewReader("")
			if code, _, stderr := runCmd(t, "", c.args...); code != c.want {
				t.Errorf("exit %d, want %d (stderr %q)", code, c.want, stderr)
			}
		})
	}
}

// An interrupted job stops while its input pipe stays open, writes the
// pages it had, and says how to resume.
func TestBatchInterrupt(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out.jsonl")
	cmd := command(t, "batch", "-o", out, "-")
	stdin, _ := cmd.StdinPipe()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, _ := json.Marshal(map[string]string{"url": "https://i.example/", "html": batchPage("Interrupted", "pauses")})
	stdin.Write(append(line, '\n'))
	// Wait until the page is written (the output is flushed when the
	// workers wait for input); stdin stays open.
	for start := time.Now(); ; time.Sleep(50 * time.Millisecond) {
		if data, _ := os.ReadFile(out); bytes.HasSuffix(data, []byte("\n")) {
			break
		}
		if time.Since(start) > 30*time.Second {
			cmd.Process.Kill()
			t.Fatalf("no row written after 30 s; stderr %q", stderr.String())
		}
	}
	cmd.Process.Signal(syscall.SIGINT)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != exitError {
			t.Errorf("exit: %v, want %d", err, exitError)
		}
	case <-time.After(10 * time.Second):
		cmd.Process.Kill()
		t.Fatal("the job did not stop on SIGINT")
	}
	stdin.Close()
	data, _ := os.ReadFile(out)
	if rows := decodeRows(t, data); len(rows) != 1 || rows[0].Title != "Interrupted" {
		t.Errorf("output after interrupt: %q", data)
	}
	if !strings.Contains(stderr.String(), "--resume") {
		t.Errorf("stderr does not say how to resume: %q", stderr.String())
	}
}
