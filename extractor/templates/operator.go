package templates

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
	"golang.org/x/net/html"
)

// ErrInvalid is matched by every error about a template file.
var ErrInvalid = errors.New("templates: invalid template")

// Problem is one thing wrong in a template file, at a position.
type Problem struct {
	Line, Column int // 1-based; 0 when unknown
	Msg          string
}

// ValidationError lists the problems found in one template file.
type ValidationError struct {
	File     string
	Problems []Problem
}

func (e *ValidationError) Error() string {
	var b strings.Builder
	for i, p := range e.Problems {
		if i > 0 {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "%s:%d:%d: %s", e.File, p.Line, p.Column, p.Msg)
	}
	return b.String()
}

// Is makes a *ValidationError match ErrInvalid.
func (e *ValidationError) Is(target error) bool { return target == ErrInvalid }

// Template is a set of role rules for one host.
type Template struct {
	Host        string `yaml:"host"`
	Description string `yaml:"description,omitempty"`
	Rules       []Rule `yaml:"rules"`
	Source      Source `yaml:"-"`
	Version     int    `yaml:"-"` // operator: bumped on every reload
	File        string `yaml:"-"`
}

// Info identifies t for a result.
func (t *Template) Info() *Info {
	return &Info{Host: t.Host, Source: t.Source, Version: t.Version}
}

// Apply selects the content of doc with t's rules. It returns a *DriftError
// when the main rules match nothing, so the caller can fall back to the
// classifier.
func (t *Template) Apply(doc *html.Node) (Selection, error) {
	sel := selectRules(doc, t.Rules)
	if len(sel.Nodes) == 0 || sel.Stats.Text == 0 {
		return sel, &DriftError{"missing", "the main selectors of " + t.Host + " match nothing"}
	}
	return sel, nil
}

// Encode writes t as an operator template file.
func (t *Template) Encode() ([]byte, error) {
	return yaml.Marshal(t)
}

// ParseOperator reads and validates an operator template. file names it in
// errors; when it ends in ".yaml" its base name must be the host.
func ParseOperator(data []byte, file string) (*Template, error) {
	v := &validator{err: &ValidationError{File: file}}
	if len(data) > MaxFileBytes {
		v.add(nil, "file is larger than %d bytes", MaxFileBytes)
		return nil, v.err
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		v.add(nil, "%s", strings.TrimPrefix(err.Error(), "yaml: "))
		v.err.Problems[0].Line = yamlErrLine(err)
		return nil, v.err
	}
	t := &Template{Source: Operator, Version: 1, File: file}
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		v.add(&doc, "want a mapping with host, description and rules")
		return nil, v.err
	}
	v.template(doc.Content[0], t)
	if name := filepath.Base(file); strings.HasSuffix(name, ".yaml") && t.Host != "" && strings.TrimSuffix(name, ".yaml") != t.Host {
		v.add(doc.Content[0], "host %q does not match the file name %s", t.Host, name)
	}
	if len(v.err.Problems) > 0 {
		return nil, v.err
	}
	return t, nil
}

// yamlErrLine digs the line out of a yaml.v3 syntax error ("yaml: line 3: ...").
func yamlErrLine(err error) int {
	s := err.Error()
	if i := strings.Index(s, "line "); i >= 0 {
		rest := s[i+5:]
		if j := strings.IndexByte(rest, ':'); j > 0 {
			if n, e := strconv.Atoi(rest[:j]); e == nil {
				return n
			}
		}
	}
	return 0
}

type validator struct{ err *ValidationError }

func (v *validator) add(n *yaml.Node, format string, args ...any) {
	p := Problem{Msg: fmt.Sprintf(format, args...)}
	if n != nil {
		p.Line, p.Column = n.Line, n.Column
	}
	v.err.Problems = append(v.err.Problems, p)
}

func (v *validator) template(m *yaml.Node, t *Template) {
	seen := map[string]bool{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, val := m.Content[i], m.Content[i+1]
		seen[k.Value] = true
		switch k.Value {
		case "host":
			v.host(val, t)
		case "description":
			t.Description = v.scalar(val, "description")
		case "rules":
			v.rules(val, t)
		default:
			v.add(k, "unknown key %q (want host, description, rules)", k.Value)
		}
	}
	for _, k := range []string{"host", "rules"} {
		if !seen[k] {
			v.add(m, "missing %q", k)
		}
	}
}

func (v *validator) host(n *yaml.Node, t *Template) {
	h := NormHost(v.scalar(n, "host"))
	if err := ValidHost(h); err != nil {
		v.add(n, "%v", err)
		return
	}
	t.Host = h
}

func (v *validator) scalar(n *yaml.Node, what string) string {
	if n.Kind != yaml.ScalarNode {
		v.add(n, "%s: want a string", what)
		return ""
	}
	return n.Value
}

func (v *validator) rules(n *yaml.Node, t *Template) {
	if n.Kind != yaml.SequenceNode || len(n.Content) == 0 {
		v.add(n, "rules: want a non-empty list")
		return
	}
	if len(n.Content) > MaxRules {
		v.add(n, "rules: more than %d", MaxRules)
		return
	}
	for _, item := range n.Content {
		if r, ok := v.rule(item); ok {
			t.Rules = append(t.Rules, r)
		}
	}
	if !slices.ContainsFunc(t.Rules, func(r Rule) bool { return r.Role == RoleMain }) && len(v.err.Problems) == 0 {
		v.add(n, "rules: no rule has role main")
	}
}

func (v *validator) rule(n *yaml.Node) (Rule, bool) {
	r := Rule{Confidence: 1}
	if n.Kind != yaml.MappingNode {
		v.add(n, "rule: want a mapping with role, selectors, confidence")
		return r, false
	}
	before := len(v.err.Problems)
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, val := n.Content[i], n.Content[i+1]
		switch k.Value {
		case "role":
			r.Role = Role(v.scalar(val, "role"))
			if r.Role != "" && !slices.Contains(Roles, r.Role) {
				v.add(val, "unknown role %q (want one of %s)", r.Role, strings.Join(RoleNames(), ", "))
			}
		case "selectors":
			r.Selectors = v.selectors(val)
		case "confidence":
			f, err := strconv.ParseFloat(v.scalar(val, "confidence"), 64)
			if err != nil || f < 0 || f > 1 {
				v.add(val, "confidence: want a number from 0 to 1")
			}
			r.Confidence = f
		default:
			v.add(k, "unknown key %q (want role, selectors, confidence)", k.Value)
		}
	}
	if r.Role == "" || len(r.Selectors) == 0 {
		v.add(n, "rule: needs a role and at least one selector")
	}
	if len(v.err.Problems) > before {
		return r, false
	}
	if _, err := r.compile(); err != nil {
		v.add(n, "selector: %v", err) // unreachable: selectors() compiled them
		return r, false
	}
	return r, true
}

// selectors reads a selector or a list of them, compiling each so that a
// bad one is reported at its own line.
func (v *validator) selectors(n *yaml.Node) []string {
	items := []*yaml.Node{n}
	if n.Kind == yaml.SequenceNode {
		items = n.Content
	}
	if len(items) > MaxSelectors {
		v.add(n, "selectors: more than %d", MaxSelectors)
		return nil
	}
	var out []string
	for _, it := range items {
		s := strings.TrimSpace(v.scalar(it, "selector"))
		r := Rule{Selectors: []string{s}}
		if _, err := r.compile(); err != nil || s == "" {
			v.add(it, "bad selector %q: %v", s, err)
			continue
		}
		out = append(out, s)
	}
	return out
}
