package gym

import (
	"os"
	"path/filepath"
)

// CorpusDir returns <module root>/../shared/corpus/<name>, found by walking
// up from the working directory to go.mod, or "" when it is absent.
func CorpusDir(name string) string {
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
