package prune

import "golang.org/x/net/html/atom"

// inCode marks the elements inside preformatted or code text (a <pre>, a
// <code>, or below one), unlike t.code, which also marks every box that
// holds code somewhere below it.
func (t *tree) inCode() []bool {
	in := make([]bool, len(t.nodes))
	for i, n := range t.nodes {
		p := t.parent[i]
		in[i] = p >= 0 && in[p] || n.DataAtom == atom.Pre || n.DataAtom == atom.Code
	}
	return in
}
