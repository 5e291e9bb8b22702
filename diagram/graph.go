package diagram

import (
	"context"
	"fmt"
	"strconv"
	"strings"
)

// graph is the model flowcharts, state, class and entity-relationship
// diagrams are built into: nodes in nested clusters, and edges between
// nodes or clusters. Each kind decides its nodes' shapes and labels; the
// one writer here turns it into Graphviz's language, dot lays it out and
// paintGraph draws it.
type graph struct {
	dir   string // TB, BT, LR or RL
	title string // drawn above the diagram; from the front matter
	// nodesep and ranksep space the layout, in inches (dot's unit).
	nodesep, ranksep float64
	root             *gcluster
	edges            []*gedge
	// byName finds clusters by the name diagrams use, for edges that end
	// on a cluster.
	byName map[string]*gcluster
}

// gnode is one node: its label (plain text, or a Graphviz HTML label when
// html is set) and its Graphviz shape attributes.
type gnode struct {
	id    string
	label string
	html  bool
	attrs string
}

// gcluster is a box around nodes: a subgraph, a composite state, a
// namespace. The root cluster is the diagram itself and is not drawn.
type gcluster struct {
	id, title string
	attrs     string // extra Graphviz attributes, such as its style
	nodes     []*gnode
	children  []*gcluster
	// same lists groups of nodes dot keeps on one rank: a note beside
	// its state.
	same [][]string
	name string // its Graphviz name, once written
}

// gedge joins two nodes or clusters (by id); label sits at its middle,
// headLabel and tailLabel at its ends, attrs are Graphviz's.
type gedge struct {
	from, to             string
	label                string
	headLabel, tailLabel string
	attrs                []string
}

func newGraph(dir string) *graph {
	return &graph{dir: dir, nodesep: 0.35, ranksep: 0.45, root: &gcluster{}, byName: map[string]*gcluster{}}
}

// graphFont is the font name Graphviz measures text with: its Helvetica
// metrics match the Go font the painter draws in to within a few percent,
// so text fits its box.
const graphFont = "Helvetica"

// dot writes the graph in Graphviz's language, in the theme's colours.
func (g *graph) dot(th Theme) string {
	var b strings.Builder
	fs := strconv.FormatFloat(th.FontSize, 'f', 1, 64)
	fmt.Fprintf(&b, "digraph G {\n rankdir=%s; bgcolor=%q; nodesep=%g; ranksep=%g; fontname=%q; fontsize=%s; fontcolor=%q;\n",
		g.dir, hex(th.Background), g.nodesep, g.ranksep, graphFont, fs, hex(th.Text))
	fmt.Fprintf(&b, " node [fontname=%q, fontsize=%s, fontcolor=%q, color=%q, fillcolor=%q, style=filled, margin=\"0.15,0.06\", height=0.4];\n",
		graphFont, fs, hex(th.Text), hex(th.NodeStroke), hex(th.NodeFill))
	fmt.Fprintf(&b, " edge [fontname=%q, fontsize=%s, fontcolor=%q, color=%q, arrowsize=0.7];\n",
		graphFont, fs, hex(th.Text), hex(th.Edge))
	n := 0
	g.writeCluster(&b, g.root, th, fs, &n)
	b.WriteString(" compound=true;\n")
	for _, e := range g.edges {
		from, ltail := g.endpoint(e.from, "ltail")
		to, lhead := g.endpoint(e.to, "lhead")
		if from == "" || to == "" {
			continue // an edge to an empty cluster
		}
		a := append([]string(nil), e.attrs...)
		if e.label != "" {
			// dot puts a label beside its edge, touching it: a space on
			// each side of every line keeps the text off the line.
			a = append(a, "label="+quote(" "+strings.ReplaceAll(e.label, "\n", " \n ")+" "))
		}
		if e.headLabel != "" || e.tailLabel != "" {
			// Off the line and clear of the arrowhead.
			a = append(a, "labeldistance=2.6", "labelangle=45")
		}
		if e.headLabel != "" {
			a = append(a, "headlabel="+quote(e.headLabel))
		}
		if e.tailLabel != "" {
			a = append(a, "taillabel="+quote(e.tailLabel))
		}
		fmt.Fprintf(&b, " %s -> %s [%s%s%s];\n", quote(from), quote(to), strings.Join(a, ", "), ltail, lhead)
	}
	if g.title != "" {
		// Written last so that clusters do not inherit its size.
		// The empty line under it keeps it off the diagram.
		fmt.Fprintf(&b, " label=%s; labelloc=t; fontsize=%g;\n", quote(g.title+"\n"), th.FontSize*1.5)
	}
	b.WriteString("}\n")
	return b.String()
}

// writeCluster writes a cluster's nodes and, as Graphviz clusters, its
// children.
func (g *graph) writeCluster(b *strings.Builder, c *gcluster, th Theme, fs string, n *int) {
	for _, node := range c.nodes {
		label := quote(node.label)
		if node.label == "" {
			label = `" "` // go-graphviz reads "" as unset, and draws the id
		}
		if node.html {
			label = "<" + node.label + ">"
		}
		sep := ", "
		if node.attrs == "" {
			sep = ""
		}
		fmt.Fprintf(b, " %s [label=%s%s%s];\n", quote(node.id), label, sep, node.attrs)
	}
	for _, same := range c.same {
		b.WriteString(" { rank=same;")
		for _, id := range same {
			b.WriteString(" " + quote(id) + ";")
		}
		b.WriteString(" }\n")
	}
	for _, ch := range c.children {
		*n++
		ch.name = fmt.Sprintf("cluster_%d", *n)
		style := ch.attrs
		if style == "" {
			style = fmt.Sprintf("style=filled; color=%q; fillcolor=%q;", hex(th.GroupStroke), hex(th.GroupFill))
		}
		fmt.Fprintf(b, " subgraph %s {\n label=%s; fontsize=%s; %s\n", ch.name, quote(ch.title), fs, style)
		g.writeCluster(b, ch, th, fs, n)
		b.WriteString(" }\n")
	}
}

// endpoint returns the node an edge end attaches to: the node itself, or
// for a cluster its first node, with the lhead/ltail that clips the edge
// at the cluster's border.
func (g *graph) endpoint(id, attr string) (string, string) {
	c := g.byName[id]
	if c == nil || c.name == "" {
		return id, ""
	}
	var first string
	c.each(func(x *gcluster) {
		if first == "" && len(x.nodes) > 0 {
			first = x.nodes[0].id
		}
	})
	return first, ", " + attr + "=" + c.name
}

// each calls fn on c and every cluster inside it, depth first.
func (c *gcluster) each(fn func(*gcluster)) {
	fn(c)
	for _, ch := range c.children {
		ch.each(fn)
	}
}

// count returns the number of nodes in c and its clusters.
func (c *gcluster) count() int {
	n := 0
	c.each(func(x *gcluster) { n += len(x.nodes) })
	return n
}

// render lays the graph out with dot and paints it.
func (g *graph) render(ctx context.Context, th Theme) (*Picture, error) {
	if n := g.root.count(); n > maxNodes {
		return nil, fmt.Errorf("diagram: more than %d nodes", maxNodes)
	}
	out, err := layoutJSON(ctx, g.dot(th))
	if err != nil {
		return nil, err
	}
	return paintGraph(out, th)
}

// quote writes s as a DOT string.
func quote(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`)
	return `"` + r.Replace(s) + `"`
}

// htmlText escapes s for a Graphviz HTML label, line breaks as <BR/>.
func htmlText(s string) string {
	r := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "\n", `<BR ALIGN="LEFT"/>`)
	return r.Replace(s)
}
