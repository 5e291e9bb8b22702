package userdata

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"folio/extractor"
)

// page is a blog post with a cookie banner the embedded rules remove.
const page = `<html><head><title>Post</title></head><body>
<div id="onetrust-banner-sdk">We use cookies. Accept all</div>
<article><h1>Post</h1><p>The first paragraph of the post has enough words to count as the main content of the page.</p>
<p>The second paragraph of the post goes on with more words about the subject of the post.</p></article></body></html>`

const userRule = `rules:
  - id: drop-second
    trigger: {exists: 'article p + p'}
    apply: {remove: ['article p + p']}
`

type warnings struct {
	mu   sync.Mutex
	msgs []string
}

func (w *warnings) warn(format string, args ...any) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.msgs = append(w.msgs, fmt.Sprintf(format, args...))
}

func (w *warnings) all() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return strings.Join(w.msgs, "\n")
}

func extract(t *testing.T, d *Data) *extractor.Result {
	t.Helper()
	res, err := extractor.Extract([]byte(page), append(d.ExtractorOptions(), extractor.WithURL("https://notes.example/p/1"))...)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestNoFoldersMeansTheEmbeddedRules(t *testing.T) {
	d, err := Open(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if res := extract(t, d); !slices.Contains(res.Rules, "onetrust-banner") {
		t.Fatalf("embedded rules did not run: %v", res.Rules)
	}
}

func TestUserRulesApplyAndReload(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "rules")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "mine.yaml"), []byte(userRule), 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := Open(Options{Rules: dir, Watch: true})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if res := extract(t, d); !slices.Contains(res.Rules, "drop-second") || strings.Contains(res.Markdown, "second paragraph") {
		t.Fatalf("user rule did not apply: %v\n%s", res.Rules, res.Markdown)
	}
	// Watched: removing the file takes the rule out on the next page.
	if err := os.Remove(filepath.Join(dir, "mine.yaml")); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for slices.Contains(extract(t, d).Rules, "drop-second") {
		if time.Now().After(deadline) {
			t.Fatal("the rules folder is not followed")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestBrokenRulesWarnOrFail(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "rules")
	os.MkdirAll(dir, 0o755)
	os.WriteFile(filepath.Join(dir, "broken.yaml"), []byte("rules: [ {id: x, trigger: {}} ]"), 0o644)
	if _, err := Open(Options{Rules: dir, Strict: true}); err == nil {
		t.Fatal("a strict broken rules folder opened")
	}
	var w warnings
	d, err := Open(Options{Rules: dir, Warn: w.warn})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if !strings.Contains(w.all(), "user rules ignored") {
		t.Errorf("warnings: %q", w.all())
	}
	if res := extract(t, d); !slices.Contains(res.Rules, "onetrust-banner") {
		t.Fatalf("a broken user folder must leave the embedded rules on: %v", res.Rules)
	}
}

func TestUnreadableTemplatesAreLeftOut(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "file")
	os.WriteFile(blocker, []byte("x"), 0o644)
	var w warnings
	d, err := Open(Options{Operator: filepath.Join(blocker, "op"), Learned: filepath.Join(blocker, "learned"), Watch: true, Warn: w.warn})
	if err != nil {
		t.Fatal(err)
	}
	if msgs := w.all(); !strings.Contains(msgs, "operator templates off") || !strings.Contains(msgs, "learned templates off") {
		t.Errorf("warnings: %q", msgs)
	}
	if res := extract(t, d); res.Template != nil {
		t.Fatalf("a template served without a store: %+v", res.Template)
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestCloseSavesLearnedTemplates(t *testing.T) {
	learned := filepath.Join(t.TempDir(), "learned")
	d, err := Open(Options{Learned: learned})
	if err != nil {
		t.Fatal(err)
	}
	// Pages of one layout teach the cache a template.
	for i := range 4 {
		u := fmt.Sprintf("https://notes.example/p/%d", i)
		if _, err := extractor.Extract([]byte(page), append(d.ExtractorOptions(), extractor.WithURL(u))...); err != nil {
			t.Fatal(err)
		}
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	if files, _ := filepath.Glob(filepath.Join(learned, "*")); len(files) == 0 {
		t.Fatal("Close saved nothing")
	}
}
