package library

import (
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"

	"folio/internal/mdtext"
)

// markdown parses GFM, as the reader renders it.
var markdown = goldmark.New(goldmark.WithExtensions(extension.GFM))

// plainText returns the words of a Markdown body for the full-text index:
// the text of every block on its own line, without markup, URLs or raw
// HTML, so that searching for "https" or "strong" finds nothing that a
// reader does not see.
func plainText(body string) string {
	src := []byte(body)
	doc := markdown.Parser().Parse(text.NewReader(src))
	var b strings.Builder
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		switch n := n.(type) {
		case *ast.Text:
			if entering {
				b.Write(n.Segment.Value(src))
				if n.SoftLineBreak() || n.HardLineBreak() {
					b.WriteByte(' ')
				}
			}
		case *ast.String:
			if entering {
				b.Write(n.Value)
			}
		case *ast.CodeBlock, *ast.FencedCodeBlock:
			if entering {
				b.WriteString(mdtext.Lines(n, src))
			}
		case *ast.RawHTML, *ast.HTMLBlock:
			return ast.WalkSkipChildren, nil
		case *ast.Image:
			if entering {
				b.WriteByte(' ')
			}
		default:
			if !entering && n.Type() == ast.TypeBlock {
				b.WriteByte('\n')
			}
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}
