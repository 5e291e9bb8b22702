package dom

// StyleHas reports whether an inline style attribute declares decl, a
// lower-case "property:value" without spaces such as "display:none",
// reading the style as a browser does: case and white space around the
// words do not matter ("Display : None"). It allocates nothing: three
// stages ask it of every styled element.
func StyleHas(style, decl string) bool {
	if decl == "" {
		return false
	}
	for i := 0; i+len(decl) <= len(style); i++ {
		if lowerASCII(style[i]) == decl[0] && declAt(style[i:], decl) {
			return true
		}
	}
	return false
}

// declAt reports whether s starts with decl once white space is skipped
// and letters are folded to lower case.
func declAt(s, decl string) bool {
	j := 0
	for k := 0; k < len(s) && j < len(decl); k++ {
		if c := s[k]; !IsSpace(c) {
			if lowerASCII(c) != decl[j] {
				return false
			}
			j++
		}
	}
	return j == len(decl)
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
