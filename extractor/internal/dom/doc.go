// Package dom holds the small helpers on golang.org/x/net/html trees that
// several stages of the extractor need, so that each has one definition:
// the <body> element, an attribute's value, the text under a node, and
// whether a browser lays an element out as a box of its own (BoxOf,
// EdgeOf), which decides where texts joined node to node need a space
// (Seam, which Text and the prune stage read words by).
//
//	if body := dom.FindBody(doc); body != nil {
//		id := dom.Attr(body, "id")
//		text := dom.Text(body, func(n *html.Node) bool { return n.Data == "script" })
//	}
package dom
