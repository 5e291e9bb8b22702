package classify

import "golang.org/x/net/html"

// InMain reports whether n lies inside (or is) one of the RoleMain blocks:
// the evidence the extractor gives the metadata stage of whether a heading
// heads the content or sits in the site's header (metadata.TitleChoice).
// It climbs from n to the root once, against each main block.
func InMain(blocks []Block, n *html.Node) bool {
	if n == nil {
		return false
	}
	for p := n; p != nil; p = p.Parent {
		for _, b := range blocks {
			if b.Role == RoleMain && b.Node == p {
				return true
			}
		}
	}
	return false
}
