package classify

import (
	"testing"

	"golang.org/x/net/html"
)

// TestSplitChrome: a chrome word written as two words of a class or id
// names its role; a join that merely starts like one, or a short first
// word, does not, and only a plural's "s" may follow the word.
func TestSplitChrome(t *testing.T) {
	for _, c := range []struct {
		class string
		want  Role
	}{
		{"side-bar", RoleSidebar},
		{"side_bar left", RoleSidebar},
		{"pop-up", RoleBoilerplate},
		{"news-letter", RoleBoilerplate},
		{"sign-up", RoleBoilerplate},
		{"page-root", ""},      // "pager" only starts the join
		{"page-regions", ""},   // nor here
		{"to-contact", ""},     // first word too short to be half a word
		{"side-barometer", ""}, // the join runs past "sidebar"
		{"side-bars", RoleSidebar},
		{"side-barx", ""}, // one letter past the word is a plural's "s" or nothing
	} {
		n := &html.Node{Type: html.ElementNode, Data: "div", Attr: []html.Attribute{{Key: "class", Val: c.class}}}
		got, _ := hintRole(hintWords(n, nil))
		if got != c.want {
			t.Errorf("%q: role %q, want %q", c.class, got, c.want)
		}
	}
}
