package classify

import (
	"testing"

	"folio/extractor/internal/dom"
)

func TestUtilityClassHints(t *testing.T) {
	cases := []struct {
		class string
		want  Role
	}{
		{"overflow-hidden p24 bg-white bar-md", ""},
		{"relative overflow-x-hidden rounded-lg", ""},
		{"card overflow-y-hidden", ""},
		{"hidden", RoleBoilerplate},
		{"is-hidden card", RoleBoilerplate},
		{"visually-hidden", RoleBoilerplate},
		{"overflow-hidden sidebar", RoleSidebar}, // another word still names chrome
	}
	for _, c := range cases {
		got, _ := hintRole(dom.AppendClassWords(nil, c.class))
		if got != c.want {
			t.Errorf("hintRole(%q) = %q, want %q", c.class, got, c.want)
		}
	}
}
