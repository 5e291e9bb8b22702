package uitests

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var (
	update      = flag.Bool("update", false, "rewrite golden images and screenshots/")
	screenshots = flag.Bool("screenshots", false, "write screenshots/NAME.png for every screenshot step")
)

// TestScripts runs every scripts/*.folio file as a subtest named after it.
func TestScripts(t *testing.T) {
	paths, err := filepath.Glob("scripts/*.folio")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no scripts found: %v", err)
	}
	// A fixed folder: its path shows in the status bar of golden images.
	// Other runs of this test on the machine use it too: take turns.
	shared := filepath.Join(os.TempDir(), "folio-uitests")
	lockShared(t, shared)
	opts := Options{
		GoldenDir: filepath.Join("testdata", "golden"),
		Update:    *update,
		LocalDir:  filepath.Join(shared, "notes"),
	}
	if *update || *screenshots {
		opts.ScreenshotDir = filepath.Join("..", "screenshots")
	}
	for _, p := range paths {
		s, err := ParseFile(p)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(strings.TrimSuffix(filepath.Base(p), ".folio"), func(t *testing.T) {
			NewRunner(t, opts).Run(s)
		})
	}
}
