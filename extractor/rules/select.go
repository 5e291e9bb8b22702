package rules

import (
	"golang.org/x/net/html"

	"folio/extractor/metadata"
)

// Select adjusts the content chosen by classification to what the rules
// asked for: a Root replaces the chosen nodes, Include nodes are added when
// no chosen node holds them, nodes that a rule detached from doc are
// dropped, and skip never hides an included node or its ancestors.
func (a *Applied) Select(doc *html.Node, nodes []*html.Node, skip func(*html.Node) bool) ([]*html.Node, func(*html.Node) bool) {
	if len(a.Root)+len(a.Include) == 0 && !anyDetached(doc, nodes) {
		return nodes, skip
	}
	var chosen []*html.Node
	if roots := attached(doc, a.Root); len(roots) > 0 {
		chosen = roots
	} else {
		chosen = attached(doc, nodes)
	}
	keep := map[*html.Node]bool{}
	for _, n := range attached(doc, a.Include) {
		for p := n; p != nil; p = p.Parent {
			keep[p] = true
		}
		if !inside(n, chosen) {
			chosen = append(chosen, n)
		}
	}
	if skip == nil || len(keep) == 0 {
		return chosen, skip
	}
	return chosen, func(n *html.Node) bool { return !keep[n] && skip(n) }
}

// ApplyMeta writes the metadata overrides into m.
func (a *Applied) ApplyMeta(m *metadata.Metadata) {
	for k, v := range a.Meta {
		switch k {
		case "title":
			m.Title = v
		case "author":
			m.Author = v
		case "published":
			m.Published = v
		case "site_name":
			m.SiteName = v
		case "language":
			m.Language = v
		case "description":
			m.Description = v
		case "image":
			m.Image = v
		}
	}
}

func anyDetached(doc *html.Node, nodes []*html.Node) bool {
	for _, n := range nodes {
		if !isAttached(doc, n) {
			return true
		}
	}
	return false
}

func attached(doc *html.Node, nodes []*html.Node) []*html.Node {
	var out []*html.Node
	for _, n := range nodes {
		if isAttached(doc, n) {
			out = append(out, n)
		}
	}
	return out
}

// isAttached reports whether n is still in doc's tree.
func isAttached(doc, n *html.Node) bool {
	for p := n; p != nil; p = p.Parent {
		if p == doc {
			return true
		}
	}
	return false
}

// inside reports whether n is one of roots or lies inside one of them.
func inside(n *html.Node, roots []*html.Node) bool {
	for p := n; p != nil; p = p.Parent {
		for _, r := range roots {
			if p == r {
				return true
			}
		}
	}
	return false
}
