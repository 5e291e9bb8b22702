// Package dom holds the small helpers on golang.org/x/net/html trees that
// several stages of the extractor need, so that each has one definition:
// the <body> element, an attribute's value, the text under a node.
//
//	if body := dom.FindBody(doc); body != nil {
//		id := dom.Attr(body, "id")
//		text := dom.Text(body, func(n *html.Node) bool { return n.Data == "script" })
//	}
package dom
