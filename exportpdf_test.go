package main

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

const exportPage = `<html><head><title>Tide Tables</title></head><body>
<nav><a href="/">Home</a></nav><article><h1>Tide Tables</h1>
<p>Tides rise and fall twice a day on most coasts, and the tables below list the times for the harbour.</p>
<h2>Spring tides</h2><p>At new and full moon the range is largest, and the harbour floods the lower quay.</p>
<table><tr><th>Day</th><th>High</th></tr><tr><td>Monday</td><td>06:12</td></tr></table>
</article></body></html>`

func TestExportPDFCommand(t *testing.T) {
	t.Setenv("HOME", t.TempDir())
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(os.Getenv("HOME"), "cfg"))
	t.Setenv("XDG_CACHE_HOME", filepath.Join(os.Getenv("HOME"), "cache"))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(exportPage))
	}))
	defer srv.Close()
	out := filepath.Join(t.TempDir(), "tides.pdf")
	var stderr bytes.Buffer
	if code := exportPDF([]string{out, "--page-size", "Letter", srv.URL + "/tides"}, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	data, err := os.ReadFile(out)
	if err != nil || !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Fatalf("no PDF written: %v", err)
	}
	if _, err := exec.LookPath("pdftotext"); err == nil {
		text, _ := exec.Command("pdftotext", out, "-").Output()
		for _, want := range []string{"Tide Tables", "Spring tides", "Monday", "06:12"} {
			if !strings.Contains(string(text), want) {
				t.Errorf("%q missing from the PDF:\n%s", want, text)
			}
		}
	}
	for _, bad := range [][]string{{}, {out}, {out, "--page-size", "A5", "x.md"}, {out, "a.md", "b.md"}} {
		if code := exportPDF(bad, &bytes.Buffer{}); code != 2 {
			t.Errorf("%q: exit %d, want 2", bad, code)
		}
	}
	missing := filepath.Join(t.TempDir(), "none.pdf")
	if code := exportPDF([]string{missing, filepath.Join(t.TempDir(), "absent.md")}, &bytes.Buffer{}); code != 1 {
		t.Errorf("missing input: exit %d, want 1", code)
	}
	if _, err := os.Stat(missing); !os.IsNotExist(err) {
		t.Error("a failed export left a file")
	}
}

func TestExportPDFDrawsMermaid(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	t.Setenv("HOME", t.TempDir())
	dir := t.TempDir()
	md := filepath.Join(dir, "notes.md")
	os.WriteFile(md, []byte("# Plan\n\n```mermaid\nflowchart LR\n  Alpha --> Omega\n```\n\n```mermaid\njourney\n  title My day\n  section Work\n    Make tea: 5: Me\n```\n"), 0o644)
	out := filepath.Join(dir, "notes.pdf")
	if code := exportPDF([]string{out, md}, &bytes.Buffer{}); code != 0 {
		t.Fatalf("exit %d", code)
	}
	text, _ := exec.Command("pdftotext", out, "-").Output()
	if strings.Contains(string(text), "Alpha --> Omega") || !strings.Contains(string(text), "Make tea: 5: Me") {
		t.Errorf("the flowchart should be a picture and the unsupported diagram its source:\n%s", text)
	}
}
