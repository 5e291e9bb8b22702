package diagram

import (
	"fmt"
	"regexp"
	"strings"
)

// classChart is a parsed class diagram.
type classChart struct {
	dir       string
	classes   map[string]*class
	order     []*class
	relations []relation
	notes     []classNote
	// namespaces group classes; a class outside any is in none.
	namespaces []*namespace
}

// class is one class: its name (with generics as <T>), annotations such
// as «interface», attributes and methods.
type class struct {
	id, label   string
	annotations []string
	attributes  []member
	methods     []member
	ns          *namespace
	// lollipop marks an interface drawn as UML's lollipop, a small
	// circle with its name ("bar ()-- Foo"), unless it has members.
	lollipop bool
}

// member is an attribute or method; static ones ($) are underlined and
// abstract ones (*) in italics, as UML draws them.
type member struct {
	text             string
	static, abstract bool
}

type namespace struct {
	name    string
	classes []*class
}

// relation is an edge between two classes: the markers at each end
// ("inheritance", "composition", "aggregation", "arrow" or ""), dashed or
// solid, a label and the cardinalities written beside each end.
type relation struct {
	from, to             string
	tailMark, headMark   string
	dashed               bool
	label                string
	tailLabel, headLabel string
}

type classNote struct{ target, text string }

var (
	// A relation: A "1" <|-- "*" B : label. Markers may stand on both sides.
	relationRe  = regexp.MustCompile(`^([^\s"]+?)\s*(?:"([^"]*)"\s*)?(<\||\*|o|<|\(\))?(--|\.\.)(\|>|\*|o|>|\(\))?\s*(?:"([^"]*)"\s*)?([^\s":()]+)\s*(?::\s*(.*))?$`)
	classRe     = regexp.MustCompile(`^class\s+([^\s{\["]+)\s*(?:\["([^"]*)"\])?\s*(\{)?\s*(.*?)\s*(\})?$`)
	annotRe     = regexp.MustCompile(`^<<\s*([^>]+?)\s*>>\s*(\S*)$`)
	classNoteRe = regexp.MustCompile(`^note\s+(?:for\s+(\S+)\s+)?"(.*)"$`)
	genericRe   = regexp.MustCompile(`~([^~]*)~`)
)

// parseClass reads a classDiagram.
func parseClass(src string) (*classChart, error) {
	lines := statements(src)
	if len(lines) == 0 {
		return nil, fmt.Errorf("diagram: empty class diagram")
	}
	cc := &classChart{dir: "TB", classes: map[string]*class{}}
	var open *class // the class whose { body } is being read
	var ns *namespace
	for _, st := range lines[1:] {
		word := firstWord(st)
		switch {
		case open != nil:
			if st == "}" {
				open = nil
				continue
			}
			cc.member(open, st)
		case st == "}":
			ns = nil
		case word == "namespace":
			ns = &namespace{name: strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(st[len(word):]), "{"))}
			cc.namespaces = append(cc.namespaces, ns)
		case word == "direction":
			cc.dir = direction(strings.TrimSpace(st[len(word):]), cc.dir)
		case word == "class":
			m := classRe.FindStringSubmatch(st)
			if m == nil {
				return nil, fmt.Errorf("diagram: class: cannot read %q", st)
			}
			c := cc.class(classSuffix.ReplaceAllString(m[1], ""), ns)
			if m[2] != "" {
				c.label = cleanLabel(m[2])
			}
			if m[3] != "" {
				if m[4] != "" {
					cc.member(c, m[4])
				}
				if m[5] == "" {
					open = c
				}
			}
		case word == "note":
			m := classNoteRe.FindStringSubmatch(st)
			if m == nil {
				return nil, fmt.Errorf("diagram: class: bad note %q", st)
			}
			if m[1] != "" {
				cc.class(m[1], ns)
			}
			cc.notes = append(cc.notes, classNote{m[1], cleanLabel(strings.ReplaceAll(m[2], `\n`, "\n"))})
		case strings.HasPrefix(st, "<<"):
			m := annotRe.FindStringSubmatch(st)
			if m == nil || m[2] == "" {
				return nil, fmt.Errorf("diagram: class: cannot read %q", st)
			}
			c := cc.class(m[2], ns)
			c.annotations = append(c.annotations, m[1])
		case word == "classDef" || word == "cssClass" || word == "style" || word == "callback" ||
			word == "click" || word == "link" || strings.HasPrefix(word, "acc"):
			// Styling and interaction: the theme draws every class alike.
		default:
			if m := relationRe.FindStringSubmatch(st); m != nil {
				cc.relation(m, ns)
				continue
			}
			// "Class : member"
			name, mem, ok := strings.Cut(st, ":")
			name = strings.TrimSpace(name)
			if !ok || name == "" || strings.ContainsAny(name, " \t") {
				return nil, fmt.Errorf("diagram: class: cannot read %q", st)
			}
			cc.member(cc.class(name, ns), mem)
		}
		if len(cc.classes) > maxNodes {
			return nil, fmt.Errorf("diagram: more than %d classes", maxNodes)
		}
	}
	return cc, nil
}

// class returns class id, created in namespace ns when it is new; a
// generic "Square~Shape~" is class Square, labelled Square<Shape>.
func (cc *classChart) class(id string, ns *namespace) *class {
	label := generics(id)
	if i := strings.IndexByte(id, '~'); i > 0 {
		id = id[:i]
	}
	if c, ok := cc.classes[id]; ok {
		if label != id {
			c.label = label
		}
		return c
	}
	c := &class{id: id, label: label, ns: ns}
	cc.classes[id] = c
	cc.order = append(cc.order, c)
	if ns != nil {
		ns.classes = append(ns.classes, c)
	}
	return c
}

// generics writes Mermaid's ~T~ as <T>.
func generics(s string) string { return genericRe.ReplaceAllString(s, "<$1>") }

// member adds an attribute, a method (it has parentheses) or an
// annotation to c.
func (cc *classChart) member(c *class, s string) {
	s = strings.TrimSpace(s)
	if s == "" {
		return
	}
	if m := annotRe.FindStringSubmatch(s); m != nil && m[2] == "" {
		c.annotations = append(c.annotations, m[1])
		return
	}
	mem := member{}
	switch {
	case strings.HasSuffix(s, "$"):
		mem.static, s = true, strings.TrimSuffix(s, "$")
	case strings.HasSuffix(s, "*"):
		mem.abstract, s = true, strings.TrimSuffix(s, "*")
	}
	mem.text = generics(s)
	if i := strings.IndexByte(s, '('); i >= 0 && strings.Contains(s[i:], ")") {
		// "getPoints() List~int~" and "area()$ double" alike.
		if j := strings.LastIndexByte(mem.text, ')'); j >= 0 {
			rest := strings.TrimSpace(mem.text[j+1:])
			switch {
			case strings.HasPrefix(rest, "$"):
				mem.static, rest = true, strings.TrimSpace(rest[1:])
			case strings.HasPrefix(rest, "*"):
				mem.abstract, rest = true, strings.TrimSpace(rest[1:])
			}
			mem.text = mem.text[:j+1]
			if rest != "" {
				mem.text += " " + rest
			}
		}
		c.methods = append(c.methods, mem)
		return
	}
	c.attributes = append(c.attributes, mem)
}

// relation records a relation matched by relationRe.
func (cc *classChart) relation(m []string, ns *namespace) {
	a, b := cc.class(m[1], ns), cc.class(m[7], ns)
	if m[3] == "()" {
		a.lollipop = true
	}
	if m[5] == "()" {
		b.lollipop = true
	}
	marks := map[string]string{"<|": "inheritance", "|>": "inheritance", "*": "composition",
		"o": "aggregation", "<": "arrow", ">": "arrow"}
	cc.relations = append(cc.relations, relation{
		from: a.id, to: b.id, tailMark: marks[m[3]], headMark: marks[m[5]], dashed: m[4] == "..",
		label: cleanLabel(m[8]), tailLabel: m[2], headLabel: m[6],
	})
}

// arrowShapes are Graphviz's arrows for UML's markers: a hollow triangle,
// a filled or hollow diamond, an open arrow.
var arrowShapes = map[string]string{"inheritance": "onormal", "composition": "diamond",
	"aggregation": "odiamond", "arrow": "vee", "": "none"}

// graph builds the class diagram's graph: each class a three-part table
// (name, attributes, methods), namespaces as clusters, notes beside.
func (cc *classChart) graph(th Theme) *graph {
	g := newGraph(cc.dir)
	g.nodesep, g.ranksep = 0.5, 0.6
	clusters := map[*namespace]*gcluster{}
	for _, ns := range cc.namespaces {
		c := &gcluster{id: "namespace " + ns.name, title: ns.name}
		clusters[ns] = c
		g.root.children = append(g.root.children, c)
	}
	for _, c := range cc.order {
		into := g.root
		if c.ns != nil {
			into = clusters[c.ns]
		}
		if c.lollipop && len(c.attributes)+len(c.methods)+len(c.annotations) == 0 {
			into.nodes = append(into.nodes, &gnode{id: c.id,
				attrs: "shape=circle, width=0.18, height=0.18, fixedsize=true, xlabel=" + quote(" "+c.label+" ")})
			continue
		}
		into.nodes = append(into.nodes, &gnode{id: c.id, label: c.table(th), html: true, attrs: "shape=plain, style=\"\""})
	}
	for _, r := range cc.relations {
		attrs := []string{"dir=both", "arrowtail=" + arrowShapes[r.tailMark], "arrowhead=" + arrowShapes[r.headMark], "arrowsize=1"}
		if r.dashed {
			attrs = append(attrs, "style=dashed")
		}
		g.edges = append(g.edges, &gedge{from: r.from, to: r.to, label: r.label,
			tailLabel: r.tailLabel, headLabel: r.headLabel, attrs: attrs})
	}
	for i, n := range cc.notes {
		id := fmt.Sprintf("note %d", i)
		g.root.nodes = append(g.root.nodes, &gnode{id: id, label: n.text,
			attrs: fmt.Sprintf(`shape=note, fillcolor=%q, color=%q, margin="0.12,0.06"`, hex(th.NoteFill), hex(th.NoteStroke))})
		if n.target != "" {
			g.edges = append(g.edges, &gedge{from: id, to: n.target,
				attrs: []string{"style=dashed", "arrowhead=none", "color=" + quote(hex(th.NoteStroke))}})
		}
	}
	return g
}

// table writes a class as a Graphviz HTML table: annotations and the bold
// name, a rule, attributes, a rule, methods.
func (c *class) table(th Theme) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<TABLE BORDER="1" CELLBORDER="0" CELLSPACING="0" CELLPADDING="4" BGCOLOR=%q COLOR=%q>`,
		hex(th.NodeFill), hex(th.NodeStroke))
	for _, a := range c.annotations {
		fmt.Fprintf(&b, `<TR><TD>%s</TD></TR>`, htmlText("«"+a+"»"))
	}
	fmt.Fprintf(&b, `<TR><TD CELLPADDING="5"><B>%s</B></TD></TR>`, htmlText(c.label))
	for _, part := range [][]member{c.attributes, c.methods} {
		b.WriteString(`<HR/>`)
		if len(part) == 0 {
			b.WriteString(`<TR><TD CELLPADDING="2"> </TD></TR>`)
			continue
		}
		for _, m := range part {
			text := htmlText(m.text)
			if m.static {
				text = "<U>" + text + "</U>"
			}
			if m.abstract {
				text = "<I>" + text + "</I>"
			}
			fmt.Fprintf(&b, `<TR><TD ALIGN="LEFT">%s</TD></TR>`, text)
		}
	}
	b.WriteString(`</TABLE>`)
	return b.String()
}
