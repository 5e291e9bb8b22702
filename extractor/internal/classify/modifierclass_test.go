package classify

import "testing"

// TestModifierWord: a chrome word after "has" or "with" in a class names
// what the element holds and suggests no role; the same word standing for
// the element itself still does.
func TestModifierWord(t *testing.T) {
	for class, want := range map[string]Role{
		"element-image fig--has-shares": "",
		"card card--with-sidebar":       "",
		"share-bar":                     RoleBoilerplate,
		"fig--has-shares share-tools":   RoleBoilerplate,
	} {
		r, _ := hintRole(appendClassWords(nil, class))
		if r != want {
			t.Errorf("hintRole(%q) = %q, want %q", class, r, want)
		}
	}
}
