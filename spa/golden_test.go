package spa

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"folio/extractor"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestStubGolden compares Stub's output with testdata/stub/<case>.md;
// run with -update to rewrite them after a deliberate change.
func TestStubGolden(t *testing.T) {
	cases := map[string]struct {
		d    Detection
		url  string
		meta extractor.Metadata
	}{
		"nextjs-with-meta": {Detection{Framework: "Next.js", Shell: true}, "https://shop.example/rug",
			extractor.Metadata{Title: "Beatrice Rug", Description: "A tufted wool rug in tan."}},
		"unknown-framework": {Detection{Shell: true}, "https://app.example/", extractor.Metadata{}},
		"discourse": {Detection{Framework: "Ember (Discourse)", Shell: true}, "https://forum.example/t/1",
			extractor.Metadata{Title: "Help picking a keyboard", Description: "1. I am looking for a *full size* board"}},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			got := Stub(c.d, c.url, c.meta)
			path := filepath.Join("testdata", "stub", name+".md")
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("Stub differs from %s:\n--- got\n%s\n--- want\n%s", path, got, want)
			}
		})
	}
}
