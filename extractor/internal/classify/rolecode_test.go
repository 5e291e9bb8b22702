package classify

import "testing"

// Every role has a code that reads back as itself, none is 0.
func TestRoleCode(t *testing.T) {
	seen := map[roleCode]bool{}
	for _, r := range Roles {
		c := code(r)
		if c == 0 || seen[c] || c.role() != r {
			t.Errorf("%q: code %d reads %q", r, c, c.role())
		}
		seen[c] = true
	}
	if code("") != 0 || roleCode(0).role() != "" {
		t.Errorf("no role: code %d, role %q", code(""), roleCode(0).role())
	}
}
