package themes

import (
	"errors"
	"fmt"
	"image/color"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Limits of a themes file: more is not a theme file a person wrote.
const (
	MaxFileBytes = 256 << 10
	MaxThemes    = 100
	MaxNameRunes = 40
)

// Error is one problem of a themes file, with where it is.
type Error struct {
	File  string // the file's path, or "built-in"
	Line  int    // 0 when the problem has no line (the file as a whole)
	Theme string // the theme's name, "" for the file
	Msg   string
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
	}
	b.WriteString(": ")
	if e.Theme != "" {
		fmt.Fprintf(&b, "theme %q: ", e.Theme)
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Parse reads a themes file (source names it in errors). Every theme that
// is valid is returned, in the file's order; each one that is not is left
// out with an error saying why. A file that is not YAML of the expected
// shape gives no themes and one error.
func Parse(data []byte, source string) ([]*Theme, []error) {
	fail := func(line int, format string, args ...any) []error {
		return []error{&Error{File: source, Line: line, Msg: fmt.Sprintf(format, args...)}}
	}
	if len(data) > MaxFileBytes {
		return nil, fail(0, "larger than %d KB: not a themes file", MaxFileBytes>>10)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, fail(0, "not valid YAML: %v", strings.TrimPrefix(err.Error(), "yaml: "))
	}
	if len(doc.Content) == 0 {
		return nil, nil // an empty file: no themes, nothing wrong
	}
	root := doc.Content[0]
	list, line, err := themeList(root)
	if err != nil {
		return nil, fail(line, "%v", err)
	}
	if len(list) > MaxThemes {
		return nil, fail(root.Line, "%d themes, more than %d", len(list), MaxThemes)
	}
	var out []*Theme
	var errs []error
	seen := map[string]int{}
	for _, n := range list {
		t, err := parseTheme(n, source)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if first, dup := seen[t.ID]; dup {
			errs = append(errs, &Error{File: source, Line: n.Line, Theme: t.Name,
				Msg: fmt.Sprintf("a theme with this name is already on line %d", first)})
			continue
		}
		seen[t.ID] = n.Line
		out = append(out, t)
	}
	return out, errs
}

// themeList finds the list under the top-level "themes" key.
func themeList(root *yaml.Node) ([]*yaml.Node, int, error) {
	const shape = "write a list of themes under \"themes:\" (see the README)"
	if root.Kind != yaml.MappingNode {
		return nil, root.Line, errors.New(shape)
	}
	var list *yaml.Node
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		if k.Value != "themes" {
			return nil, k.Line, fmt.Errorf("unknown key %q: %s", k.Value, shape)
		}
		list = v
	}
	if list == nil || list.Kind == yaml.ScalarNode && list.Tag == "!!null" {
		return nil, 0, nil
	}
	if list.Kind != yaml.SequenceNode {
		return nil, list.Line, errors.New(shape)
	}
	return list.Content, 0, nil
}

// parseTheme reads and validates one theme.
func parseTheme(n *yaml.Node, source string) (*Theme, error) {
	t := &Theme{Colors: map[string]color.NRGBA{}, Source: source}
	bad := func(line int, format string, args ...any) error {
		return &Error{File: source, Line: line, Theme: t.Name, Msg: fmt.Sprintf(format, args...)}
	}
	if n.Kind != yaml.MappingNode {
		return nil, bad(n.Line, "a theme is a mapping with name, variant and colors")
	}
	var colors *yaml.Node
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		switch k.Value {
		case "name":
			t.Name = strings.TrimSpace(v.Value)
		case "variant":
			t.Variant = Variant(v.Value)
		case "colors":
			colors = v
		default:
			return nil, bad(k.Line, "unknown key %q (a theme has name, variant and colors)", k.Value)
		}
	}
	t.ID = ID(t.Name)
	switch {
	case t.Name == "" || t.ID == "":
		return nil, bad(n.Line, "no name (name: My Theme)")
	case len([]rune(t.Name)) > MaxNameRunes:
		return nil, bad(n.Line, "the name is longer than %d characters", MaxNameRunes)
	case t.Variant != Light && t.Variant != Dark:
		return nil, bad(n.Line, "variant %q: write variant: light or variant: dark", t.Variant)
	case colors == nil || colors.Kind != yaml.MappingNode:
		return nil, bad(n.Line, "no colors (colors: with at least %s)", strings.Join(required, ", "))
	}
	if err := t.readColors(colors, bad); err != nil {
		return nil, err
	}
	t.complete()
	if c := Contrast(t.Colors["foreground"], t.Colors["background"]); c < MinTextContrast {
		return nil, bad(colors.Line, "foreground on background has a contrast of %.1f:1, too low to read (at least %.0f:1; 4.5:1 or more is better)", c, MinTextContrast)
	}
	return t, nil
}

// readColors reads the colors mapping into t.
func (t *Theme) readColors(colors *yaml.Node, bad func(int, string, ...any) error) error {
	for i := 0; i+1 < len(colors.Content); i += 2 {
		k, v := colors.Content[i], colors.Content[i+1]
		if !slices.Contains(ColorNames, k.Value) {
			return bad(k.Line, "unknown colour %q (%s)", k.Value, suggest(k.Value))
		}
		c, err := ParseColor(v.Value)
		if err != nil {
			return bad(v.Line, "%s: %v", k.Value, err)
		}
		t.Colors[k.Value] = c
	}
	for _, name := range required {
		if _, ok := t.Colors[name]; !ok {
			return bad(colors.Line, "no %s colour (every theme names %s)", name, strings.Join(required, ", "))
		}
	}
	for _, name := range []string{"background", "foreground"} {
		if t.Colors[name].A != 0xff {
			return bad(colors.Line, "the %s must be opaque (#rrggbb, no alpha digits)", name)
		}
	}
	return nil
}

// suggest names the known colour closest to an unknown one ("did you mean
// foreground?"), or where the list is when none is close.
func suggest(name string) string {
	best, dist := "", 4 // more than three edits away is no typo
	for _, known := range ColorNames {
		if d := editDistance(strings.ToLower(name), strings.ToLower(known)); d < dist {
			best, dist = known, d
		}
	}
	if best != "" {
		return fmt.Sprintf("did you mean %q?", best)
	}
	return "the names are Fyne's colour names: background, foreground, primary, hyperlink, inputBackground... (see the README)"
}

// editDistance is the Levenshtein distance of a and b, in bytes.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(b)]
}
