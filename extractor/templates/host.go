package templates

import (
	"errors"
	"fmt"
	"strings"
)

// ErrBadHost is matched by errors about a host name.
var ErrBadHost = errors.New("templates: bad host name")

// maxHostLen is the longest DNS name (RFC 1035, 2.3.4).
const maxHostLen = 253

// NormHost lower-cases a host and drops a port, a trailing dot and a leading
// "www.", so that "WWW.Example.com:443" and "example.com" share templates.
func NormHost(h string) string {
	h = strings.ToLower(strings.TrimSpace(h))
	if i := strings.LastIndexByte(h, ':'); i >= 0 {
		h = h[:i]
	}
	h = strings.TrimSuffix(h, ".")
	return strings.TrimPrefix(h, "www.")
}

// ValidHost checks that h (already normalised) is a DNS name: labels of 1-63
// letters, digits and hyphens, not starting or ending with a hyphen, joined
// by single dots. It rejects everything a path could use: "/", "\", "..",
// ":", NUL and a leading dot.
func ValidHost(h string) error {
	if h == "" || len(h) > maxHostLen {
		return fmt.Errorf("%w: %q: want 1 to %d characters", ErrBadHost, h, maxHostLen)
	}
	for _, label := range strings.Split(h, ".") {
		if err := validLabel(label); err != nil {
			return fmt.Errorf("%w: %q: %s", ErrBadHost, h, err)
		}
	}
	return nil
}

func validLabel(l string) error {
	if l == "" || len(l) > 63 {
		return errors.New("empty or over-long label")
	}
	if l[0] == '-' || l[len(l)-1] == '-' {
		return errors.New("label starts or ends with '-'")
	}
	for i := 0; i < len(l); i++ {
		c := l[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return fmt.Errorf("character %q not allowed (use punycode for IDNs)", c)
		}
	}
	return nil
}
