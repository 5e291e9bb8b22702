package markdown_test

import (
	"strings"
	"testing"

	"folio/extractor/internal/markdown"
)

// TestBlocksInOneLine: a list, quote, table or bold block inside a
// heading or a table cell cannot open there (openBlock): its text stays
// on the heading's line or in the cell, apart from the text around it.
func TestBlocksInOneLine(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"list in a heading", `<h2>Size<ul><li>Width</li></ul>20 cm</h2>`, "## Size Width 20 cm"},
		{"quote in a heading", `<h2>Size<blockquote>Width</blockquote>20 cm</h2>`, "## Size Width 20 cm"},
		{"table in a heading", `<h2>Size<table><tr><td>Width</td></tr></table>20 cm</h2>`, "## Size Width 20 cm"},
		{"bold block in a heading", `<h2>Size<summary>Width</summary>20 cm</h2>`, "## Size Width 20 cm"},
		{"list in a cell", `<table><tr><th>Part</th><th>Measure</th></tr><tr><td>Top</td><td>Size<ul><li>Width</li></ul>20 cm</td></tr></table>`,
			"| Top | Size<br>Width<br> 20 cm |"},
	} {
		t.Run(c.name, func(t *testing.T) {
			md, _ := markdown.Render(parseBody(t, c.in), markdown.Options{Base: caseBase})
			if !strings.Contains(md, c.want) {
				t.Errorf("got\n%s\nwant a line holding %q", md, c.want)
			}
		})
	}
}
