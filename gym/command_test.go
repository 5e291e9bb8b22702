package gym

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writePage writes a page of a tiny corpus: <id>.html.gz and <id>.json.
func writePage(t *testing.T, dir, id, html, js string) {
	t.Helper()
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	zw.Write([]byte(html))
	zw.Close()
	if err := os.WriteFile(filepath.Join(dir, id+".html.gz"), b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, id+".json"), []byte(js), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestCommandTinyCorpus(t *testing.T) {
	dir := t.TempDir()
	writePage(t, dir, "0001", `<html><body><p>Alpha beta gamma delta.</p></body></html>`,
		`{"url":"https://example.com/a","ground_truth":{"main_content":"Alpha beta gamma delta.","with":["beta gamma"],"without":["login"]},"_internal":{"page_type":{"primary":"article"}}}`)
	writePage(t, dir, "0002", `<html><body></body></html>`,
		`{"url":"https://example.com/b","ground_truth":{"main_content":"","with":[],"without":[]},"_internal":{"page_type":{"primary":"product"}}}`)
	var out, errb bytes.Buffer
	code := Command([]string{"score", "wcxb", dir, "--worst", "2"}, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	last := lines[len(lines)-1]
	want := "gym: corpus=wcxb pages=2 f1=1.0000 precision=1.0000 recall=1.0000 with=1.0000 without=0.0000"
	if last != want {
		t.Fatalf("last line\n got %q\nwant %q\n%s", last, want, out.String())
	}
}

func TestCommandUsage(t *testing.T) {
	for _, args := range [][]string{nil, {"score"}, {"score", "other", "."}, {"score", "wcxb", ".", "--profile", "x"}} {
		var out, errb bytes.Buffer
		if code := Command(args, &out, &errb); code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
	}
}
