package diagram

import (
	"fmt"
	"strings"
)

// Mermaid 11's general node syntax, A@{ shape: doc, label: "Report" },
// names some 45 shapes, each with a short name and aliases. Each maps to
// the flowchart shape (see dotShapes) whose Graphviz outline comes
// closest; the few Graphviz lacks fall back to the nearest box.
var namedShapes = map[string]string{}

func init() {
	for shape, names := range map[string][]string{
		"box":               {"rect", "proc", "process", "rectangle", "div-rect", "div-proc", "divided-process", "divided-rectangle", "lin-rect", "lin-proc", "lined-process", "lined-rectangle", "shaded-process", "win-pane", "internal-storage", "window-pane", "tag-rect", "tag-proc", "tagged-process", "tagged-rectangle", "sl-rect", "manual-input", "sloped-rectangle", "hourglass", "collate", "bolt", "com-link", "lightning-bolt"},
		"round":             {"rounded", "event", "delay", "half-rounded-rectangle", "bow-rect", "bow-tie-rectangle", "stored-data"},
		"stadium":           {"stadium", "pill", "terminal"},
		"subroutine":        {"fr-rect", "framed-rectangle", "subproc", "subprocess", "subroutine"},
		"cylinder":          {"cyl", "cylinder", "database", "db", "h-cyl", "das", "horizontal-cylinder", "lin-cyl", "disk", "lined-cylinder"},
		"circle":            {"circle", "circ"},
		"doublecircle":      {"dbl-circ", "double-circle"},
		"diamond":           {"diam", "decision", "diamond", "question"},
		"hexagon":           {"hex", "hexagon", "prepare"},
		"parallelogram":     {"lean-r", "lean-right", "in-out"},
		"parallelogram-alt": {"lean-l", "lean-left", "out-in"},
		"trapezium":         {"trap-b", "priority", "trapezoid", "trapezoid-bottom", "curv-trap", "curved-trapezoid", "display"},
		"invtrapezium":      {"trap-t", "inv-trapezoid", "manual", "trapezoid-top"},
		"flag":              {"odd"},
		"tape":              {"flag", "paper-tape"},
		"document":          {"doc", "document", "lin-doc", "lined-document", "tag-doc", "tagged-document", "notch-rect", "card", "notched-rectangle"},
		"documents":         {"docs", "documents", "st-doc", "stacked-document", "processes", "procs", "st-rect", "stacked-rectangle"},
		"triangle":          {"tri", "extract", "triangle"},
		"invtriangle":       {"flip-tri", "flipped-triangle", "manual-file"},
		"pentagon":          {"notch-pent", "loop-limit", "notched-pentagon"},
		"crossed":           {"cross-circ", "crossed-circle", "summary"},
		"small":             {"sm-circ", "small-circle", "start"},
		"filled":            {"f-circ", "filled-circle", "junction"},
		"framed":            {"fr-circ", "framed-circle", "stop"},
		"bar":               {"fork", "join"},
		"text":              {"text", "brace", "brace-l", "comment", "brace-r", "braces"},
	} {
		for _, n := range names {
			namedShapes[n] = shape
		}
	}
}

// shapeAttrs returns a flowchart node's Graphviz attributes; those drawn
// in the ink colour (bars, filled circles) need the theme.
func shapeAttrs(shape string, th Theme) string {
	ink := hex(th.Text)
	switch shape {
	case "small":
		return `shape=circle, width=0.25, height=0.25, fixedsize=true`
	case "filled":
		return fmt.Sprintf(`shape=circle, width=0.2, height=0.2, fixedsize=true, color=%q, fillcolor=%q`, ink, ink)
	case "framed":
		return fmt.Sprintf(`shape=doublecircle, width=0.2, height=0.2, fixedsize=true, color=%q, fillcolor=%q`, ink, ink)
	case "bar":
		return fmt.Sprintf(`shape=box, width=1, height=0.1, fixedsize=true, color=%q, fillcolor=%q`, ink, ink)
	}
	return dotShapes[shape]
}

// parseShapeAttrs reads the inside of "@{ shape: doc, label: "Report" }":
// the shape (its flowchart name) and the label, if set. Other keys (icon,
// img, pos, w, h, constraint) are ignored.
func parseShapeAttrs(s string) (shape, label string, hasLabel bool, err error) {
	for _, kv := range splitOutsideQuotes(s, ',') {
		k, v, ok := strings.Cut(kv, ":")
		if !ok {
			continue
		}
		v = strings.TrimSpace(v)
		switch strings.TrimSpace(k) {
		case "shape":
			shape = namedShapes[strings.ToLower(strings.Trim(v, `"'`))]
			if shape == "" {
				return "", "", false, fmt.Errorf("unknown shape %q", v)
			}
		case "label":
			label, hasLabel = cleanLabel(strings.Trim(v, `'`)), true
		}
	}
	if shape == "" {
		shape = "box"
	}
	return shape, label, hasLabel, nil
}

// splitOutsideQuotes splits s at sep where sep is not inside double
// quotes.
func splitOutsideQuotes(s string, sep byte) []string {
	var out []string
	quoted, start := false, 0
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '"':
			quoted = !quoted
		case s[i] == sep && !quoted:
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}
