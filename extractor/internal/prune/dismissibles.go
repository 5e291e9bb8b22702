package prune

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
)

// Dismissible notices: a box the reader closes once and never sees again,
// a site's welcome ("Witamy na stronie … Informujemy, że korzystamy z
// cookies. Zamknij"), a cookie or newsletter notice, an alert. Its
// control says so in the markup, in the script language every site
// writes whatever its own: Bootstrap's data-dismiss (data-bs-dismiss), an
// onclick that hides the box it stands in or remembers it was closed
// ("$(this).closest('.block-welcome').slideUp()", "Cookies.set(…)"), or
// an aria-label "Close" or "Dismiss". The notice is the box around the
// control (dismissBox): what the page shows until the reader dismisses
// it, which is no part of the story wherever the classifier chose it.
//
// Guards: the notice holds at most dismissMax letters beside its control
// and no <h1>, and all notices together not more than discardTotal of the
// content (cutUnlessMost): a dialog that holds the page's text is the
// page.
const dismissMax = 800

func dismissibles(t *tree, cut func(int32, classify.Role)) {
	var found []int32
	var sum int32
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.cut[i] || !dismissControl(t.nodes[i]) {
			continue
		}
		box, ok := dismissBox(t, i)
		if !ok || !t.canCut(box) || holdsH1(t.nodes[box]) {
			continue
		}
		found = append(found, box)
		sum += t.text[box]
		i = t.end[box] - 1
	}
	if len(found) > 0 {
		cutUnlessMost(found, sum, t.totalText(), cut)
	}
}

// dismissBox returns the box that control c closes: the nearest element
// above it holding text beside the control's, widened to the highest
// ancestor holding that same text (the notice's wrappers). It reports
// false when that box holds more than dismissMax letters beside the
// control, or when no such box lies inside the content.
func dismissBox(t *tree, c int32) (int32, bool) {
	box := t.parent[c]
	for box >= 0 && t.text[box] == t.text[c] {
		box = t.parent[box]
	}
	if box < 0 || t.text[box]-t.text[c] > dismissMax {
		return 0, false
	}
	for p := t.parent[box]; p >= 0 && t.text[p] == t.text[box]; p = t.parent[p] {
		box = p
	}
	return box, true
}

// dismissControl reports whether n is a control that closes the box it
// stands in: a Bootstrap dismiss, a button or link labelled "Close" or
// "Dismiss" for screen readers, or a click handler that hides an element
// or remembers that it was closed.
func dismissControl(n *html.Node) bool {
	if n.Type != html.ElementNode {
		return false
	}
	for _, a := range n.Attr {
		switch a.Key {
		case "data-dismiss", "data-bs-dismiss":
			return true
		case "aria-label":
			if n.DataAtom == atom.A || n.DataAtom == atom.Button {
				l := strings.ToLower(strings.TrimSpace(a.Val))
				if l == "close" || l == "dismiss" || strings.HasPrefix(l, "close ") || strings.HasPrefix(l, "dismiss ") {
					return true
				}
			}
		case "onclick":
			if hidesBox(a.Val) {
				return true
			}
		}
	}
	return false
}

// hideCalls are what a click handler writes to hide an element
// (lower-cased); it hides the box it stands in when it climbs from the
// control to it (boxFromThis: "$(this).closest('.notice').slideUp()",
// "this.parentNode.style.display='none'"). A handler that hides other
// elements (a loading spinner after an Ajax call), or only the control
// itself (a "Read more" button that shows the rest of a recipe's intro
// and then "this.style.display='none'"), closes nothing around it.
// rememberCalls set a cookie: the page remembers that the reader closed
// the box.
var (
	hideCalls = []string{"slideup(", "fadeout(", ".hide(", ".remove(", "display='none'", `display="none"`,
		"display = 'none'", `display = "none"`}
	boxFromThis   = []string{"closest(", "parent"} // parentNode, parentElement, jQuery's .parent() and .parents()
	rememberCalls = []string{"cookies.set(", "setcookie(", "document.cookie"}
)

// hidesBox reports whether the click handler js hides the element it
// stands in, or remembers with a cookie that it was closed.
func hidesBox(js string) bool {
	l := strings.ToLower(js)
	if containsAny(l, rememberCalls) { // words.go
		return true
	}
	if !strings.Contains(l, "this") || !containsAny(l, boxFromThis) {
		return false
	}
	return containsAny(l, hideCalls)
}
