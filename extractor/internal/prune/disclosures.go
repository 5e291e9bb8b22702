package prune

import (
	"strings"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// Disclosure controls: how markup says that an element opens a panel
// (an accordion's title, a collapse's trigger, a tab), by ARIA or by the
// class names of the common widget kits. What the panel holds is the
// reading rule's business; policypanels.go asks this of a shop's
// "Shipping & Returns" label.

// disclosureControl reports whether n opens a panel: an ARIA disclosure
// (aria-expanded, aria-controls) or tab, or a box whose class names an
// accordion's, a collapse's or a toggle's control (lower-cased class
// given). A bare <button> is not one: "Free shipping" on a badge, a
// "Return" button open nothing.
func disclosureControl(n *html.Node, class string) bool {
	if ariaControl(n) {
		return true
	}
	for tok := range strings.FieldsSeq(class) {
		if controlClass(tok) {
			return true
		}
	}
	return false
}

// ariaControl reports whether n is an ARIA disclosure or tab.
func ariaControl(n *html.Node) bool {
	return dom.HasAttr(n, "aria-expanded") || dom.HasAttr(n, "aria-controls") || dom.Attr(n, "role") == "tab"
}

// controlClass reports whether a class token names a disclosure's
// control: a word of it names an accordion, a collapse or a toggle, and
// either a word names the control ("accordion-button", "collapsible-
// trigger", "tab-toggle") or none names the panel or the item around it
// ("accordion-collapse", "accordion-item", "collapsible-content"), which
// hold the panel's text, not the label's; a bare "accordion" or
// "collapse" is the container or the panel.
func controlClass(tok string) bool {
	var buf [8]string
	words := dom.AppendClassWords(buf[:0], tok)
	key, trigger, panel := false, false, false
	for _, w := range words {
		key = key || strings.Contains(w, "accordion") || strings.Contains(w, "collaps") || strings.Contains(w, "toggle")
		trigger = trigger || containsAny(w, controlWords)
		panel = panel || containsAny(w, panelWords)
	}
	if !key || len(words) == 1 && (strings.HasPrefix(words[0], "accordion") || words[0] == "collapse" || words[0] == "collapsible") {
		return false
	}
	return trigger || !panel
}

// controlWords name a disclosure's control in a class; panelWords its
// panel or the item around both. Each is looked for inside a class's
// words, which camel case runs together ("contentOuter",
// "summaryWrapper").
var (
	controlWords = []string{"button", "btn", "trigger", "toggle", "title", "head", "label", "handle", "tab", "opener", "summary"}
	panelWords   = []string{"item", "body", "content", "panel", "pane", "collapse", "collapsing", "wrap", "container",
		"detail", "group", "inner", "list", "section", "region", "block", "drawer", "text"}
)
