package gateway

import "strings"

// matchGlob reports whether a URL path matches pattern: "*" matches any run
// of characters within one path segment, "**" any run across segments
// (slashes included), "?" one character other than '/'. Everything else
// matches itself. A pattern ending in "/**" also matches the folder itself
// ("/docs/**" matches "/docs").
func matchGlob(pattern, path string) bool {
	if base, ok := strings.CutSuffix(pattern, "/**"); ok && path == base {
		return true
	}
	return globFrom(pattern, path)
}

// globFrom matches by backtracking; patterns are short operator data, and
// each star tries each split point once per level, which is quadratic at
// worst in the path length for the star-heavy patterns operators write.
func globFrom(p, s string) bool {
	for len(p) > 0 {
		switch {
		case strings.HasPrefix(p, "**"):
			rest := strings.TrimLeft(p, "*")
			for i := 0; i <= len(s); i++ {
				if globFrom(rest, s[i:]) {
					return true
				}
			}
			return false
		case p[0] == '*':
			rest := p[1:]
			for i := 0; i <= len(s); i++ {
				if globFrom(rest, s[i:]) {
					return true
				}
				if i < len(s) && s[i] == '/' {
					return false
				}
			}
			return false
		case len(s) == 0:
			return false
		case p[0] == '?':
			if s[0] == '/' {
				return false
			}
		case p[0] != s[0]:
			return false
		}
		p, s = p[1:], s[1:]
	}
	return len(s) == 0
}
