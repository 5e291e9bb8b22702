package main

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMain points the user's config and cache dirs at a temporary folder,
// so that no test reads or writes the real user's rules and templates.
func TestMain(m *testing.M) {
	if os.Getenv(asCommandEnv) != "" { // re-executed as the command (builtCommand)
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	home, err := os.MkdirTemp("", "folio-extract-home")
	if err != nil {
		panic(err)
	}
	os.Setenv("HOME", home)
	os.Setenv("XDG_CONFIG_HOME", filepath.Join(home, "config"))
	os.Setenv("XDG_CACHE_HOME", filepath.Join(home, "cache"))
	code := m.Run()
	os.RemoveAll(home)
	os.Exit(code)
}

// blogPage is post i of a small blog; renamed renames its content class.
func blogPage(i int, renamed bool) string {
	body := "entry-content"
	if renamed {
		body = "story-text"
	}
	var paras strings.Builder
	for p := 0; p < 5; p++ {
		fmt.Fprintf(&paras, "<p>Paragraph %d of post %d: the ferry crossed the bay at dawn with %d passengers, letters, bread and news from the mainland.</p>\n", p, i, 10+p*i)
	}
	return fmt.Sprintf(`<html><head><title>Post %d</title></head><body>
<nav class="main-nav"><a href="/">Home</a> <a href="/about">About</a></nav>
<article class="post"><h1>Post %d</h1><div class="%s">%s</div>
<div class="share-bar"><a href="/s/tw">Share on Twitter</a></div></article>
<footer class="site-footer">Copyright. <a href="/privacy">Privacy</a></footer></body></html>`, i, i, body, paras.String())
}

func TestTemplateCommand(t *testing.T) {
	dir := t.TempDir()
	page := filepath.Join(dir, "post.html")
	os.WriteFile(page, []byte(blogPage(1, false)), 0o644)
	other := filepath.Join(dir, "other.html")
	os.WriteFile(other, []byte(blogPage(2, true)), 0o644)
	store := filepath.Join(dir, "store")

	steps := []struct {
		name string
		args []string
		want int
		out  string // a substring of stdout
	}{
		{"list empty", []string{"template", "list", "--templates", store}, exitOK, ""},
		{"add", []string{"template", "add", "www.Notes.Example", "--templates", store, "--role", "main", "--selector", "div.entry-content", "--role", "advertisement", "--selector", ".share-bar", "--description", "Notes posts"}, exitOK, "notes.example: 2 rules"},
		{"add more", []string{"template", "add", "--templates", store, "notes.example", "--role", "footer", "--selector", "footer"}, exitOK, "3 rules"},
		{"list", []string{"template", "list", "--templates", store}, exitOK, "notes.example\t3 rules\tNotes posts"},
		{"show", []string{"template", "show", "notes.example", "--templates", store}, exitOK, "div.entry-content"},
		{"test file", []string{"template", "test", "notes.example", "--templates", store, "--file", page, "--format", "text"}, exitOK, "Paragraph 0 of post 1"},
		{"test file that does not fit", []string{"template", "test", "notes.example", "--templates", store, "--file", other}, exitError, ""},
		{"test another host's URL", []string{"template", "test", "notes.example", "--templates", store, "--url", "https://elsewhere.example/x"}, exitUsage, ""},
		{"test without a page", []string{"template", "test", "notes.example", "--templates", store}, exitUsage, ""},
		{"show unknown host", []string{"template", "show", "nobody.example", "--templates", store}, exitError, ""},
		{"add bad role", []string{"template", "add", "x.example", "--templates", store, "--role", "hero", "--selector", "div"}, exitUsage, ""},
		{"add bad selector", []string{"template", "add", "x.example", "--templates", store, "--role", "main", "--selector", "div[[["}, exitUsage, ""},
		{"add selector before role", []string{"template", "add", "x.example", "--templates", store, "--selector", "div"}, exitUsage, ""},
		{"add nothing", []string{"template", "add", "x.example", "--templates", store}, exitUsage, ""},
		{"path traversal", []string{"template", "add", "../../etc", "--templates", store, "--role", "main", "--selector", "div"}, exitUsage, ""},
		{"no verb", []string{"template"}, exitUsage, ""},
		{"unknown verb", []string{"template", "frobnicate"}, exitUsage, ""},
		{"two hosts", []string{"template", "show", "a.example", "b.example", "--templates", store}, exitUsage, ""},
		{"remove", []string{"template", "remove", "notes.example", "--templates", store}, exitOK, "removed"},
		{"remove again", []string{"template", "remove", "notes.example", "--templates", store}, exitError, ""},
		{"list after remove", []string{"template", "list", "--templates", store}, exitOK, ""},
	}
	for _, s := range steps {
		code, out, stderr := runCmd(t, "", s.args...)
		if code != s.want {
			t.Fatalf("%s: exit %d, want %d\nstdout %q\nstderr %q", s.name, code, s.want, out, stderr)
		}
		if !strings.Contains(out, s.out) {
			t.Errorf("%s: stdout %q lacks %q", s.name, out, s.out)
		}
		if code == exitError && strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
			t.Errorf("%s: error message is not one line: %q", s.name, stderr)
		}
		if s.name == "list after remove" && out != "" {
			t.Errorf("list after remove: %q", out)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "etc.yaml")); err == nil {
		t.Error("a host name escaped the store folder")
	}
}

// TestExtractWithTemplatesAndRules runs the extract command with a store:
// an operator template serves its host, and --format json reports it; a
// user rule replaces the embedded one of the same id and is reported.
func TestExtractWithTemplatesAndRules(t *testing.T) {
	dir := t.TempDir()
	store := filepath.Join(dir, "store")
	if code, _, stderr := runCmd(t, "", "template", "add", "notes.example", "--templates", store, "--role", "main", "--selector", "div.entry-content"); code != exitOK {
		t.Fatalf("add: %s", stderr)
	}
	rulesDir := filepath.Join(dir, "rules")
	os.MkdirAll(rulesDir, 0o755)
	os.WriteFile(filepath.Join(rulesDir, "mine.yaml"), []byte(`rules:
  - id: notes-share
    trigger: {exists: .share-bar}
    apply: {remove: [.share-bar]}
`), 0o644)

	code, out, stderr := runCmd(t, blogPage(3, false), "--format", "json", "--templates", store, "--rules", rulesDir, "--url", "https://notes.example/3", "-")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var doc struct {
		Text     string
		Rules    []string
		Template *struct{ Host, Source string }
		Timings  map[string]float64
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Template == nil || doc.Template.Host != "notes.example" || doc.Template.Source != "operator" {
		t.Errorf("template = %+v, want the operator template of notes.example", doc.Template)
	}
	if len(doc.Rules) != 1 || doc.Rules[0] != "notes-share" {
		t.Errorf("rules = %v, want [notes-share]", doc.Rules)
	}
	if strings.Contains(doc.Text, "Post 3") || !strings.Contains(doc.Text, "Paragraph 4 of post 3") {
		t.Errorf("text is not the template's selection:\n%s", doc.Text)
	}
	for _, k := range []string{"rules_ms", "template_ms"} {
		if _, ok := doc.Timings[k]; !ok {
			t.Errorf("timings lack %s", k)
		}
	}

	// --no-templates: the classifier decides, "template" is null.
	code, out, _ = runCmd(t, blogPage(3, false), "--format", "json", "--no-templates", "--url", "https://notes.example/3", "-")
	if code != exitOK || !strings.Contains(out, `"template": null`) {
		t.Errorf("--no-templates: exit %d, output lacks \"template\": null", code)
	}

	// A broken rules folder given with --rules is an error (exit 1).
	os.WriteFile(filepath.Join(rulesDir, "broken.yaml"), []byte("rules: [ {id: x, trigger: {}} ]"), 0o644)
	if code, _, stderr := runCmd(t, blogPage(3, false), "--rules", rulesDir, "-"); code != exitError {
		t.Errorf("broken --rules: exit %d, want %d (%s)", code, exitError, stderr)
	}
}

// TestExtractLearnsInTheUserCache checks the default store: with --learn,
// pages of one host teach the learned cache in the user's cache dir
// (TestMain's), and later pages are served from it; without it, nothing
// is learned or served and the output depends on the page alone.
func TestExtractLearnsInTheUserCache(t *testing.T) {
	var first string
	for i := 0; i < 8; i++ {
		code, out, _ := runCmd(t, blogPage(1, false), "--format", "markdown", "--url", "https://nolearn.example/1", "-")
		if code != exitOK || (first != "" && out != first) || strings.Contains(out, "learned") {
			t.Fatalf("without --learn, run %d: exit %d, output changed", i, code)
		}
		first = out
	}
	cache, _ := os.UserCacheDir()
	if _, err := os.Stat(filepath.Join(cache, "folio", "templates", "nolearn.example.json")); err == nil {
		t.Error("learned without --learn")
	}
	served := 0
	for i := 0; i < 8; i++ {
		code, out, stderr := runCmd(t, blogPage(i, false), "--format", "json", "--learn", "--url", fmt.Sprintf("https://learn.example/%d", i), "-")
		if code != exitOK {
			t.Fatalf("page %d: exit %d: %s", i, code, stderr)
		}
		if strings.Contains(out, `"source": "learned"`) {
			served++
		}
	}
	if served == 0 {
		t.Fatal("no page served from a learned template")
	}
	if _, err := os.Stat(filepath.Join(cache, "folio", "templates", "learn.example.json")); err != nil {
		t.Errorf("learned template not in the user's cache dir: %v", err)
	}
}

// TestTemplateTestURL fetches the page to test a template on.
func TestTemplateTestURL(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, blogPage(7, r.URL.Path == "/renamed"))
	}))
	defer srv.Close()
	u, _ := url.Parse(srv.URL)
	store := t.TempDir()
	if code, _, stderr := runCmd(t, "", "template", "add", u.Hostname(), "--templates", store, "--role", "main", "--selector", "div.entry-content"); code != exitOK {
		t.Fatalf("add: %s", stderr)
	}
	code, out, stderr := runCmd(t, "", "template", "test", u.Hostname(), "--templates", store, "--url", srv.URL+"/post")
	if code != exitOK || !strings.Contains(out, "Paragraph 4 of post 7") || !strings.Contains(stderr, "served the page") {
		t.Errorf("exit %d\nstdout %q\nstderr %q", code, out, stderr)
	}
	code, _, stderr = runCmd(t, "", "template", "test", u.Hostname(), "--templates", store, "--url", srv.URL+"/renamed")
	if code != exitError || !strings.Contains(stderr, "does not fit") {
		t.Errorf("renamed page: exit %d, stderr %q", code, stderr)
	}
}
