package markdown_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/lint"
	"folio/extractor/internal/markdown"
)

// FuzzRender feeds arbitrary HTML to the walker: it must not panic, and its
// output must never hold an indented code block when the input has no <pre>
// (the four-space rule), nor lose a fenced code block.
func FuzzRender(f *testing.F) {
	ins, _ := filepath.Glob(filepath.Join("testdata", "*", "input.html"))
	for _, in := range ins {
		if b, err := os.ReadFile(in); err == nil {
			f.Add(string(b))
		}
	}
	f.Add("<ul><li>a<ol start=12><li><pre>x</pre></li></ol></li></ul>")
	f.Add("<table><tr><td rowspan=0 colspan=9999>x</td></tr></table>")
	f.Add(`<p>a <span class="texhtml"><sup></sup></span> b</p>`)
	f.Fuzz(func(t *testing.T, src string) {
		doc, err := html.Parse(strings.NewReader(src))
		if err != nil {
			return
		}
		nodes := []*html.Node{doc}
		want := lint.Source(nodes, nil, caseBase)
		for _, keep := range []bool{false, true} {
			md, _ := markdown.Render(nodes, markdown.Options{Base: caseBase, KeepHTML: keep})
			if got := lint.Markdown(md); got.Indented > 0 && want.Pre == 0 {
				t.Fatalf("indented code block without <pre> (KeepHTML %v):\n%s", keep, md)
			}
		}
	})
}
