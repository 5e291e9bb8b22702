package classify

import "testing"

// A content word that names the inside of a hard-chrome box does not veto
// the box's hint; elsewhere it still does.
func TestHardPart(t *testing.T) {
	cases := []struct {
		class string
		want  Role
	}{
		{"ssba-share-text", RoleBoilerplate},
		{"cli-modal-content cli-bar-popup", RoleBoilerplate},
		{"newsletter-body", RoleBoilerplate},
		{"entry-content share", ""},
		{"post-body", ""},
		{"sidebar-content", ""}, // sidebar is not a hard hint: the model decides
	}
	for _, c := range cases {
		if r, _ := hintRole(appendClassWords(nil, c.class)); r != c.want {
			t.Errorf("hintRole(%q) = %q, want %q", c.class, r, c.want)
		}
	}
}
