package entry

import (
	"errors"
	"testing"
)

// FuzzParseEntry: entry.yaml files are hand-edited and written by the
// reader from notes users type; no input may panic, and every rejection
// is an *EntryError.
func FuzzParseEntry(f *testing.F) {
	f.Add([]byte("id: a\nurl: https://x.org/\ncategory: docs\nanchors:\n  - keep\n"))
	f.Add([]byte("id: a\nurl: https://x.org/\ncategory: docs\nnote: \"a\\nb\"\nintrusions: [x, y]\n"))
	f.Add([]byte("- a\n"))
	f.Add([]byte("id: &x a\nurl: *x\n"))
	f.Add([]byte("anchors: {a: b}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, err := ParseEntry(data, "entry.yaml")
		if err != nil && !errors.Is(err, ErrEntry) {
			t.Fatalf("error %v is not an entry error", err)
		}
	})
}
