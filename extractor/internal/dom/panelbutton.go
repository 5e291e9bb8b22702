package dom

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// panelButtonWords is the longest label PanelButton takes: a header's
// question or a section title, not a paragraph set in a button.
const panelButtonWords = 16

// PanelButton reports whether n is an accordion header written as a bare
// <button> that opens the panel right after it: aria-expanded, and
// aria-controls naming the id of its next element sibling,
// <button aria-expanded="false" aria-controls="a2">Can I return an
// item?</button><div id="a2">…</div>. HeadingButton takes the WAI-ARIA
// pattern, where a heading wraps the button; many FAQs and product sheets
// leave the heading out, and their questions were dropped as form controls
// while the answers stayed. The button names the panel a reader sees open
// or closed, so it is the panel's heading. A toggle whose panel is
// elsewhere (a menu button over a <nav> it controls by id, a "Read more"
// after its text) is not taken: the panel must follow it.
func PanelButton(n *html.Node) bool {
	if n.DataAtom != atom.Button || !HasAttr(n, "aria-expanded") {
		return false
	}
	id := strings.TrimSpace(Attr(n, "aria-controls"))
	if id == "" || strings.ContainsAny(id, " \t\n") {
		return false
	}
	next := n.NextSibling
	for next != nil && next.Type != html.ElementNode {
		if next.Type == html.TextNode && strings.TrimSpace(next.Data) != "" {
			return false
		}
		next = next.NextSibling
	}
	if next == nil || Attr(next, "id") != id {
		return false
	}
	words := len(strings.Fields(Text(n, nil)))
	return words > 0 && words <= panelButtonWords
}
