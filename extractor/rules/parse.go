package rules

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"

	"github.com/andybalholm/cascadia"
	"go.yaml.in/yaml/v3"
	"golang.org/x/net/html/atom"
)

// ErrInvalid is matched (errors.Is) by every error about a rule file.
var ErrInvalid = errors.New("rules: invalid rule file")

// Error is a problem in a rule file, with the line it was found at.
type Error struct {
	Source string // file name
	Line   int    // 1-based; 0 when unknown
	Msg    string
}

func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("rules: %s:%d: %s", e.Source, e.Line, e.Msg)
	}
	return fmt.Sprintf("rules: %s: %s", e.Source, e.Msg)
}

// Is makes every *Error match ErrInvalid.
func (e *Error) Is(target error) bool { return target == ErrInvalid }

var idPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{0,63}$`)

// Parse compiles the rules of one YAML rule file. source names the file in
// error messages.
func Parse(data []byte, source string) ([]*Rule, error) {
	if len(data) > MaxFileBytes {
		return nil, &Error{Source: source, Msg: fmt.Sprintf("file is larger than %d bytes", MaxFileBytes)}
	}
	var f ruleFile
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil && err != io.EOF {
		return nil, &Error{Source: source, Msg: strings.TrimPrefix(err.Error(), "yaml: ")}
	}
	if len(f.Rules) > MaxRules {
		return nil, &Error{Source: source, Msg: fmt.Sprintf("more than %d rules", MaxRules)}
	}
	lines := ruleLines(data)
	out := make([]*Rule, 0, len(f.Rules))
	seen := map[string]bool{}
	for i, ry := range f.Rules {
		line := 0
		if i < len(lines) {
			line = lines[i]
		}
		r, msg := compile(ry)
		if msg == "" && seen[r.ID] {
			msg = fmt.Sprintf("duplicate id %q", r.ID)
		}
		if msg != "" {
			return nil, &Error{Source: source, Line: line, Msg: msg}
		}
		seen[r.ID] = true
		r.Source = source
		out = append(out, r)
	}
	return out, nil
}

// ruleLines returns the line of each item of the top-level "rules" list.
func ruleLines(data []byte) []int {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 {
		return nil
	}
	m := doc.Content[0]
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == "rules" {
			var lines []int
			for _, it := range m.Content[i+1].Content {
				lines = append(lines, it.Line)
			}
			return lines
		}
	}
	return nil
}

// compile checks one rule and compiles its selectors; msg says what is wrong.
func compile(y ruleYAML) (r *Rule, msg string) {
	r = &Rule{ID: y.ID, Description: y.Description, Stage: y.Stage}
	if !idPattern.MatchString(y.ID) {
		return nil, fmt.Sprintf("id %q: want lower-case letters, digits, '.', '_' or '-'", y.ID)
	}
	switch r.Stage {
	case "":
		r.Stage = Before
	case Before, After:
	default:
		return nil, fmt.Sprintf("rule %s: stage %q: want before or after", y.ID, y.Stage)
	}
	c := compiler{rule: y.ID}
	c.trigger(r, y.Trigger)
	c.apply(r, y.Apply)
	if c.msg != "" {
		return nil, c.msg
	}
	return r, ""
}

// compiler collects the first error while compiling a rule's selectors.
type compiler struct {
	rule string
	msg  string
}

func (c *compiler) fail(format string, args ...any) {
	if c.msg == "" {
		c.msg = fmt.Sprintf("rule %s: ", c.rule) + fmt.Sprintf(format, args...)
	}
}

func (c *compiler) sel(field, s string) cascadia.Selector {
	sel, err := cascadia.Compile(s)
	if err != nil || strings.TrimSpace(s) == "" {
		c.fail("%s: bad selector %q: %v", field, s, err)
		return nil
	}
	return sel
}

func (c *compiler) sels(field string, ss []string) []cascadia.Selector {
	var out []cascadia.Selector
	for _, s := range ss {
		out = append(out, c.sel(field, s))
	}
	return out
}

func (c *compiler) trigger(r *Rule, t triggerYAML) {
	for _, h := range t.Host.Equals {
		r.equals = append(r.equals, normHost(h))
	}
	for _, h := range t.Host.EndsWith {
		r.endsWith = append(r.endsWith, strings.TrimPrefix(normHost(h), "."))
	}
	if t.Exists != "" {
		r.exists = c.sel("trigger.exists", t.Exists)
	}
	r.anyOf = c.sels("trigger.any", t.Any)
	r.allOf = c.sels("trigger.all", t.All)
	r.triggerSrc.exists, r.triggerSrc.any, r.triggerSrc.all = t.Exists, t.Any, t.All
	if len(r.equals)+len(r.endsWith)+len(r.anyOf)+len(r.allOf) == 0 && t.Exists == "" {
		c.fail("trigger: needs a host or a DOM condition (a rule for every page is a global hack)")
	}
}

func (c *compiler) apply(r *Rule, a applyYAML) {
	r.remove = c.sels("apply.remove", a.Remove)
	if c.msg == "" {
		r.removeIndex = newRemoveIndex(a.Remove)
	}
	r.include = c.sels("apply.include", a.Include)
	r.root = c.sels("apply.root", a.Root)
	r.unwrap = c.sels("apply.unwrap", a.Unwrap)
	for _, rt := range a.Retag {
		tag := strings.ToLower(strings.TrimSpace(rt.Tag))
		if atom.Lookup([]byte(tag)) == 0 {
			c.fail("apply.retag: unknown tag %q", rt.Tag)
		}
		r.retag = append(r.retag, retag{sel: c.sel("apply.retag", rt.Selector), tag: tag})
	}
	for _, d := range a.DropAttributes {
		if len(d.Attributes) == 0 {
			c.fail("apply.drop_attributes: %q lists no attributes", d.Selector)
		}
		r.dropAttrs = append(r.dropAttrs, dropAttrs{sel: c.sel("apply.drop_attributes", d.Selector), attrs: d.Attributes})
	}
	keys := make([]string, 0, len(a.Meta))
	for k := range a.Meta {
		keys = append(keys, k)
	}
	slices.Sort(keys) // map order is random; keep the compiled order stable
	for _, k := range keys {
		c.metaRule(r, k, a.Meta[k])
	}
	if len(r.remove)+len(r.include)+len(r.root)+len(r.unwrap)+len(r.retag)+len(r.dropAttrs)+len(r.meta) == 0 {
		c.fail("apply: does nothing")
	}
}

func (c *compiler) metaRule(r *Rule, k string, m metaYAML) {
	if !slices.Contains(MetaKeys, k) {
		c.fail("apply.meta: unknown field %q (want one of %s)", k, strings.Join(MetaKeys, ", "))
		return
	}
	if (m.Value == "") == (m.Selector == "") {
		c.fail("apply.meta.%s: want exactly one of value or selector", k)
		return
	}
	mr := metaRule{key: k, value: m.Value, attr: m.Attribute}
	if m.Selector != "" {
		mr.sel = c.sel("apply.meta."+k, m.Selector)
	}
	r.meta = append(r.meta, mr)
}

// normHost lower-cases a host and strips a port and a leading "www.".
func normHost(h string) string {
	h = strings.ToLower(strings.TrimSpace(h))
	if i := strings.LastIndexByte(h, ':'); i >= 0 && !strings.Contains(h[i:], "]") {
		h = h[:i]
	}
	h = strings.TrimSuffix(h, ".")
	return strings.TrimPrefix(h, "www.")
}
