// Package corpus locates the labelled pages in ../shared/corpus, beside the
// module root, for tests and tools. The pages are read in place, never
// copied into the repository; tests skip when the folder is absent.
//
//	dir := corpus.Require(t, "wcxb-dev") // skips when absent
package corpus

import (
	"os"
	"path/filepath"
	"testing"
)

// Dir returns <module root>/../shared/corpus/<name>, or "" when the module
// root or the folder cannot be found.
func Dir(name string) string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
	c := filepath.Join(dir, "..", "shared", "corpus", name)
	if _, err := os.Stat(c); err != nil {
		return ""
	}
	return c
}

// Require returns Dir(name), skipping the test when it is absent.
func Require(tb testing.TB, name string) string {
	tb.Helper()
	d := Dir(name)
	if d == "" {
		tb.Skipf("../shared/corpus/%s is absent", name)
	}
	return d
}
