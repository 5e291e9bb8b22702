package diagram

import (
	"fmt"
	"regexp"
	"strings"
)

// erChart is a parsed entity-relationship diagram.
type erChart struct {
	dir       string
	entities  map[string]*entity
	order     []*entity
	relations []erRelation
}

// entity is one entity with its attributes.
type entity struct {
	id, label string
	attrs     []erAttribute
}

// erAttribute is a row of an entity's table: type, name, keys (PK, FK,
// UK) and comment.
type erAttribute struct {
	typ, name, keys, comment string
}

// erRelation joins two entities: the cardinality at each end ("zero or
// one", "exactly one", "zero or more", "one or more"), identifying (solid)
// or not (dashed), and its label.
type erRelation struct {
	from, to         string
	fromCard, toCard string
	identifying      bool
	label            string
}

var (
	// A relationship in symbols: A |o--o{ B : label.
	erRelRe = regexp.MustCompile(`^("[^"]+"|\S+?)\s*(\|o|\|\||\}o|\}\||o\||o\{|\|\{)(--|\.\.)(o\||\|\||o\{|\|\{|\|o|\}o|\}\|)\s*("[^"]+"|\S+)\s*:\s*(.*)$`)
	// A relationship in words: A one or more to zero or many B : label.
	erWordsRe = regexp.MustCompile(`^(\S+)\s+(.+?)\s+(to|optionally to)\s+(.+?)\s+(\S+)\s*:\s*(.*)$`)
	// An entity, perhaps with an alias and an opening brace: p[Person] {.
	entityRe = regexp.MustCompile(`^([^\s\[{]+)\s*(?:\[\s*"?([^"\]]*)"?\s*\])?\s*(\{)?\s*(\})?$`)
	// An attribute: type name [PK, FK] ["comment"].
	erAttrRe = regexp.MustCompile(`^(\S+)\s+(\S+)\s*((?:(?:PK|FK|UK)\s*,?\s*)*)\s*(?:"([^"]*)")?$`)
)

// cardinalities maps each symbol, read from the entity outwards, to its
// meaning.
var cardinalities = map[string]string{
	"|o": "zero or one", "o|": "zero or one",
	"||": "exactly one",
	"}o": "zero or more", "o{": "zero or more",
	"}|": "one or more", "|{": "one or more",
}

// cardinalityWords are the spelled-out forms Mermaid also reads.
var cardinalityWords = map[string]string{
	"one or zero": "zero or one", "zero or one": "zero or one",
	"one or more": "one or more", "one or many": "one or more", "many(1)": "one or more", "1+": "one or more",
	"zero or more": "zero or more", "zero or many": "zero or more", "many(0)": "zero or more", "0+": "zero or more",
	"only one": "exactly one", "1": "exactly one",
}

// parseER reads an erDiagram.
func parseER(src string) (*erChart, error) {
	lines := statements(src)
	if len(lines) == 0 {
		return nil, fmt.Errorf("diagram: empty entity-relationship diagram")
	}
	er := &erChart{dir: "TB", entities: map[string]*entity{}}
	var open *entity
	for _, st := range lines[1:] {
		word := firstWord(st)
		switch {
		case open != nil:
			if st == "}" {
				open = nil
				continue
			}
			m := erAttrRe.FindStringSubmatch(st)
			if m == nil {
				return nil, fmt.Errorf("diagram: er: cannot read attribute %q", st)
			}
			keys := strings.Join(strings.FieldsFunc(m[3], func(r rune) bool { return r == ',' || r == ' ' }), ", ")
			open.attrs = append(open.attrs, erAttribute{generics(m[1]), m[2], keys, m[4]})
		case word == "direction":
			er.dir = direction(strings.TrimSpace(st[len(word):]), er.dir)
		case word == "classDef" || word == "class" || word == "style" || strings.HasPrefix(word, "acc"):
		default:
			if m := erRelRe.FindStringSubmatch(st); m != nil {
				er.relations = append(er.relations, erRelation{
					from: er.entity(m[1]).id, to: er.entity(m[5]).id,
					fromCard: cardinalities[m[2]], toCard: cardinalities[m[4]],
					identifying: m[3] == "--", label: cleanLabel(m[6]),
				})
				continue
			}
			if m := erWordsRe.FindStringSubmatch(st); m != nil && cardinalityWords[m[2]] != "" && cardinalityWords[m[4]] != "" {
				er.relations = append(er.relations, erRelation{
					from: er.entity(m[1]).id, to: er.entity(m[5]).id,
					fromCard: cardinalityWords[m[2]], toCard: cardinalityWords[m[4]],
					identifying: m[3] == "to", label: cleanLabel(m[6]),
				})
				continue
			}
			m := entityRe.FindStringSubmatch(st)
			if m == nil {
				return nil, fmt.Errorf("diagram: er: cannot read %q", st)
			}
			e := er.entity(m[1])
			if m[2] != "" {
				e.label = m[2]
			}
			if m[3] != "" && m[4] == "" {
				open = e
			}
		}
		if len(er.entities) > maxNodes {
			return nil, fmt.Errorf("diagram: more than %d entities", maxNodes)
		}
	}
	return er, nil
}

// entity returns entity id, created when it is new.
func (er *erChart) entity(id string) *entity {
	id = strings.Trim(id, `"`)
	if e, ok := er.entities[id]; ok {
		return e
	}
	e := &entity{id: id, label: id}
	er.entities[id] = e
	er.order = append(er.order, e)
	return e
}

// crowsFoot are Graphviz's arrows for the crow's-foot markers; the first
// shape of a name is drawn nearest the entity.
var crowsFoot = map[string]string{
	"zero or one": "teeodot", "exactly one": "teetee",
	"zero or more": "crowodot", "one or more": "crowtee",
}

// graph builds the diagram's graph: each entity a table of its attributes,
// each relationship an edge with crow's-foot ends.
func (er *erChart) graph(th Theme) *graph {
	g := newGraph(er.dir)
	g.nodesep, g.ranksep = 0.6, 0.8
	for _, e := range er.order {
		g.root.nodes = append(g.root.nodes, &gnode{id: e.id, label: e.table(th), html: true, attrs: "shape=plain, style=\"\""})
	}
	for _, r := range er.relations {
		attrs := []string{"dir=both", "arrowtail=" + crowsFoot[r.fromCard], "arrowhead=" + crowsFoot[r.toCard], "arrowsize=1.4"}
		if !r.identifying {
			attrs = append(attrs, "style=dashed")
		}
		g.edges = append(g.edges, &gedge{from: r.from, to: r.to, label: r.label, attrs: attrs})
	}
	return g
}

// table writes an entity as a Graphviz HTML table: its name over a row per
// attribute (type, name, keys, comment), rows striped.
func (e *entity) table(th Theme) string {
	cols := 2
	for _, a := range e.attrs {
		if a.keys != "" {
			cols = max(cols, 3)
		}
		if a.comment != "" {
			cols = 4
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<TABLE BORDER="1" CELLBORDER="0" CELLSPACING="0" CELLPADDING="4" BGCOLOR=%q COLOR=%q>`,
		hex(th.NodeFill), hex(th.NodeStroke))
	fmt.Fprintf(&b, `<TR><TD COLSPAN="%d" CELLPADDING="6"><B>%s</B></TD></TR>`, cols, htmlText(e.label))
	for i, a := range e.attrs {
		fill := th.RowFill
		if i%2 == 1 {
			fill = th.RowAltFill
		}
		if i == 0 {
			b.WriteString(`<HR/>`)
		}
		b.WriteString(`<TR>`)
		for _, cell := range []string{a.typ, a.name, a.keys, a.comment}[:cols] {
			fmt.Fprintf(&b, `<TD ALIGN="LEFT" BGCOLOR=%q>%s</TD>`, hex(fill), htmlText(cell))
		}
		b.WriteString(`</TR>`)
	}
	b.WriteString(`</TABLE>`)
	return b.String()
}
