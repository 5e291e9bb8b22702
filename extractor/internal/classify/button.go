package classify

import (
	"strings"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// buttonWords are class/id word prefixes of buttons and calls to action.
var buttonWords = []string{"btn", "button", "cta"}

// buttonLike reports whether n is styled or declared as a button: calls to
// action ("Get started", "Book a demo", "Shop now") are links dressed as
// buttons, rarely content.
func buttonLike(n *html.Node, words []string) bool {
	if dom.Attr(n, "role") == "button" {
		return true
	}
	for _, w := range words {
		for _, b := range buttonWords {
			if strings.HasPrefix(w, b) {
				return true
			}
		}
	}
	return false
}
