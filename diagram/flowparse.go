package diagram

import (
	"fmt"
	"html"
	"regexp"
	"strings"
)

// Edge operators: "-->", "---", "-.->", "==>", "<-->", "--o", "--x", with
// extra dashes for longer edges, and the labelled forms "-- text -->" and
// "-->|text|".
var (
	opRe       = regexp.MustCompile(`^\s*([<ox]?)(-\.+-|-{2,}|={2,}|~{3,})([>ox]?)`)
	labelledRe = regexp.MustCompile(`^\s*([<ox]?)(--|==|-\.)\s+([^|]+?)\s+(-{2,}|={2,}|\.+-)([>ox]?)`)
	pipeRe     = regexp.MustCompile(`^\s*\|([^|]*)\|`)
	// An edge's name before its operator, "A e1@--> B", and a statement
	// styling a named edge, "e1@{ animate: true }".
	edgeIDRe    = regexp.MustCompile(`^\s+([\p{L}\p{N}_-]+)@`)
	edgeStyleRe = regexp.MustCompile(`^([\p{L}\p{N}_-]+)@\{[^}]*\}$`)
	idRe        = regexp.MustCompile(`^\s*([\p{L}\p{N}_][\p{L}\p{N}_.:$#-]*?)(?:$|[\s\[\](){}<>&|;"@]|-[-.>]|={2}|~~)`)
)

// shapes maps a node's opening bracket to its closing one and its shape,
// longest openers first.
var shapes = []struct{ open, close, shape string }{
	{"(((", ")))", "doublecircle"},
	{"([", "])", "stadium"},
	{"[[", "]]", "subroutine"},
	{"[(", ")]", "cylinder"},
	{"((", "))", "circle"},
	{"{{", "}}", "hexagon"},
	{"[/", "/]", "parallelogram"},
	{"[/", `\]`, "trapezium"},
	{`[\`, `\]`, "parallelogram-alt"},
	{`[\`, "/]", "invtrapezium"},
	{"(", ")", "round"},
	{"[", "]", "box"},
	{"{", "}", "diamond"},
	{">", "]", "flag"},
}

// statement parses "A[text] --> B & C -- label --> D".
func (fc *flowchart) statement(st string, g *fgroup) error {
	if m := edgeStyleRe.FindStringSubmatch(st); m != nil && fc.edgeIDs[m[1]] {
		return nil // e1@{ animate: true }: an edge's style
	}
	rest := st
	left, rest, err := fc.nodeGroup(rest, g)
	if err != nil {
		return fmt.Errorf("diagram: %q: %w", st, err)
	}
	for strings.TrimSpace(rest) != "" {
		if m := edgeIDRe.FindStringSubmatch(rest); m != nil {
			fc.edgeIDs[m[1]] = true
			rest = rest[len(m[0]):]
		}
		e, after, ok := edgeOp(rest)
		if !ok {
			return fmt.Errorf("diagram: %q: expected an edge at %q", st, strings.TrimSpace(rest))
		}
		var right []string
		right, rest, err = fc.nodeGroup(after, g)
		if err != nil {
			return fmt.Errorf("diagram: %q: %w", st, err)
		}
		for _, a := range left {
			for _, b := range right {
				e.from, e.to = a, b
				fc.edges = append(fc.edges, e)
			}
		}
		left = right
	}
	return nil
}

// nodeGroup reads "A", "A[text]" or "A & B[text] & C".
func (fc *flowchart) nodeGroup(s string, g *fgroup) ([]string, string, error) {
	var ids []string
	for {
		id, label, shape, rest, err := nodeRef(s)
		if err != nil {
			return nil, s, err
		}
		fc.node(id, label, shape, g)
		ids = append(ids, id)
		t := strings.TrimSpace(rest)
		if !strings.HasPrefix(t, "&") {
			return ids, rest, nil
		}
		s = t[1:]
	}
}

// nodeRef reads one node: its id and, when a bracket follows, its text
// and shape; then a ":::class" suffix, which is ignored.
func nodeRef(s string) (id, label, shape, rest string, err error) {
	m := idRe.FindStringSubmatchIndex(s)
	if m == nil {
		return "", "", "", s, fmt.Errorf("expected a node at %q", strings.TrimSpace(s))
	}
	id, rest = s[m[2]:m[3]], s[m[3]:]
	if strings.HasPrefix(rest, "@{") {
		end := closing(rest[2:], "}")
		if end < 0 {
			return "", "", "", s, fmt.Errorf("%q: unclosed @{", id)
		}
		sh, l, hasLabel, err := parseShapeAttrs(rest[2 : 2+end])
		if err != nil {
			return "", "", "", s, fmt.Errorf("%q: %w", id, err)
		}
		if !hasLabel {
			l = id
		}
		return id, l, sh, rest[2+end+1:], nil
	}
	// Of the shapes whose opener matches (the longest opener first), take
	// the one whose closer comes first: "[/a\]" is a trapezoid even though
	// a "/]" follows later on the line.
	best, bestEnd := -1, -1
	for i, sh := range shapes {
		if best >= 0 && len(sh.open) < len(shapes[best].open) {
			break
		}
		if !strings.HasPrefix(rest, sh.open) {
			continue
		}
		if end := closing(rest[len(sh.open):], sh.close); end >= 0 && (best < 0 || end < bestEnd) {
			best, bestEnd = i, end
		}
	}
	if best >= 0 {
		sh := shapes[best]
		label = cleanLabel(rest[len(sh.open) : len(sh.open)+bestEnd])
		rest, shape = rest[len(sh.open)+bestEnd+len(sh.close):], sh.shape
	}
	if strings.HasPrefix(rest, ":::") {
		rest = strings.TrimLeft(rest[3:], "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
	}
	return id, label, shape, rest, nil
}

// closing finds close in s outside double quotes, or -1.
func closing(s, close string) int {
	quoted := false
	for i := 0; i < len(s); i++ {
		if s[i] == '"' {
			quoted = !quoted
			continue
		}
		if !quoted && strings.HasPrefix(s[i:], close) {
			return i
		}
	}
	return -1
}

// edgeOp reads an edge operator and its label.
func edgeOp(s string) (fedge, string, bool) {
	if m := labelledRe.FindStringSubmatch(s); m != nil {
		e := edgeStyle(m[1], m[4], m[5])
		if strings.HasPrefix(m[2], "-.") {
			e.line = "dotted"
		}
		e.label = cleanLabel(m[3])
		return e, s[len(m[0]):], true
	}
	m := opRe.FindStringSubmatch(s)
	if m == nil {
		return fedge{}, s, false
	}
	e := edgeStyle(m[1], m[2], m[3])
	rest := s[len(m[0]):]
	if p := pipeRe.FindStringSubmatch(rest); p != nil {
		e.label = cleanLabel(p[1])
		rest = rest[len(p[0]):]
	}
	return e, rest, true
}

// edgeStyle reads line type, ends and length from an operator's parts.
func edgeStyle(tail, line, head string) fedge {
	e := fedge{line: "solid", head: endOf(head), tail: endOf(tail)}
	switch {
	case strings.Contains(line, "="):
		e.line = "thick"
	case strings.Contains(line, "."):
		e.line = "dotted"
	case strings.HasPrefix(line, "~"):
		e.line = "invisible"
	}
	// Each dash (or dot of a dotted line) past the shortest form adds a rank.
	switch n := strings.Count(line, "-") + strings.Count(line, "="); {
	case e.line == "dotted":
		e.length = max(0, strings.Count(line, ".")-1)
	case head != "":
		e.length = max(0, n-2)
	default:
		e.length = max(0, n-3)
	}
	return e
}

// endOf names an edge end's marker.
func endOf(c string) string {
	switch c {
	case ">", "<":
		return "arrow"
	case "o":
		return "circle"
	case "x":
		return "cross"
	}
	return "none"
}

// cleanLabel turns a node or edge text into plain text: quotes and
// Markdown-string backticks removed, <br> as a line break, entities
// decoded (Mermaid writes #quot; for &quot;).
func cleanLabel(s string) string {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		s = s[1 : len(s)-1]
	}
	if len(s) >= 2 && s[0] == '`' && s[len(s)-1] == '`' {
		s = s[1 : len(s)-1]
	}
	for _, br := range []string{"<br/>", "<br />", "<br>", "<BR>"} {
		s = strings.ReplaceAll(s, br, "\n")
	}
	// #quot; is &quot;, and #9829; is &#9829;.
	s = regexp.MustCompile(`#(\d+);`).ReplaceAllString(s, "&#$1;")
	s = regexp.MustCompile(`#([a-zA-Z]\w*);`).ReplaceAllString(s, "&$1;")
	s = regexp.MustCompile(`</?[a-zA-Z][^>]*>`).ReplaceAllString(s, "")
	s = strings.ReplaceAll(strings.ReplaceAll(s, "**", ""), "__", "")
	return strings.TrimSpace(html.UnescapeString(s))
}
