package dom

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// DisplayButton reports whether n is a <button> that shows text rather
// than taking a click: disabled (aria-disabled="true" or disabled), no
// disclosure's trigger (no aria-expanded, no aria-controls), and all its
// text inside block children (<div>, <p>). A shop's card writes its
// colour count so, <button aria-disabled="true"><div aria-label="Available
// in 13 Colors">13 Colors</div></button>: a box the card displays, which
// the truth keeps, where the form controls that the classifier and the
// walker drop as such are live (a submit button, an accordion's header)
// or hold their label as text (<button disabled><div
// class="spinner">..</div><span>Add to cart</span></button>).
func DisplayButton(n *html.Node) bool {
	if n.DataAtom != atom.Button {
		return false
	}
	disabled := false
	for _, a := range n.Attr {
		switch a.Key {
		case "aria-expanded", "aria-controls":
			return false
		case "disabled":
			disabled = true
		case "aria-disabled":
			disabled = disabled || a.Val == "true"
		}
	}
	if !disabled {
		return false
	}
	shown := false
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			if strings.TrimSpace(c.Data) != "" {
				return false
			}
		case c.Type != html.ElementNode:
		case c.DataAtom == atom.Div || c.DataAtom == atom.P:
			shown = shown || Text(c, nil) != ""
		case Text(c, nil) != "":
			return false
		}
	}
	return shown
}
