// Package markdown walks a DOM once and writes GitHub-Flavoured Markdown and
// plain text side by side.
//
// The walker treats the tree the way CSS lays it out: inline content between
// block elements forms paragraphs, whitespace collapses, and every block is
// written through a stack of containers (block quotes, list items) that knows
// the prefix of each line. No line of prose ever starts with spaces, so
// deeply indented source markup cannot turn into an indented code block.
//
// Usage:
//
//	md, text := markdown.Render([]*html.Node{article}, markdown.Options{Base: pageURL})
//
// Options.KeepHTML makes the conversion lossless: what GFM cannot express
// (unknown elements and attributes, comments, scripts, layout tables) stays
// as raw HTML. The reader leaves it off.
//
// Each construct lives in its own file: headings.go, lists.go, tables.go,
// code.go, links.go, images.go, quote.go, media.go, rawhtml.go, escape.go,
// inline.go, text.go, scripts.go (<sup>/<sub> of digits in Unicode forms).
// Formulas are written as TeX: media.go (MathML with a TeX annotation,
// MathJax scripts), mathml.go and mathmltokens.go (MathML without one),
// texhtml.go (MediaWiki's HTML formulas), texdelims.go (delimited TeX in
// the text), mathdisplay.go (inline or set apart), with texbuf.go writing
// the TeX. Drops reports the subtrees the walker leaves out (iconfonts.go:
// an icon font's ligature names among them), so that the lint package can
// compare the output against the same source.
package markdown
