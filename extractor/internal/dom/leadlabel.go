package dom

import (
	"strings"
	"unicode"
)

// LeadLabel returns the label s opens with: one to three words of letters
// and a colon, at the end of s or before a space ("Date: ...", "Lieu :
// ...", a <dt>'s "Verlag:"), not a time's or a score's colon ("10:00",
// "3:1"). The prune stage reads runs of such lines as a page's facts
// (datelines, author boxes) and metadata a facts box around a byline.
func LeadLabel(s string) (label string, ok bool) {
	i := strings.IndexByte(s, ':')
	if i <= 0 || i+1 < len(s) && s[i+1] != ' ' {
		return "", false
	}
	words := strings.Fields(s[:i])
	if len(words) == 0 || len(words) > 3 {
		return "", false
	}
	for _, w := range words {
		for _, r := range w {
			if !unicode.IsLetter(r) {
				return "", false
			}
		}
	}
	return s[:i], true
}
