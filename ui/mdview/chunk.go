package mdview

import (
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
)

// Long top-level code blocks, tables and lists are split into pieces that the
// pager builds, measures and releases one by one like other blocks: a
// megabyte of preformatted text in one grid, or a table or list of
// thousands of rows, would take seconds to build.

// codeChunkLines is the most lines one code block builds at once: a text
// file shown preformatted or a log becomes several pieces.
const codeChunkLines = 200

// piece says which part of a split block a block is.
type piece uint8

const (
	pieceWhole piece = iota
	pieceFirst
	pieceMiddle
	pieceLast
)

func (p piece) first() bool { return p == pieceWhole || p == pieceFirst }
func (p piece) last() bool  { return p == pieceWhole || p == pieceLast }

// pads counts the inner paddings a piece has: top and bottom when whole.
func (p piece) pads() float32 {
	n := float32(0)
	if p.first() {
		n++
	}
	if p.last() {
		n++
	}
	return n
}

// joiner is a block that continues the one before it: no gap between
// them on the page and no blank line between them in plain text.
type joiner interface {
	joinsPrevious() bool
}

func joins(b block) bool {
	j, ok := b.(joiner)
	return ok && j.joinsPrevious()
}

// topCode emits a long top-level code block as pieces; it reports false
// for nodes that are not code or are short enough to stay whole.
func (p *parser) topCode(n ast.Node, emit func(block)) bool {
	info := ""
	switch t := n.(type) {
	case *ast.FencedCodeBlock:
		if p.diagrams != nil && p.diagrams.Draws(strings.ToLower(string(t.Language(p.src))), p.lines(t)) {
			return false // drawn whole as a picture
		}
		info = string(t.Language(p.src))
	case *ast.CodeBlock:
	default:
		return false
	}
	if n.Lines().Len() <= codeChunkLines {
		return false
	}
	lang, text, raw := p.codeSource(n, info)
	parts := splitLines(text, codeChunkLines)
	var raws []string // tabs expand within a line: the same cuts
	if raw != "" {
		raws = splitLines(raw, codeChunkLines)
	}
	for i, part := range parts {
		p.top = len(p.doc.blocks)
		r := p.run([]span{{kind: spanCode, text: part}})
		r.code = true
		c := &codeBlock{lang: lang, run: r, whole: text, piece: pieceMiddle}
		if raw != "" {
			c.whole = raw
		}
		if i < len(raws) && raws[i] != part {
			c.raw = raws[i]
		}
		switch i {
		case 0:
			c.piece = pieceFirst
		case len(parts) - 1:
			c.piece = pieceLast
		}
		emit(c)
	}
	return true
}

// splitLines cuts text into parts of at most n lines.
func splitLines(text string, n int) []string {
	var parts []string
	for text != "" {
		cut, lines := 0, 0
		for cut < len(text) && lines < n {
			i := strings.IndexByte(text[cut:], '\n')
			if i < 0 {
				cut = len(text)
				break
			}
			cut += i + 1
			lines++
		}
		parts = append(parts, strings.TrimSuffix(text[:cut], "\n"))
		text = text[cut:]
	}
	return parts
}

// tableChunkRows is the most body rows one table block holds; longer
// top-level tables become pieces that share their column widths.
const tableChunkRows = 100

// topTable emits a top-level table, split into pieces when it is long;
// it reports false for nodes that are not tables.
func (p *parser) topTable(n ast.Node, emit func(block)) bool {
	tn, ok := n.(*east.Table)
	if !ok {
		return false
	}
	t := p.table(tn).(*table)
	rows := t.shape.rows
	if len(rows) <= tableChunkRows {
		emit(t)
		return true
	}
	for start := 0; start < len(rows); start += tableChunkRows {
		end := min(start+tableChunkRows, len(rows))
		piece := &table{shape: t.shape, rows: rows[start:end], first: start, piece: pieceMiddle}
		switch {
		case start == 0:
			piece.piece = pieceFirst
		case end == len(rows):
			piece.piece = pieceLast
		}
		top := len(p.doc.blocks)
		for _, r := range piece.rows {
			for _, cell := range r {
				cell.top = top
			}
		}
		emit(piece)
	}
	return true
}

// listChunkItems is the most items one list block holds; longer top-level
// lists (a page of links) become pieces numbered on from each other.
const listChunkItems = 100

// topList emits a top-level list, split into pieces when it is long; it
// reports false for nodes that are not lists.
func (p *parser) topList(n ast.Node, emit func(block)) bool {
	ln, ok := n.(*ast.List)
	if !ok {
		return false
	}
	l := p.list(ln).(*list)
	if len(l.items) <= listChunkItems {
		emit(l)
		return true
	}
	for start := 0; start < len(l.items); start += listChunkItems {
		end := min(start+listChunkItems, len(l.items))
		piece := *l
		piece.items, piece.start, piece.piece = l.items[start:end], l.start+start, pieceMiddle
		switch {
		case start == 0:
			piece.piece = pieceFirst
		case end == len(l.items):
			piece.piece = pieceLast
		}
		top := len(p.doc.blocks)
		for _, it := range piece.items {
			for _, r := range p.doc.runs[it.runs[0]:it.runs[1]] {
				r.top = top
			}
		}
		emit(&piece)
	}
	return true
}
