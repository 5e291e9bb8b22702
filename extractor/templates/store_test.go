package templates

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

func writeFile(t *testing.T, dir, name, data string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestStoreLoadsAndReportsErrors(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "example.com.yaml", goodTemplate)
	writeFile(t, dir, "broken.example.yaml", "host: broken.example\nrules:\n  - role: nope\n    selectors: [p]\n")
	writeFile(t, dir, "notes.txt", "ignored")
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	if tpl, ok := s.Get("WWW.example.com"); !ok || tpl.Host != "example.com" {
		t.Errorf("Get: %v %v", tpl, ok)
	}
	if len(s.List()) != 1 {
		t.Errorf("List: %d", len(s.List()))
	}
	errs := s.Errors()
	if e := errs["broken.example.yaml"]; e == nil || !strings.Contains(e.Error(), ":3:") {
		t.Errorf("Errors: %v", errs)
	}
	if s, err := OpenStore(filepath.Join(dir, "absent")); err != nil || len(s.List()) != 0 {
		t.Errorf("missing dir: %v", err)
	}
}

func TestStorePutRemove(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "templates")
	s, _ := OpenStore(dir)
	tpl := &Template{Host: "News.Example", Description: "d", Rules: []Rule{{Role: RoleMain, Selectors: []string{"article"}, Confidence: 1}}}
	if err := s.Put(tpl); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "news.example.yaml")); err != nil {
		t.Errorf("file not written: %v", err)
	}
	if _, ok := s.Get("news.example"); !ok {
		t.Error("Put template not found")
	}
	if err := s.Put(&Template{Host: "../x", Rules: tpl.Rules}); !errors.Is(err, ErrBadHost) {
		t.Errorf("bad host: %v", err)
	}
	if err := s.Put(&Template{Host: "x.example", Rules: []Rule{{Role: "footer", Selectors: []string{"p"}}}}); !errors.Is(err, ErrInvalid) {
		t.Errorf("invalid template: %v", err)
	}
	if err := s.Remove("news.example"); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Get("news.example"); ok {
		t.Error("removed template still found")
	}
	if err := s.Remove("../../etc"); !errors.Is(err, ErrBadHost) {
		t.Errorf("remove traversal: %v", err)
	}
}

// TestStoreHotReload edits, breaks, fixes and deletes a file while the
// store watches: a broken file keeps the last good version.
func TestStoreHotReload(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "example.com.yaml", goodTemplate)
	s, _ := OpenStore(dir)
	var mu sync.Mutex
	events := make(chan string, 64)
	s.OnReload = func(file string, err error) {
		mu.Lock()
		defer mu.Unlock()
		events <- file
	}
	if err := s.Watch(); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	waitFor := func(what string, cond func() bool) {
		t.Helper()
		deadline := time.After(5 * time.Second)
		for !cond() {
			select {
			case <-events:
			case <-time.After(20 * time.Millisecond):
			case <-deadline:
				t.Fatalf("timed out waiting for %s", what)
			}
		}
	}
	v1, _ := s.Get("example.com")
	writeFile(t, dir, "example.com.yaml", strings.Replace(goodTemplate, "0.9", "0.8", 1))
	waitFor("reload", func() bool { tpl, _ := s.Get("example.com"); return tpl.Rules[0].Confidence == 0.8 })
	if tpl, _ := s.Get("example.com"); tpl.Version <= v1.Version {
		t.Errorf("version %d not bumped from %d", tpl.Version, v1.Version)
	}
	writeFile(t, dir, "example.com.yaml", "host: example.com\nrules: [\n")
	waitFor("error", func() bool { return s.Errors()["example.com.yaml"] != nil })
	if tpl, ok := s.Get("example.com"); !ok || tpl.Rules[0].Confidence != 0.8 {
		t.Error("broken file dropped the last good version")
	}
	writeFile(t, dir, "example.com.yaml", goodTemplate)
	waitFor("fix", func() bool { return s.Errors()["example.com.yaml"] == nil })
	os.Remove(filepath.Join(dir, "example.com.yaml"))
	waitFor("removal", func() bool { _, ok := s.Get("example.com"); return !ok })
}

func TestPutFileAndReload(t *testing.T) {
	dir := t.TempDir()
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	good := []byte("# kept comment\nhost: example.com\nrules:\n  - role: main\n    selectors: [article]\n")
	if _, err := s.PutFile("WWW.Example.com", good); err != nil {
		t.Fatalf("PutFile: %v", err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "example.com.yaml")); string(got) != string(good) {
		t.Errorf("file = %q, want the bytes as sent", got)
	}
	if _, ok := s.Get("example.com"); !ok {
		t.Fatal("template not loaded after PutFile")
	}
	for name, data := range map[string][]byte{
		"other host": []byte("host: other.com\nrules:\n  - role: main\n    selectors: [article]\n"),
		"bad yaml":   []byte("host: [\n"),
		"no rules":   []byte("host: example.com\n"),
	} {
		if _, err := s.PutFile("example.com", data); !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: err = %v, want ErrInvalid", name, err)
		}
	}
	if _, err := s.PutFile("../etc", good); !errors.Is(err, ErrBadHost) {
		t.Errorf("path escape: err = %v, want ErrBadHost", err)
	}
	os.Remove(filepath.Join(dir, "example.com.yaml"))
	os.WriteFile(filepath.Join(dir, "new.org.yaml"), []byte("host: new.org\nrules:\n  - role: main\n    selectors: [main]\n"), 0o644)
	if err := s.Reload(); err != nil {
		t.Fatalf("Reload: %v", err)
	}
	if _, ok := s.Get("example.com"); ok {
		t.Error("deleted file's template still served after Reload")
	}
	if _, ok := s.Get("new.org"); !ok {
		t.Error("new file not loaded by Reload")
	}
}
