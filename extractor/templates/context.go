package templates

import (
	"slices"

	"golang.org/x/net/html"
)

// contextRoles are the roles of the context a reader or a retrieval system
// keeps beside the content (extractor.ProfileRAG): outside the content they
// are context, inside it chrome like any other role.
var contextRoles = []Role{RoleBreadcrumb, RoleRelated}

func isContext(role Role) bool { return slices.Contains(contextRoles, role) }

// Context returns the blocks of the context rules (roles breadcrumb and
// related) outside the content nodes, in document order. It walks doc once;
// callers that keep only the content need not call it.
func Context(doc *html.Node, rules []Rule, content []*html.Node) []Block {
	var ms []matcher
	var roles []Role
	for i := range rules {
		if isContext(rules[i].Role) {
			for _, m := range rules[i].compiled {
				ms = append(ms, m)
				roles = append(roles, rules[i].Role)
			}
		}
	}
	if len(ms) == 0 {
		return nil
	}
	skip := make(map[*html.Node]bool, len(content))
	holds := map[*html.Node]bool{} // ancestors of the content: never context
	for _, n := range content {
		skip[n] = true
		for p := n.Parent; p != nil && !holds[p]; p = p.Parent {
			holds[p] = true
		}
	}
	var out []Block
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode || skip[c] {
				continue
			}
			if i := slices.IndexFunc(ms, func(m matcher) bool { return m(c) }); i >= 0 && !holds[c] {
				out = append(out, Block{Node: c, Role: roles[i]})
				continue
			}
			walk(c)
		}
	}
	walk(doc)
	return out
}

// Context returns the context blocks of t's rules outside content.
func (t *LearnedTemplate) Context(doc *html.Node, content []*html.Node) []Block {
	return Context(doc, t.Rules, content)
}

// Context returns the context blocks of t's rules outside content.
func (t *Template) Context(doc *html.Node, content []*html.Node) []Block {
	return Context(doc, t.Rules, content)
}

// contextRules finds, for the context blocks outside the main blocks,
// simple selectors whose every match in doc is a context block of that
// role (or inside one) and lies outside the content.
func contextRules(doc *html.Node, mains []*html.Node, blocks []Block) []Rule {
	ctx := map[*html.Node]Role{}
	for _, b := range blocks {
		if isContext(b.Role) && !within(b.Node, mains) && !slices.ContainsFunc(mains, func(m *html.Node) bool { return within(m, []*html.Node{b.Node}) }) {
			ctx[b.Node] = b.Role
		}
	}
	var rules []Rule
	seen := map[string]bool{}
	for _, b := range blocks {
		role, ok := ctx[b.Node]
		if !ok {
			continue
		}
		s := simple(b.Node)
		if s == "" {
			s = uniqueSelector(doc, b.Node)
		}
		if s == "" || seen[s] || !onlyContext(matchAll(s, doc), ctx, role) {
			continue
		}
		seen[s] = true
		rules = append(rules, Rule{Role: role, Selectors: []string{s}, Confidence: 0.5, Observations: 1})
	}
	return rules
}

// onlyContext reports whether every node of ns is, or lies inside, a
// context block of role.
func onlyContext(ns []*html.Node, ctx map[*html.Node]Role, role Role) bool {
	for _, n := range ns {
		found := false
		for p := n; p != nil; p = p.Parent {
			if r, ok := ctx[p]; ok && r == role {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return len(ns) > 0
}
