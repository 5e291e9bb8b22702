package metadata

import (
	"strings"
	"unicode/utf8"
)

// Some pages carry text that was UTF-8, read once as Latin-1 and encoded
// again: "Investorâ\u0080\u0099s" for "Investor’s". The C1 control
// characters (U+0080-U+009F) that this leaves never occur in real text, so
// their presence is the sign; undoing it is exact when every character fits
// in a byte and the bytes are valid UTF-8.

// hasC1 reports whether s holds a C1 control character, encoded as C2 80
// to C2 9F (a vectorised search for the lead byte, as clean runs on every
// non-ASCII field).
func hasC1(s string) bool {
	for {
		i := strings.IndexByte(s, 0xC2)
		if i < 0 || i+1 >= len(s) {
			return false
		}
		if s[i+1] >= 0x80 && s[i+1] <= 0x9F {
			return true
		}
		s = s[i+1:]
	}
}

// fixMojibake returns s with one round of Latin-1 double encoding undone,
// or s unchanged when it is not such text.
func fixMojibake(s string) string {
	if !hasC1(s) {
		return s
	}
	b := make([]byte, 0, len(s))
	for _, r := range s {
		if r > 0xFF {
			return s
		}
		b = append(b, byte(r))
	}
	if !utf8.Valid(b) {
		return s
	}
	return strings.ToValidUTF8(string(b), "")
}
