package diagram

import (
	"fmt"
	"strconv"
	"strings"
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
}

// arrowNames maps an edge end to Graphviz's arrow shape.
var arrowNames = map[string]string{"arrow": "normal", "none": "none", "circle": "odot", "cross": "tee"}

// dot writes the flowchart as a Graphviz graph in the theme's colours.
func (fc *flowchart) dot(th Theme) string {
	var b strings.Builder
	fs := strconv.FormatFloat(th.FontSize, 'f', 1, 64)
	fmt.Fprintf(&b, "digraph G {\n rankdir=%s; bgcolor=%q; nodesep=0.35; ranksep=0.45; fontname=\"Go\"; fontsize=%s; fontcolor=%q;\n",
		fc.dir, hex(th.Background), fs, hex(th.Text))
	fmt.Fprintf(&b, " node [fontname=\"Go\", fontsize=%s, fontcolor=%q, color=%q, fillcolor=%q, style=filled, margin=\"0.15,0.06\", height=0.4];\n",
		fs, hex(th.Text), hex(th.NodeStroke), hex(th.NodeFill))
	fmt.Fprintf(&b, " edge [fontname=\"Go\", fontsize=%s, fontcolor=%q, color=%q, arrowsize=0.7];\n",
		fs, hex(th.Text), hex(th.Edge))
	groups := map[string]*fgroup{}
	fc.root.each(func(g *fgroup) { groups[g.id] = g })
	cluster := 0
	fc.writeGroup(&b, fc.root, th, &cluster, groups)
	b.WriteString(" compound=true;\n")
	for _, e := range fc.edges {
		from, ltail := endpoint(e.from, "ltail", groups)
		to, lhead := endpoint(e.to, "lhead", groups)
		if from == "" || to == "" {
			continue // an edge to an empty subgraph
		}
		fmt.Fprintf(&b, " %s -> %s [%s%s%s];\n", quote(from), quote(to), edgeAttrs(e), ltail, lhead)
	}
	b.WriteString("}\n")
	return b.String()
}

// writeGroup writes a group's nodes and, as clusters, its subgraphs. A
// "node" named like a subgraph is an edge's end, drawn as the cluster.
func (fc *flowchart) writeGroup(b *strings.Builder, g *fgroup, th Theme, n *int, groups map[string]*fgroup) {
	for _, node := range g.nodes {
		if groups[node.id] != nil && node.label == node.id {
			continue
		}
		fmt.Fprintf(b, " %s [label=%s, %s];\n", quote(node.id), quote(node.label), dotShapes[node.shape])
	}
	for _, c := range g.children {
		*n++
		c.cluster = fmt.Sprintf("cluster_%d", *n)
		fmt.Fprintf(b, " subgraph %s {\n label=%s; style=filled; color=%q; fillcolor=%q;\n",
			c.cluster, quote(c.title), hex(th.GroupStroke), hex(th.GroupFill))
		fc.writeGroup(b, c, th, n, groups)
		b.WriteString(" }\n")
	}
}

// endpoint returns the node an edge end attaches to: the node itself, or
// for a subgraph its first node, with the lhead/ltail that clips the edge
// at the cluster's border.
func endpoint(id, attr string, groups map[string]*fgroup) (string, string) {
	g := groups[id]
	if g == nil || g.cluster == "" {
		return id, ""
	}
	var first string
	g.each(func(x *fgroup) {
		if first == "" && len(x.nodes) > 0 {
			first = x.nodes[0].id
		}
	})
	return first, ", " + attr + "=" + g.cluster
}

// edgeAttrs returns an edge's Graphviz attributes.
func edgeAttrs(e fedge) string {
	a := []string{"arrowhead=" + arrowNames[e.head], "arrowtail=" + arrowNames[e.tail], "dir=both"}
	switch e.line {
	case "dotted":
		a = append(a, "style=dashed")
	case "thick":
		a = append(a, "penwidth=2.5")
	case "invisible":
		a = append(a, "style=invis")
	}
	if e.label != "" {
		a = append(a, "label="+quote(e.label))
	}
	if e.length > 0 {
		a = append(a, "minlen="+strconv.Itoa(e.length+1))
	}
	return strings.Join(a, ", ")
}

// quote writes s as a DOT string.
func quote(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`)
	return `"` + r.Replace(s) + `"`
}
