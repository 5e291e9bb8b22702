package mdsyntax

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// displayMathParser reads a display block: a line starting with "$$"
// (after at most three spaces) up to a line ending with "$$", or "$$…$$"
// alone on one line. A block left open runs to the end of its container,
// as a fenced code block does.
type displayMathParser struct{}

func (displayMathParser) Trigger() []byte { return []byte{'$'} }

func (displayMathParser) Open(_ ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg := reader.PeekLine()
	i := pc.BlockOffset()
	if i < 0 || !bytes.HasPrefix(line[i:], []byte("$$")) {
		return nil, parser.NoChildren
	}
	start := i + 2
	rest := bytes.TrimRight(line[start:], " \t\r\n")
	node := &DisplayMath{}
	if len(rest) >= 2 && bytes.HasSuffix(rest, []byte("$$")) {
		inner := rest[:len(rest)-2]
		if bytes.Contains(inner, []byte("$$")) || len(bytes.TrimSpace(inner)) == 0 {
			return nil, parser.NoChildren // "$$a$$ and $$b$$": inline math in a paragraph
		}
		node.Lines().Append(text.NewSegment(seg.Start+start, seg.Start+start+len(inner)))
		node.closed = true // goldmark keeps a block open whatever Open says
		reader.AdvanceToEOL()
		return node, parser.NoChildren
	}
	if len(bytes.TrimSpace(rest)) > 0 {
		node.Lines().Append(text.NewSegment(seg.Start+start, seg.Stop))
	}
	reader.AdvanceToEOL()
	return node, parser.NoChildren
}

func (displayMathParser) Continue(node ast.Node, reader text.Reader, _ parser.Context) parser.State {
	line, seg := reader.PeekLine()
	if line == nil || node.(*DisplayMath).closed {
		return parser.Close
	}
	body := bytes.TrimRight(line, " \t\r\n")
	if bytes.HasSuffix(body, []byte("$$")) {
		if inner := body[:len(body)-2]; len(bytes.TrimSpace(inner)) > 0 {
			node.Lines().Append(text.NewSegment(seg.Start, seg.Start+len(inner)))
		}
		reader.AdvanceToEOL()
		return parser.Close
	}
	node.Lines().Append(seg)
	reader.AdvanceToEOL()
	return parser.Continue | parser.NoChildren
}

func (displayMathParser) Close(ast.Node, text.Reader, parser.Context) {}

func (displayMathParser) CanInterruptParagraph() bool { return true }

func (displayMathParser) CanAcceptIndentedLine() bool { return false }
