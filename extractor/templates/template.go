package templates

import (
	"slices"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

// Source says where a template came from.
type Source string

// The sources.
const (
	Operator Source = "operator" // a YAML file an operator wrote
	Learned  Source = "learned"  // induced from a full classification
)

// Role is what a block is for on its page: extractor.Role, the
// classifier's own vocabulary, so that blocks pass between the classifier
// and templates as they are.
type Role = classify.Role

// Roles lists the roles a template rule may name: every extractor.Role.
// RoleMain marks the content; every other role marks chrome to leave out
// of it.
var Roles = classify.Roles

// The roles templates treat apart: RoleMain is the content, RoleBreadcrumb
// and RoleRelated the context a reader keeps beside it.
const (
	RoleMain       = classify.RoleMain
	RoleBreadcrumb = classify.RoleBreadcrumb
	RoleRelated    = classify.RoleRelated
)

// RoleNames returns Roles as strings, for messages and flags.
func RoleNames() []string {
	out := make([]string, len(Roles))
	for i, r := range Roles {
		out[i] = string(r)
	}
	return out
}

// Limits on templates, far above what a host needs (a handful of rules).
const (
	MaxFileBytes = 64 << 10
	MaxRules     = 64
	MaxSelectors = 32
)

// Info identifies the template that produced a result; extractor.Result
// reports it as "template".
type Info struct {
	Host    string `json:"host"`
	Source  Source `json:"source"`
	Version int    `json:"version"`
}

// Rule pins selectors to a role.
type Rule struct {
	Role      Role     `json:"role" yaml:"role"`
	Selectors []string `json:"selectors" yaml:"selectors"`
	// Confidence in [0, 1]: 1 for an operator's word, observations/(n+1)
	// for learned rules.
	Confidence float64 `json:"confidence" yaml:"confidence,omitempty"`
	// Observations counts the pages the rule held on (learned rules).
	Observations int `json:"observations,omitempty" yaml:"-"`

	compiled []matcher
}

// compile compiles r's selectors; it returns the index of the first bad one.
func (r *Rule) compile() (bad int, err error) {
	r.compiled = r.compiled[:0]
	for i, s := range r.Selectors {
		m, err := compileMatcher(s)
		if err != nil {
			return i, err
		}
		r.compiled = append(r.compiled, m)
	}
	return -1, nil
}

// Selection is what a template picked on a page: the content subtrees, in
// document order, and the chrome to skip inside them.
type Selection struct {
	Nodes []*html.Node
	Drop  map[*html.Node]Role // node -> role
	Stats Stats
}

// Skip reports whether n is chrome to leave out; it fits
// markdown.Options.Skip.
func (s *Selection) Skip(n *html.Node) bool {
	_, ok := s.Drop[n]
	return ok
}

// selectRules applies rules to doc: the outermost matches of the main rules
// are the content (all main selectors are matched in one walk, so the nodes
// come in document order), other roles' matches inside the content are
// chrome.
func selectRules(doc *html.Node, rules []Rule) Selection {
	sel := Selection{Drop: map[*html.Node]Role{}}
	var mainMs []matcher
	for i := range rules {
		if rules[i].Role == RoleMain {
			mainMs = append(mainMs, rules[i].compiled...)
		}
	}
	if len(mainMs) > 0 {
		sel.Nodes = matchOutermost(doc, mainMs, nil)
	}
	var chrome []Rule
	for _, r := range rules {
		if r.Role != RoleMain {
			chrome = append(chrome, r)
		}
	}
	sel.Stats = measure(sel.Nodes, chrome, sel.Drop)
	return sel
}

// outermost drops duplicates and nodes nested in other nodes of ns.
func outermost(ns []*html.Node) []*html.Node {
	in := make(map[*html.Node]bool, len(ns))
	var out []*html.Node
	for _, n := range ns {
		if !in[n] {
			in[n] = true
			out = append(out, n)
		}
	}
	return slices.DeleteFunc(out, func(n *html.Node) bool {
		for p := n.Parent; p != nil; p = p.Parent {
			if in[p] {
				return true
			}
		}
		return false
	})
}
