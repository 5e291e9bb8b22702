package dom

import "golang.org/x/net/html"

// Attr returns the value of n's attribute key (lower-case, as the parser
// writes keys), or "". Attributes in a namespace, such as SVG's
// xlink:href, are not matched: they are not the HTML attribute of that name.
func Attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key && a.Namespace == "" {
			return a.Val
		}
	}
	return ""
}

// HasAttr reports whether n carries attribute key, whatever its value
// (a boolean attribute such as hidden, open, checked or itemscope is
// present with an empty value). As for Attr, an attribute in a namespace
// is not the HTML attribute of that name.
func HasAttr(n *html.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Key == key && a.Namespace == "" {
			return true
		}
	}
	return false
}
