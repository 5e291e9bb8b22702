package classify

// roleCode is a Role in a byte: 0 for none, else 1 + its index in Roles.
// The scores keep two roles per element (chrome and hint); as strings
// they cost 32 bytes an element, a tenth of what a large page's
// classification holds at its peak.
type roleCode uint8

// code returns r's code. Every role the classifier gives is one of Roles;
// any other would be a bug, and reads as none.
func code(r Role) roleCode {
	if r == "" {
		return 0
	}
	for i, x := range Roles {
		if x == r {
			return roleCode(i + 1)
		}
	}
	return 0
}

// role returns the role c stands for ("" for none).
func (c roleCode) role() Role {
	if c == 0 {
		return ""
	}
	return Roles[c-1]
}
