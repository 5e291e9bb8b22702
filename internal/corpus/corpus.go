// Package corpus locates the labelled pages in ../shared/corpus, beside the
// module root, for tests and tools. The pages are read in place, never
// copied into the repository; tests skip when the folder is absent.
//
//	dir := corpus.Require(t, "wcxb-dev") // skips when absent
package corpus

import (
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
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

// Pages returns the paths of the pages (*.html.gz) in the corpus folder
// name, skipping the test when the folder is absent or has none.
func Pages(tb testing.TB, name string) []string {
	tb.Helper()
	paths, _ := filepath.Glob(filepath.Join(Require(tb, name), "*.html.gz"))
	if len(paths) == 0 {
		tb.Skipf("../shared/corpus/%s has no pages", name)
	}
	return paths
}

// Read returns the file at path, gunzipped when its name ends in ".gz"
// (the corpora store pages compressed).
func Read(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if !strings.HasSuffix(path, ".gz") {
		return io.ReadAll(f)
	}
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return io.ReadAll(zr)
}

// MustRead is Read that fails the test on error.
func MustRead(tb testing.TB, path string) []byte {
	tb.Helper()
	data, err := Read(path)
	if err != nil {
		tb.Fatal(err)
	}
	return data
}
