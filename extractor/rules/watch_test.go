package rules

import (
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"
)

func hasRule(s *Set, id string) bool {
	return slices.ContainsFunc(s.Rules(), func(r *Rule) bool { return r.ID == id })
}

// eventually polls cond for up to five seconds (fsnotify is asynchronous).
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); !cond(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting until %s", what)
		}
	}
}

const shareRule = "rules:\n  - id: share-bar\n    trigger: {exists: .share-bar}\n    apply: {remove: [.share-bar]}\n"

func TestLiveFollowsTheFolder(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "rules")
	var mu sync.Mutex
	var errs []error
	l, err := OpenLive(dir, func(err error) {
		mu.Lock()
		defer mu.Unlock()
		errs = append(errs, err)
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := l.Watch(); err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if _, err := os.Stat(dir); err == nil {
		t.Fatal("Watch created the folder")
	}
	if l.Set().Len() != Default().Len() {
		t.Fatalf("a missing folder: %d rules, want the %d embedded", l.Set().Len(), Default().Len())
	}

	// The folder appears with a rule in it.
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "site.yaml")
	if err := os.WriteFile(file, []byte(shareRule), 0o644); err != nil {
		t.Fatal(err)
	}
	eventually(t, "the new rule is loaded", func() bool { return hasRule(l.Set(), "share-bar") })

	// A broken edit keeps the last good set and is reported.
	if err := os.WriteFile(file, []byte("rules: [ {id: share-bar, trigger: {}} ]"), 0o644); err != nil {
		t.Fatal(err)
	}
	eventually(t, "the broken file is reported", func() bool {
		mu.Lock()
		defer mu.Unlock()
		return len(errs) > 0 && errs[len(errs)-1] != nil
	})
	if !hasRule(l.Set(), "share-bar") || !hasRule(l.Set(), "onetrust-banner") {
		t.Error("a broken file dropped the last good set")
	}

	// Removing the file removes its rule; the embedded ones stay.
	if err := os.Remove(file); err != nil {
		t.Fatal(err)
	}
	eventually(t, "the removed rule is gone", func() bool { return !hasRule(l.Set(), "share-bar") })
	if !hasRule(l.Set(), "onetrust-banner") {
		t.Error("the embedded rules went with the user's file")
	}
	if err := l.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	if err := l.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
}

func TestOpenLiveBrokenFolder(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "bad.yaml"), []byte("rules: [ {id: x} ]"), 0o644)
	l, err := OpenLive(dir, nil)
	if err == nil {
		t.Fatal("no error for a broken file")
	}
	if l == nil || l.Set().Len() != Default().Len() {
		t.Fatal("a broken folder must leave the embedded rules")
	}
	// Fixing the file while watched brings the user's rules in.
	if err := l.Watch(); err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	os.WriteFile(filepath.Join(dir, "bad.yaml"), []byte(shareRule), 0o644)
	eventually(t, "the fixed file is loaded", func() bool { return hasRule(l.Set(), "share-bar") })
}
