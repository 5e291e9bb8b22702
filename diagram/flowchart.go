package diagram

import (
	"fmt"
	"slices"
	"strings"
)

// flowchart is a parsed Mermaid flowchart.
type flowchart struct {
	dir   string // TB, BT, LR or RL
	nodes []*fnode
	byID  map[string]*fnode
	edges []fedge
	root  *fgroup
	// edgeIDs are the names given to edges ("A e1@--> B"), whose own
	// "e1@{ animate: true }" statements style them and draw nothing.
	edgeIDs map[string]bool
}

// fnode is a node: its text and shape ("box", "round", "diamond"...).
type fnode struct {
	id, label, shape string
	group            *fgroup
}

// fedge is an edge between two nodes.
type fedge struct {
	from, to   string
	label      string
	line       string // "solid", "dotted" or "thick"
	head, tail string // "arrow", "none", "circle", "cross"
	length     int    // extra ranks: "--->" is 1
}

// fgroup is a subgraph, or the chart itself.
type fgroup struct {
	id, title string
	children  []*fgroup
	nodes     []*fnode
	parent    *fgroup
}

// maxNodes bounds a flowchart: larger ones are refused rather than laid out
// for minutes.
const maxNodes = 5000

// parseFlowchart reads a flowchart's source; header is its first line
// ("flowchart LR", "graph TD").
func parseFlowchart(src string) (*flowchart, error) {
	lines := statements(src)
	if len(lines) == 0 {
		return nil, fmt.Errorf("diagram: empty flowchart")
	}
	fc := &flowchart{dir: "TB", byID: map[string]*fnode{}, edgeIDs: map[string]bool{}}
	fc.root = &fgroup{}
	if f := strings.Fields(lines[0]); len(f) > 1 {
		fc.dir = direction(f[1], "TB")
	}
	cur := fc.root
	for _, st := range lines[1:] {
		word := strings.ToLower(firstWord(st))
		switch word {
		case "subgraph":
			g := fc.subgraph(strings.TrimSpace(st[len("subgraph"):]), cur)
			cur = g
			continue
		case "end":
			if cur.parent != nil {
				cur = cur.parent
			}
			continue
		case "direction":
			if cur == fc.root {
				fc.dir = direction(strings.TrimSpace(st[len(word):]), fc.dir)
			}
			continue
		case "classdef", "class", "style", "linkstyle", "click", "accTitle", "accdescr":
			continue // styling and interaction: the theme draws every node alike
		}
		if err := fc.statement(st, cur); err != nil {
			return nil, err
		}
		if len(fc.nodes) > maxNodes {
			return nil, fmt.Errorf("diagram: more than %d nodes", maxNodes)
		}
	}
	return fc, nil
}

// statements splits source into statements: lines and ';'-separated parts,
// without comments ("%%") and blank ones. A ';' inside quotes or brackets
// stays.
func statements(src string) []string {
	var out []string
	for _, line := range strings.Split(strings.ReplaceAll(src, "\r\n", "\n"), "\n") {
		if i := strings.Index(line, "%%"); i >= 0 {
			line = line[:i]
		}
		depth, quoted, start := 0, false, 0
		for i := 0; i < len(line); i++ {
			switch c := line[i]; {
			case c == '"':
				quoted = !quoted
			case quoted:
			case c == '[' || c == '(' || c == '{':
				depth++
			case c == ']' || c == ')' || c == '}':
				depth--
			case c == ';' && depth <= 0:
				out = appendNonEmpty(out, line[start:i])
				start = i + 1
			}
		}
		out = appendNonEmpty(out, line[start:])
	}
	return out
}

func appendNonEmpty(out []string, s string) []string {
	if s = strings.TrimSpace(s); s != "" {
		out = append(out, s)
	}
	return out
}

func firstWord(s string) string {
	if f := strings.Fields(s); len(f) > 0 {
		return f[0]
	}
	return ""
}

// direction reads a Mermaid direction; TD is TB.
func direction(s, fallback string) string {
	switch strings.ToUpper(strings.TrimSpace(s)) {
	case "TB", "TD":
		return "TB"
	case "BT":
		return "BT"
	case "LR":
		return "LR"
	case "RL":
		return "RL"
	}
	return fallback
}

// subgraph opens "subgraph id [title]" or "subgraph title" inside parent.
func (fc *flowchart) subgraph(rest string, parent *fgroup) *fgroup {
	g := &fgroup{parent: parent}
	id, title := rest, rest
	if i := strings.IndexByte(rest, '['); i > 0 && strings.HasSuffix(rest, "]") {
		id, title = strings.TrimSpace(rest[:i]), rest[i+1:len(rest)-1]
	}
	g.id, g.title = id, cleanLabel(title)
	parent.children = append(parent.children, g)
	return g
}

// node returns the node id, creating it in group g; a shape given later
// (A --> B, then B{Why?}) updates it.
func (fc *flowchart) node(id, label, shape string, g *fgroup) *fnode {
	n, ok := fc.byID[id]
	if !ok {
		n = &fnode{id: id, label: id, shape: "box", group: g}
		fc.byID[id] = n
		fc.nodes = append(fc.nodes, n)
		g.nodes = append(g.nodes, n)
	}
	if ok && g != fc.root && n.group != g {
		// Mermaid puts a node in the last subgraph that names it.
		n.group.nodes = slices.DeleteFunc(n.group.nodes, func(x *fnode) bool { return x == n })
		n.group = g
		g.nodes = append(g.nodes, n)
	}
	if shape != "" {
		n.label, n.shape = label, shape
	}
	return n
}

// each calls fn on g and every group inside it, depth first.
func (g *fgroup) each(fn func(*fgroup)) {
	fn(g)
	for _, c := range g.children {
		c.each(fn)
	}
}
