package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const testPage = `<html><head><title>Hello</title></head><body><nav><a href="/">Home</a></nav>
<main><h1>Hello</h1><p>A first paragraph with <a href="/x">a link</a>.</p></main></body></html>`

func runCmd(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestExitCodes(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "p.html")
	os.WriteFile(file, []byte(testPage), 0o644)
	cases := []struct {
		name string
		args []string
		want int
	}{
		{"file", []string{file}, exitOK},
		{"stdin", []string{"-"}, exitOK},
		{"missing file", []string{filepath.Join(dir, "nope.html")}, exitError},
		{"no argument", nil, exitUsage},
		{"two arguments", []string{file, file}, exitUsage},
		{"bad format", []string{"--format", "pdf", file}, exitUsage},
		{"bad profile", []string{"--profile", "everything", file}, exitUsage},
		{"unknown flag", []string{"--nope", file}, exitUsage},
		{"too large", []string{"--max-bytes", "10", file}, exitError},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, _, stderr := runCmd(t, testPage, c.args...)
			if code != c.want {
				t.Fatalf("exit %d, want %d (stderr %q)", code, c.want, stderr)
			}
			if code == exitError && strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
				t.Errorf("error message is not one line: %q", stderr)
			}
		})
	}
}

func TestGzipFileAndEmptyResult(t *testing.T) {
	dir := t.TempDir()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write([]byte(testPage))
	zw.Close()
	gz := filepath.Join(dir, "p.html.gz")
	os.WriteFile(gz, buf.Bytes(), 0o644)
	code, out, _ := runCmd(t, "", "--format", "text", gz)
	if code != exitOK || !strings.Contains(out, "first paragraph") {
		t.Fatalf("exit %d, output %q", code, out)
	}
	code, out, stderr := runCmd(t, "   ", "-")
	if code != exitOK || out != "" || stderr == "" {
		t.Fatalf("empty input: exit %d, out %q, stderr %q; want 0, empty output, a reason", code, out, stderr)
	}
}

func TestJSONAndURL(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/missing" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(testPage))
	}))
	defer srv.Close()
	code, out, stderr := runCmd(t, "", "--format", "json", srv.URL+"/post")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var doc map[string]any
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("json output does not parse: %v", err)
	}
	for _, key := range []string{"markdown", "text", "metadata", "blocks", "rules", "template", "timings"} {
		if _, ok := doc[key]; !ok {
			t.Errorf("json output lacks %q", key)
		}
	}
	if code, _, _ := runCmd(t, "", srv.URL+"/missing"); code != exitError {
		t.Errorf("404: exit %d, want %d", code, exitError)
	}
}

func TestBench(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.html"), []byte(testPage), 0o644)
	code, out, stderr := runCmd(t, "", "bench", dir)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if last := lines[len(lines)-1]; !strings.HasPrefix(last, "bench: pages=1 p50_us=") {
		t.Errorf("last line is not machine-readable: %q", last)
	}
	if code, _, _ := runCmd(t, "", "bench", t.TempDir()); code != exitError {
		t.Errorf("empty folder: exit %d, want %d", code, exitError)
	}
}

func TestFrontmatter(t *testing.T) {
	code, out, stderr := runCmd(t, testPage, "--frontmatter", "--url", "https://example.com/post", "-")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.HasPrefix(out, "---\nsource: https://example.com/post\n") || !strings.Contains(out, "\n---\n") {
		t.Errorf("no frontmatter block at the top:\n%s", out)
	}
	if !strings.Contains(out, "fetched: ") {
		t.Errorf("frontmatter lacks the fetched time:\n%s", out)
	}
}
