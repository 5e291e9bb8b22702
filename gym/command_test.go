package gym

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"regexp"
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
	for _, args := range [][]string{nil, {"score"}, {"score", "other", "."}, {"score", "wcxb", ".", "--profile", "x"}, {"score", "wcxb", ".", "--by", "type"}, {"score", "wcxb", ".", "--leaks", "-1"}} {
		var out, errb bytes.Buffer
		if code := Command(args, &out, &errb); code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
	}
}

func TestCommandTinyTraf(t *testing.T) {
	dir := t.TempDir()
	body := `<html lang="de-DE"><body><article><h1>Titel</h1><p>Der erste Absatz des Artikels ist lang genug, um Inhalt zu sein, und er hat einen zweiten Satz.</p>
<p>Der zweite Absatz erzählt weiter, damit der Text eindeutig der Hauptinhalt der Seite ist.</p></article>
<footer>Impressum</footer></body></html>`
	writePage(t, dir, "0001", body, `{"id":"0001","url":"https://example.de/a","with":["Der erste Absatz","der zweite absatz"],"without":["Impressum"]}`)
	writePage(t, dir, "0002", body, `{"id":"0002","url":"hard::example.de.b.html","with":["erzählt weiter"],"without":["Titel"]}`)
	var out, errb bytes.Buffer
	if code := Command([]string{"score", "traf", dir}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	// --by lang adds the per-language table before the report, whose last
	// line stays the machine-readable one.
	var byLang bytes.Buffer
	if code := Command([]string{"score", "traf", dir, "--by", "lang"}, &byLang, &errb); code != 0 ||
		!regexp.MustCompile(`(?m)^de +2 `).MatchString(byLang.String()) || !strings.HasSuffix(byLang.String(), lastLine(out.String())) {
		t.Fatalf("--by lang: exit %d\n%s", code, byLang.String())
	}
	// tp 2, fn 1 ("der zweite absatz": case is kept), fp 1 (the H1 "Titel";
	// the footer's "Impressum" is left out). The with rate beside it counts
	// as the metric does, case kept.
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	want := "gym: corpus=traf pages=2 f1=0.6667 precision=0.6667 recall=0.6667 with=0.6667 without=0.5000"
	if last := lines[len(lines)-1]; last != want {
		t.Fatalf("last line %q, want %q", last, want)
	}
}

// lastLine is the report's machine-readable last line, with its newline.
func lastLine(s string) string {
	return s[strings.LastIndex(strings.TrimSuffix(s, "\n"), "\n")+1:]
}

// TestCommandTinyReadability runs the readability kind on a synthetic
// pair through the extractor: the article's text, heading, list items and
// image are kept, the footer is not.
func TestCommandTinyReadability(t *testing.T) {
	dir := t.TempDir()
	writePage(t, dir, "page", `<html><body><nav><a href="/">Home</a> <a href="/b">Blog</a></nav><article><h1>Title</h1>
<p>The first paragraph of the article is long enough to be content, and it has a second clause.</p>
<h2>Part two</h2><p>The second paragraph goes on, so that the text is clearly the main content of the page.</p>
<ul><li>An item of the list</li><li>Another item of it</li></ul><p><img src="/static/cat.png" alt="A cat"></p></article>
<footer>Copyright notice of the site</footer></body></html>`, `{"title":"Title","lang":"en"}`)
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	zw.Write([]byte(`<div><h1>Title</h1><h2>Part two</h2><p>The first paragraph of the article is long enough to be content, and it has a second clause.</p>
<p>The second paragraph goes on, so that the text is clearly the main content of the page.</p>
<ul><li>An item of the list</li><li>Another item of it</li></ul><p><img src="http://fakehost/static/cat.png"></p></div>`))
	zw.Close()
	if err := os.WriteFile(filepath.Join(dir, "page.expected.html.gz"), b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := Command([]string{"score", "readability", dir}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	want := "gym: corpus=readability pages=1 f1=1.0000 precision=1.0000 recall=1.0000 with=1.0000 without=0.0000 headings=1.0000 list_items=1.0000 table_cells=1.0000 code_blocks=1.0000 images=1.0000"
	if last := lines[len(lines)-1]; last != want {
		t.Fatalf("last line %q, want %q\n%s", last, want, out.String())
	}
}
