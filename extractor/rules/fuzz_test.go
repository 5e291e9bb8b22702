package rules

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/net/html"
)

// FuzzApply runs the default set on arbitrary pages: it must not panic and
// must be idempotent.
func FuzzApply(f *testing.F) {
	files, _ := filepath.Glob("testdata/fixtures/*.html")
	for _, file := range files {
		data, _ := os.ReadFile(file)
		f.Add(data, "example.com")
	}
	set := Default()
	f.Fuzz(func(t *testing.T, data []byte, host string) {
		doc, err := html.ParseWithOptions(bytes.NewReader(data), html.ParseOptionEnableScripting(false))
		if err != nil {
			return
		}
		for _, st := range []Stage{Before, After} {
			a := set.Apply(doc, host, st)
			a.Select(doc, nil, nil)
		}
		once := render(t, doc)
		set.Apply(doc, host, Before)
		set.Apply(doc, host, After)
		if render(t, doc) != once {
			t.Errorf("not idempotent on %q", data)
		}
	})
}
