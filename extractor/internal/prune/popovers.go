package prune

import (
	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Popovers: an element with the HTML popover attribute stays hidden until
// a button opens it (the Popover API, in every browser since 2024): a
// site's menus, search and sign-in panels, an "install this app" card
// ("Tap the Share icon in Safari, scroll the menu and tap Add to Home
// Screen"), a notification-permission prompt. WCXB's truth is what the
// page shows, so their text is boilerplate wherever the classifier chose
// it, unless the popovers hold most of the content (a page whose only text
// is a dialog's is a shell, and cutting all of it helps no one). On
// wcxb-dev three Invision forums lose their app-install and notification
// cards (0.25 -> 0.39, +0.005, +0.001); a Steam page loses its screenshot
// lightbox's captions, which its truth holds (0.802 -> 0.788).
func popovers(t *tree, cut func(int32, classify.Role)) {
	var found []int32
	var sum int32
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.cut[i] || t.text[i] == 0 {
			continue
		}
		if dom.HasAttr(t.nodes[i], "popover") || t.parent[i] < 0 && inPopover(t.nodes[i]) {
			found = append(found, i)
			sum += t.text[i]
			i = t.end[i] - 1
		}
	}
	if len(found) > 0 {
		cutUnlessMost(found, sum, t.totalText(), cut)
	}
}

// inPopover reports whether a content root lies inside a popover: the
// classifier often chooses a part of the card (its list of steps), not
// the card.
func inPopover(n *html.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if dom.HasAttr(p, "popover") {
			return true
		}
	}
	return false
}
