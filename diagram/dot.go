package diagram

import (
	"strconv"
)

// dotShapes maps a Mermaid node shape to Graphviz attributes.
var dotShapes = map[string]string{
	"box":               `shape=box`,
	"round":             `shape=box, style="rounded,filled"`,
	"stadium":           `shape=box, style="rounded,filled", peripheries=1`,
	"subroutine":        `shape=box, peripheries=2`,
	"cylinder":          `shape=cylinder`,
	"circle":            `shape=circle`,
	"doublecircle":      `shape=doublecircle`,
	"hexagon":           `shape=hexagon`,
	"parallelogram":     `shape=parallelogram`,
	"parallelogram-alt": `shape=polygon, sides=4, skew=-0.4`,
	"trapezium":         `shape=trapezium`,
	"invtrapezium":      `shape=invtrapezium`,
	"diamond":           `shape=diamond`,
	"flag":              `shape=cds`,
	"tape":              `shape=tape`,
	"document":          `shape=note`,
	"documents":         `shape=box3d`,
	"triangle":          `shape=triangle`,
	"invtriangle":       `shape=invtriangle`,
	"pentagon":          `shape=pentagon`,
	"crossed":           `shape=Mcircle`,
	"text":              `shape=plaintext, style=""`,
}

// arrowNames maps an edge end to Graphviz's arrow shape.
var arrowNames = map[string]string{"arrow": "normal", "none": "none", "circle": "odot", "cross": "tee"}

// graph builds the flowchart's graph: its nodes in their subgraphs'
// clusters, its edges.
func (fc *flowchart) graph(th Theme) *graph {
	g := newGraph(fc.dir)
	groups := map[string]*fgroup{}
	fc.root.each(func(x *fgroup) { groups[x.id] = x })
	fc.build(g.root, fc.root, groups, g, th)
	for _, e := range fc.edges {
		g.edges = append(g.edges, &gedge{from: e.from, to: e.to, label: e.label, attrs: edgeAttrs(e)})
	}
	return g
}

// build fills cluster c with group x's nodes and subgraphs. A "node" named
// like a subgraph is an edge's end, drawn as the cluster.
func (fc *flowchart) build(c *gcluster, x *fgroup, groups map[string]*fgroup, g *graph, th Theme) {
	for _, node := range x.nodes {
		if groups[node.id] != nil && node.label == node.id {
			continue
		}
		label := node.label
		switch node.shape {
		case "small", "filled", "framed", "bar":
			label = "" // markers, too small for text, as Mermaid draws them
		}
		c.nodes = append(c.nodes, &gnode{id: node.id, label: label, attrs: shapeAttrs(node.shape, th)})
	}
	for _, sub := range x.children {
		ch := &gcluster{id: sub.id, title: sub.title}
		c.children = append(c.children, ch)
		g.byName[sub.id] = ch
		fc.build(ch, sub, groups, g, th)
	}
}

// edgeAttrs returns an edge's Graphviz attributes.
func edgeAttrs(e fedge) []string {
	a := []string{"arrowhead=" + arrowNames[e.head], "arrowtail=" + arrowNames[e.tail], "dir=both"}
	switch e.line {
	case "dotted":
		a = append(a, "style=dashed")
	case "thick":
		a = append(a, "penwidth=2.5")
	case "invisible":
		a = append(a, "style=invis")
	}
	if e.length > 0 {
		a = append(a, "minlen="+strconv.Itoa(e.length+1))
	}
	return a
}
