package mdview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestMarkup pins the object tree of small documents, one per construct
// group, as golden markup files (testdata/markup/*.xml). After an
// intended change, copy testdata/failed/markup/*.xml over them.
func TestMarkup(t *testing.T) {
	cases := map[string]string{
		"heading":   "# Title\n\n###### Small",
		"inline":    "Plain *em* **strong** ~~del~~ `code` [link](x)",
		"list":      "- a\n  - b\n1. one\n\n- [x] done",
		"quote":     "> quoted\n> > nested",
		"code":      "```go\nfunc f() {}\n```",
		"table":     "| a | b |\n|:-|-:|\n| 1 | 2 |",
		"rule":      "above\n\n---\n\nbelow",
		"footnote":  "note[^1]\n\n[^1]: text",
		"find":      "find me, find",
		"htmlblock": "<div>raw</div>",
	}
	for name, md := range cases {
		t.Run(name, func(t *testing.T) {
			test.NewTempApp(t).Settings().SetTheme(Theme(test.Theme())) // the test theme keeps the markup stable
			v, w := newTestView(t, md, noImages, fyne.NewSize(400, 300))
			if name == "find" {
				v.Find("find")
			}
			test.AssertRendersToMarkup(t, "markup/"+name+".xml", w.Canvas())
		})
	}
}
