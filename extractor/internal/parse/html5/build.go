package html5

import (
	"context"
)

// stopEvery is the mask of the token count at which the parser checks
// its context: every 1,024 tokens, well under a millisecond of work.
const stopEvery = 1<<10 - 1

// nodeChunk is how many nodes one allocation holds.
const nodeChunk = 128

// Parse returns the parse tree of text, a UTF-8 HTML document, built as
// golang.org/x/net/html's ParseWithOptions builds it with scripting
// disabled (so that <noscript> holds markup): the same nodes, types, data
// and attributes, in fewer allocations. It does not modify text. It stops
// with ctx's error once ctx is done, refuses documents nested deeper than
// 512 elements, as x/net/html does, and with maxUnits > 0 stops with an
// *OverBudget error as soon as the tree would cost more than maxUnits
// (see NodeUnits): while it tokenizes, before the rest is built.
func Parse(ctx context.Context, text []byte, maxUnits int64) (*Node, error) {
	p := &parser{
		tokenizer:  newTokenizer(text),
		scripting:  false,
		framesetOK: true,
		im:         initialIM,
		ctx:        ctx,
	}
	p.tokenizer.cost.max = maxUnits
	p.doc = p.newNode(Node{Type: DocumentNode})
	if err := p.parse(); err != nil {
		return nil, err
	}
	return p.doc, nil
}

// newNode returns a node holding n's values from the parser's current
// chunk of nodes.
func (p *parser) newNode(n Node) *Node {
	p.tokenizer.cost.used += NodeUnits
	if len(p.nodes) == cap(p.nodes) {
		p.nodes = make([]Node, 0, nodeChunk)
	}
	p.nodes = append(p.nodes, n)
	return &p.nodes[len(p.nodes)-1]
}

// attrs returns room for n attributes.
func (p *parser) attrs(n int) []Attribute {
	return p.tokenizer.slab(n)
}
