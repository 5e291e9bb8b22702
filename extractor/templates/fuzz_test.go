package templates

import (
	"bytes"
	"testing"

	"golang.org/x/net/html"
)

// FuzzParseOperator: template files are hand-written; the parser must never
// panic and must accept what it returns when encoded again.
func FuzzParseOperator(f *testing.F) {
	f.Add([]byte(goodTemplate))
	f.Add([]byte("host: a.example\nrules:\n  - role: main\n    selectors: ['p[[']\n"))
	f.Add([]byte("rules: {x: 1}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		tpl, err := ParseOperator(data, "t.yaml")
		if err != nil {
			return
		}
		enc, err := tpl.Encode()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ParseOperator(enc, "t.yaml"); err != nil {
			t.Errorf("re-encoded template rejected: %v\n%s", err, enc)
		}
	})
}

// FuzzLearnedApply applies a learned template to arbitrary pages: no panic,
// and a page it selects nothing on is reported as drift.
func FuzzLearnedApply(f *testing.F) {
	f.Add([]byte(blogPage(2, 3, "")))
	f.Add([]byte(`<div class="entry-content"><a>x</a></div>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		lt := learnedFor(t)
		doc, err := html.ParseWithOptions(bytes.NewReader(data), html.ParseOptionEnableScripting(false))
		if err != nil {
			return
		}
		sel, err := lt.Apply(doc)
		if len(sel.Nodes) == 0 && err == nil {
			t.Error("empty selection without drift")
		}
	})
}
