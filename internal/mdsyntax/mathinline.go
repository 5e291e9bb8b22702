package mdsyntax

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
	extast "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// inlineMathParser reads "$…$", "$`…`$" and "$$…$$" within a line, by the
// rules GitHub and Pandoc share so that money stays text: the opening "$"
// has a non-space right after it, the closing one a non-space right
// before it and no digit right after it ("$5 and $10" is not math).
// A backslash escapes a dollar ("\$"); code spans are parsed first, so
// a dollar in code is never math.
type inlineMathParser struct{}

func (inlineMathParser) Trigger() []byte { return []byte{'$'} }

func (inlineMathParser) Parse(parent ast.Node, block text.Reader, _ parser.Context) ast.Node {
	line, _ := block.PeekLine()
	var tex []byte
	var n int
	display := false
	switch {
	case bytes.HasPrefix(line, []byte("$`")):
		tex, n = backtickMath(line)
	case bytes.HasPrefix(line, []byte("$$")):
		tex, n = delimited(line, 2)
		display = true
	default:
		tex, n = delimited(line, 1)
	}
	if n == 0 {
		return nil
	}
	block.Advance(n)
	if parent != nil && parent.Kind() == extast.KindTableCell {
		tex = cellPipes(tex)
	}
	return &InlineMath{TeX: string(tex), Display: display}
}

// cellPipes unescapes "\|" in a table cell's formula. GFM reads an escaped
// pipe in a cell as a pipe inside every inline span, so that "$\|x\|$"
// is |x| and the row keeps its cells; goldmark undoes the escape only in
// code spans, and the TeX would read "\|", a double bar.
func cellPipes(tex []byte) []byte {
	if !bytes.Contains(tex, []byte(`\|`)) {
		return tex
	}
	return bytes.ReplaceAll(tex, []byte(`\|`), []byte("|"))
}

// backtickMath reads GitHub's "$`…`$": the TeX and the bytes consumed,
// or 0 when the line does not close it.
func backtickMath(line []byte) ([]byte, int) {
	end := bytes.Index(line[2:], []byte("`$"))
	if end <= 0 {
		return nil, 0
	}
	return line[2 : 2+end], end + 4
}

// delimited reads math between runs of w dollars: the TeX and the bytes
// consumed, or 0 when the line holds no valid closing.
func delimited(line []byte, w int) ([]byte, int) {
	if len(line) <= w || isSpace(line[w]) || line[w] == '$' {
		return nil, 0
	}
	for i := w + 1; i+w <= len(line); i++ {
		switch {
		case line[i] == '\\':
			i++ // an escaped character, a dollar included
		case line[i] == '$':
			if isSpace(line[i-1]) {
				return nil, 0 // "$5, then $x$": the first is money
			}
			if !bytes.HasPrefix(line[i:], closers[w]) {
				continue // a lone dollar inside display math
			}
			if after := i + w; after < len(line) && (isDigit(line[after]) || line[after] == '$') {
				return nil, 0 // "$5-$10", or more dollars than opened
			}
			return line[w:i], i + w
		}
	}
	return nil, 0
}

// closers are the closing runs by width.
var closers = [...][]byte{1: []byte("$"), 2: []byte("$$")}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
func isDigit(c byte) bool { return c >= '0' && c <= '9' }
