package classify

import (
	"testing"

	"golang.org/x/net/html"
)

// firstClassWord reads class tokens as HTML splits them, at ASCII white
// space only: a no-break space is part of a class name, so two cards
// "card\u00a0x" and "card\u00a0y" are two kinds, not one "card".
func TestFirstClassWord(t *testing.T) {
	for _, c := range []struct{ class, skip, want string }{
		{"card card--sale", "", "card"},
		{"  \tcard\nitem", "", "card"},
		{"card\u00a0x item", "", "card\u00a0x"},
		{"c1 card", "0123456789", "card"},
		{"", "", ""},
	} {
		n := &html.Node{Type: html.ElementNode, Data: "li", Attr: []html.Attribute{{Key: "class", Val: c.class}}}
		if got := firstClassWord(n, c.skip); got != c.want {
			t.Errorf("firstClassWord(%q, %q) = %q, want %q", c.class, c.skip, got, c.want)
		}
	}
}
