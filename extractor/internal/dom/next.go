package dom

import "golang.org/x/net/html"

// Next returns the node after n in document order below root, or nil at
// the end of root's subtree: a walk of a subtree without recursion or a
// stack (for n := root.FirstChild; n != nil; n = dom.Next(root, n)).
func Next(root, n *html.Node) *html.Node {
	if n.FirstChild != nil {
		return n.FirstChild
	}
	for ; n != root; n = n.Parent {
		if n.NextSibling != nil {
			return n.NextSibling
		}
	}
	return nil
}
