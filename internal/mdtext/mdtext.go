// Package mdtext reads text out of goldmark's AST, for the packages that
// walk parsed Markdown outside the reader's view (the PDF export, the
// library's index, the gym's structure scores).
//
//	code := mdtext.Lines(fencedBlock, src)
package mdtext

import (
	"strings"

	"github.com/yuin/goldmark/ast"
)

// Lines returns the raw lines of a block (a code block's code, an HTML
// block's source), newlines kept.
func Lines(n ast.Node, src []byte) string {
	var b strings.Builder
	lines := n.Lines()
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		b.Write(seg.Value(src))
	}
	return b.String()
}
