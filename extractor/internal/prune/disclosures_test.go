package prune

import "testing"

// A class names a disclosure's control when a word of it names an
// accordion, a collapse or a toggle and it names the control or nothing
// of the panel; a bare "accordion" or "collapse" is the container or the
// panel, and a panel's or an item's class holds the panel's text.
func TestControlClass(t *testing.T) {
	for tok, want := range map[string]bool{
		"accordion-button": true, "accordion-title": true, "collapsible-trigger": true, "tab-toggle": true,
		"toggle":    true,
		"accordion": false, "collapse": false, "collapsible": false, "accordion-item": false,
		"accordion-collapse": false, "collapsible-content": false, "product-title": false,
	} {
		if got := controlClass(tok); got != want {
			t.Errorf("controlClass(%q) = %v, want %v", tok, got, want)
		}
	}
}
