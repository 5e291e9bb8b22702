package app

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"folio/extractor/templates"
)

// blogServer serves /p/N: posts of one layout (class entry-content), with
// a OneTrust banner that the embedded rules remove.
func blogServer(t *testing.T) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := strings.TrimPrefix(r.URL.Path, "/p/")
		var paras strings.Builder
		for p := 0; p < 5; p++ {
			fmt.Fprintf(&paras, "<p>Paragraph %d of post %s: the ferry crossed the bay at dawn with passengers, letters, bread and news from the mainland towns.</p>\n", p, n)
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<html><head><title>Post %s</title></head><body>
<div id="onetrust-consent-sdk"><p>We use cookies. Accept all cookies?</p></div>
<nav class="main-nav"><a href="/">Home</a> <a href="/about">About</a></nav>
<article class="post"><h1>Post %s</h1><div class="entry-content">%s</div>
<div class="share-bar"><a href="/s/tw">Share on Twitter</a></div></article>
<footer class="site-footer">Copyright. <a href="/privacy">Privacy</a></footer></body></html>`, n, n, paras.String())
	}))
	t.Cleanup(srv.Close)
	return srv
}

func hostOf(t *testing.T, raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	return u.Hostname()
}

func TestUserDataOperatorTemplateAndRules(t *testing.T) {
	srv := blogServer(t)
	dir := t.TempDir()
	opDir, learned, rulesDir := filepath.Join(dir, "templates"), filepath.Join(dir, "learned"), filepath.Join(dir, "rules")
	l := NewLoader(WithUserData(rulesDir, opDir, learned))
	t.Cleanup(func() { l.Close() })

	// No folder exists yet: the first page loads, served by the classifier.
	doc, err := l.Load(context.Background(), srv.URL+"/p/1")
	if err != nil {
		t.Fatal(err)
	}
	if doc.Template != "" {
		t.Errorf("template %q with no templates", doc.Template)
	}
	if !slices.Contains(doc.Rules, "onetrust-banner") || strings.Contains(doc.Markdown, "cookies") {
		t.Errorf("rules %v; the banner must go:\n%s", doc.Rules, doc.Markdown)
	}
	if _, err := os.Stat(rulesDir); err == nil {
		t.Error("the rules folder was created though nothing was written to it")
	}

	// An operator template written while the reader runs is picked up
	// (fsnotify, once the folder is quiet) and serves the next page; the
	// status bar's mark says so. Until then a template learned from the
	// pages before may serve.
	host := hostOf(t, srv.URL)
	store, _ := templates.OpenStore(opDir)
	if err := store.Put(&templates.Template{Host: host, Rules: []templates.Rule{{Role: "main", Selectors: []string{"div.entry-content"}}}}); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		doc, err = l.Load(context.Background(), srv.URL+"/p/2")
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(doc.Template, "(operator)") || time.Now().After(deadline) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if want := host + " v"; !strings.HasPrefix(doc.Template, want) || !strings.HasSuffix(doc.Template, "(operator)") {
		t.Fatalf("template mark %q, want %q... (operator)", doc.Template, want)
	}
	body := strings.TrimPrefix(doc.Markdown, "# Post 2\n\n") // the reader puts the page's title on top
	if strings.Contains(body, "Post 2") || !strings.Contains(body, "Paragraph 4 of post 2") {
		t.Errorf("not the template's selection:\n%s", doc.Markdown)
	}

	// A user rule written while the reader runs (its folder too) fires on
	// the next page.
	if err := os.MkdirAll(rulesDir, 0o755); err != nil {
		t.Fatal(err)
	}
	rule := "rules:\n  - id: share-bar\n    trigger: {exists: .share-bar}\n    apply: {remove: [.share-bar]}\n"
	if err := os.WriteFile(filepath.Join(rulesDir, "blog.yaml"), []byte(rule), 0o644); err != nil {
		t.Fatal(err)
	}
	deadline = time.Now().Add(5 * time.Second)
	for {
		doc, err = l.Load(context.Background(), srv.URL+"/p/3")
		if err != nil {
			t.Fatal(err)
		}
		if slices.Contains(doc.Rules, "share-bar") || time.Now().After(deadline) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if !slices.Contains(doc.Rules, "share-bar") || !slices.Contains(doc.Rules, "onetrust-banner") {
		t.Errorf("rules %v after writing a user rule, want share-bar beside the embedded ones", doc.Rules)
	}
}

func TestUserDataLearnsAndMarks(t *testing.T) {
	srv := blogServer(t)
	dir := t.TempDir()
	learned := filepath.Join(dir, "learned")
	l := NewLoader(WithUserData("", filepath.Join(dir, "templates"), learned))
	served := 0
	for i := 0; i < 8; i++ {
		doc, err := l.Load(context.Background(), fmt.Sprintf("%s/p/%d", srv.URL, i))
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(doc.Template, "(learned)") {
			served++
		}
		if !strings.Contains(doc.Markdown, fmt.Sprintf("Paragraph 4 of post %d", i)) {
			t.Errorf("page %d lost its content (template %q):\n%s", i, doc.Template, doc.Markdown)
		}
	}
	if served == 0 {
		t.Error("no page served from a learned template")
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	if files, _ := filepath.Glob(filepath.Join(learned, "*.json")); len(files) != 1 {
		t.Errorf("learned files %v, want one for the host", files)
	}
}

func TestUserDataFailuresDoNotBreakLoading(t *testing.T) {
	srv := blogServer(t)
	dir := t.TempDir()
	// A file where the folders should be: none can be opened or created.
	blocker := filepath.Join(dir, "file")
	os.WriteFile(blocker, []byte("x"), 0o644)
	rulesDir := filepath.Join(dir, "rules")
	os.MkdirAll(rulesDir, 0o755)
	os.WriteFile(filepath.Join(rulesDir, "broken.yaml"), []byte("rules: [ {id: x, trigger: {}} ]"), 0o644)

	var mu sync.Mutex
	var logged []string
	l := NewLoader(WithUserData(rulesDir, filepath.Join(blocker, "templates"), filepath.Join(blocker, "learned")))
	l.cfg.data.opts.Warn = func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		logged = append(logged, fmt.Sprintf(format, args...))
	}
	doc, err := l.Load(context.Background(), srv.URL+"/p/1")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(doc.Markdown, "Paragraph 4 of post 1") || doc.Template != "" {
		t.Errorf("template %q, markdown:\n%s", doc.Template, doc.Markdown)
	}
	if !slices.Contains(doc.Rules, "onetrust-banner") {
		t.Errorf("a broken user rule file must leave the embedded rules on: %v", doc.Rules)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(logged) < 2 {
		t.Errorf("failures not logged: %q", logged)
	}
	if err := l.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
}
