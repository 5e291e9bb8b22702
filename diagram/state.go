package diagram

import (
	"fmt"
	"regexp"
	"strings"
)

// stateChart is a parsed state diagram: states in nested scopes (the
// diagram, composite states and their concurrent regions), transitions and
// notes.
type stateChart struct {
	dir         string
	root        *stateScope
	states      map[string]*state
	transitions []transition
	notes       []stateNote
}

// state is one state: a plain state with its descriptions, a start or end
// pseudo-state, a choice, fork or join; a composite state has a scope.
type state struct {
	id, label string
	desc      []string
	kind      string // "state", "start", "end", "choice", "fork", "join"
	scope     *stateScope
	inner     *stateScope // set on a composite state
}

// stateScope holds states: the diagram, the inside of a composite state,
// or one concurrent region of it.
type stateScope struct {
	id, title string
	states    []*state
	regions   []*stateScope // concurrent regions, separated by "--"
	parent    *stateScope
	region    bool
}

type transition struct{ from, to, label string }

// stateNote is a note beside a state.
type stateNote struct {
	target, side, text string
}

var (
	stateAsRe   = regexp.MustCompile(`^state\s+"([^"]*)"\s+as\s+(\S+?)\s*(\{)?$`)
	stateDeclRe = regexp.MustCompile(`^state\s+(\S+?)\s*(<<\s*(\w+)\s*>>)?\s*(\{)?$`)
	noteRe      = regexp.MustCompile(`^note\s+(left|right)\s+of\s+(\S+?)\s*(?::\s*(.*))?$`)
	classSuffix = regexp.MustCompile(`:::[\w-]+$`)
)

// maxStates bounds a state diagram, as maxNodes bounds a flowchart.
const maxStates = maxNodes

// parseState reads a stateDiagram or stateDiagram-v2.
func parseState(src string) (*stateChart, error) {
	lines := statements(src)
	if len(lines) == 0 {
		return nil, fmt.Errorf("diagram: empty state diagram")
	}
	sc := &stateChart{dir: "TB", states: map[string]*state{}}
	sc.root = &stateScope{id: "root"}
	cur := sc.root
	for i := 1; i < len(lines); i++ {
		st := lines[i]
		word := strings.ToLower(firstWord(st))
		switch {
		case st == "}":
			for cur.region && cur.parent != nil {
				cur = cur.parent
			}
			if cur.parent == nil {
				return nil, fmt.Errorf("diagram: state: a '}' closes nothing")
			}
			cur = cur.parent
		case st == "--":
			cur = sc.region(cur)
		case word == "direction":
			if cur == sc.root {
				sc.dir = direction(strings.TrimSpace(st[len(word):]), sc.dir)
			}
		case word == "note":
			m := noteRe.FindStringSubmatch(st)
			if m == nil {
				return nil, fmt.Errorf("diagram: state: bad note %q", st)
			}
			text := m[3]
			if m[3] == "" && !strings.Contains(st, ":") {
				var body []string
				for i++; i < len(lines) && !strings.EqualFold(strings.Join(strings.Fields(lines[i]), " "), "end note"); i++ {
					body = append(body, lines[i])
				}
				text = strings.Join(body, "\n")
			}
			sc.state(m[2], cur)
			sc.notes = append(sc.notes, stateNote{target: m[2], side: m[1], text: cleanLabel(text)})
		case word == "state":
			if err := sc.declare(st, &cur); err != nil {
				return nil, err
			}
		case word == "classdef" || word == "class" || word == "style" || word == "scale" || word == "hide" ||
			strings.HasPrefix(word, "acc"):
			// Styling, accessibility: the theme draws every state alike.
		default:
			if err := sc.statement(st, cur); err != nil {
				return nil, err
			}
		}
		if len(sc.states) > maxStates {
			return nil, fmt.Errorf("diagram: more than %d states", maxStates)
		}
	}
	return sc, nil
}

// declare reads "state X", "state "Text" as X", "state X <<choice>>", each
// perhaps opening a composite state with "{".
func (sc *stateChart) declare(st string, cur **stateScope) error {
	st = classSuffix.ReplaceAllString(st, "")
	var s *state
	open := false
	if m := stateAsRe.FindStringSubmatch(st); m != nil {
		s = sc.state(m[2], *cur)
		s.label, open = cleanLabel(m[1]), m[3] != ""
	} else if m := stateDeclRe.FindStringSubmatch(st); m != nil {
		s = sc.state(m[1], *cur)
		switch k := strings.ToLower(m[3]); k {
		case "choice", "fork", "join":
			s.kind = k
		case "":
		default:
			return fmt.Errorf("diagram: state: unknown kind <<%s>>", m[3])
		}
		open = m[4] != ""
	} else {
		return fmt.Errorf("diagram: state: cannot read %q", st)
	}
	if open {
		if s.inner == nil {
			s.inner = &stateScope{id: s.id, parent: *cur}
		}
		s.inner.title = s.label
		*cur = s.inner
	}
	return nil
}

// region starts a new concurrent region in the composite state around cur:
// the states so far become its first region.
func (sc *stateChart) region(cur *stateScope) *stateScope {
	owner := cur
	if cur.region {
		owner = cur.parent
	}
	if owner.parent == nil {
		return cur // "--" outside a composite state means nothing
	}
	if len(owner.regions) == 0 {
		first := &stateScope{id: fmt.Sprintf("%s/region1", owner.id), parent: owner, region: true, states: owner.states}
		for _, s := range first.states {
			s.scope = first
		}
		owner.states = nil
		owner.regions = append(owner.regions, first)
	}
	r := &stateScope{id: fmt.Sprintf("%s/region%d", owner.id, len(owner.regions)+1), parent: owner, region: true}
	owner.regions = append(owner.regions, r)
	return r
}

// statement reads a transition "A --> B : label" or a description
// "A : text".
func (sc *stateChart) statement(st string, cur *stateScope) error {
	if i := strings.Index(st, "-->"); i >= 0 {
		from := strings.TrimSpace(st[:i])
		rest := st[i+3:]
		to, label, _ := strings.Cut(rest, ":")
		to = strings.TrimSpace(classSuffix.ReplaceAllString(strings.TrimSpace(to), ""))
		from = strings.TrimSpace(classSuffix.ReplaceAllString(from, ""))
		if from == "" || to == "" {
			return fmt.Errorf("diagram: state: %q lacks a state", st)
		}
		a := sc.ref(from, cur, "start")
		b := sc.ref(to, cur, "end")
		sc.transitions = append(sc.transitions, transition{a.id, b.id, cleanLabel(label)})
		return nil
	}
	// "Still:::notMoving" styles a state: the class goes, the state stays.
	id, desc, ok := strings.Cut(classSuffix.ReplaceAllString(st, ""), ":")
	id = strings.TrimSpace(id)
	if id == "" || strings.ContainsAny(id, " \t") {
		return fmt.Errorf("diagram: state: cannot read %q", st)
	}
	s := sc.state(id, cur)
	if ok {
		if d := cleanLabel(desc); d != "" {
			s.desc = append(s.desc, d)
		}
	}
	return nil
}

// ref returns the state an end of a transition names; [*] is the scope's
// own start (as a source) or end (as a target).
func (sc *stateChart) ref(name string, cur *stateScope, pseudo string) *state {
	if name == "[*]" {
		s := sc.state(cur.id+"/[*]"+pseudo, cur)
		s.kind, s.label = pseudo, ""
		return s
	}
	return sc.state(name, cur)
}

// state returns the state id, created in scope cur when it is new.
func (sc *stateChart) state(id string, cur *stateScope) *state {
	if s, ok := sc.states[id]; ok {
		return s
	}
	s := &state{id: id, label: id, kind: "state", scope: cur}
	sc.states[id] = s
	cur.states = append(cur.states, s)
	return s
}

// graph builds the state diagram's graph: composite states as clusters,
// pseudo-states as Mermaid draws them.
func (sc *stateChart) graph(th Theme) *graph {
	g := newGraph(sc.dir)
	sc.build(g, g.root, sc.root, th)
	for _, t := range sc.transitions {
		g.edges = append(g.edges, &gedge{from: t.from, to: t.to, label: t.label, attrs: []string{"arrowhead=normal"}})
	}
	for i, n := range sc.notes {
		id := fmt.Sprintf("note %d", i)
		target := sc.states[n.target]
		c := g.root
		g.root.each(func(x *gcluster) {
			if x.id == target.scope.id {
				c = x
			}
		})
		c.nodes = append(c.nodes, &gnode{id: id, label: n.text,
			attrs: fmt.Sprintf(`shape=note, fillcolor=%q, color=%q, margin="0.12,0.06"`, hex(th.NoteFill), hex(th.NoteStroke))})
		from, to := n.target, id
		if n.side == "left" {
			from, to = id, n.target
		}
		g.edges = append(g.edges, &gedge{from: from, to: to, attrs: []string{"style=dashed", "arrowhead=none", "color=" + quote(hex(th.NoteStroke))}})
		if target.inner == nil {
			c.same = append(c.same, []string{from, to})
		}
	}
	return g
}

// build adds scope s's states to cluster c.
func (sc *stateChart) build(g *graph, c *gcluster, s *stateScope, th Theme) {
	for _, r := range s.regions {
		ch := &gcluster{id: r.id, attrs: fmt.Sprintf("style=dashed; color=%q;", hex(th.GroupStroke))}
		c.children = append(c.children, ch)
		sc.build(g, ch, r, th)
	}
	for _, st := range s.states {
		if st.inner != nil && (len(st.inner.states) > 0 || len(st.inner.regions) > 0) {
			ch := &gcluster{id: st.id, title: st.label,
				attrs: fmt.Sprintf("style=\"rounded,filled\"; color=%q; fillcolor=%q;", hex(th.NodeStroke), hex(th.GroupFill))}
			c.children = append(c.children, ch)
			g.byName[st.id] = ch
			sc.build(g, ch, st.inner, th)
			continue
		}
		c.nodes = append(c.nodes, sc.node(st, th, g.dir))
	}
}

// node draws one state: a rounded box, with its descriptions under a rule;
// start a dot, end a ringed dot, choice a diamond, fork and join a bar.
func (sc *stateChart) node(s *state, th Theme, dir string) *gnode {
	ink := hex(th.Text)
	n := &gnode{id: s.id}
	switch s.kind {
	case "start":
		n.attrs = fmt.Sprintf(`shape=circle, width=0.2, height=0.2, fixedsize=true, color=%q, fillcolor=%q`, ink, ink)
	case "end":
		n.attrs = fmt.Sprintf(`shape=point, width=0.22, height=0.22, peripheries=2, color=%q, fillcolor=%q`, ink, ink)
	case "choice":
		n.attrs = `shape=diamond, width=0.35, height=0.35, fixedsize=true`
	case "fork", "join":
		w, h := 0.9, 0.08
		if dir == "LR" || dir == "RL" {
			w, h = h, w
		}
		n.attrs = fmt.Sprintf(`shape=box, width=%g, height=%g, fixedsize=true, color=%q, fillcolor=%q`, w, h, ink, ink)
	default:
		if len(s.desc) == 0 {
			n.label = s.label
			n.attrs = `shape=box, style="rounded,filled"`
			return n
		}
		var b strings.Builder
		fmt.Fprintf(&b, `<TABLE BORDER="1" CELLBORDER="0" CELLSPACING="0" CELLPADDING="4" STYLE="ROUNDED" BGCOLOR=%q COLOR=%q>`,
			hex(th.NodeFill), hex(th.NodeStroke))
		fmt.Fprintf(&b, `<TR><TD>%s</TD></TR><HR/>`, htmlText(s.label))
		for _, d := range s.desc {
			fmt.Fprintf(&b, `<TR><TD ALIGN="LEFT" BALIGN="LEFT">%s</TD></TR>`, htmlText(d))
		}
		b.WriteString(`</TABLE>`)
		n.label, n.html, n.attrs = b.String(), true, `shape=plain, style=""`
		return n
	}
	return n
}
