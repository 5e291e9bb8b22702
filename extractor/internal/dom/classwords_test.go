package dom

import (
	"slices"
	"strings"
	"testing"
)

// Class words are the runs of ASCII letters and digits of the lower-cased
// value, whatever separates them; HasClassWord finds a whole word only.
func TestClassWords(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"site-header main_nav", []string{"site", "header", "main", "nav"}},
		{"TopBar md:legal.text", []string{"topbar", "md", "legal", "text"}},
		{"\u212Aelvin caf\u00e9 \u0130stanbul", []string{"kelvin", "caf", "istanbul"}},
		{"x\xffy  ---", []string{"x", "y"}},
		{"", nil},
		// a capital after words read as they are: read again, lower-cased
		{"card card-body is-Active", []string{"card", "card", "body", "is", "active"}},
	} {
		got := AppendClassWords(nil, c.in)
		if !slices.Equal(got, c.want) {
			t.Errorf("AppendClassWords(%q) = %q, want %q", c.in, got, c.want)
		}
		// Appended after the words of another value (class, then id).
		if got := AppendClassWords([]string{"id"}, c.in); !slices.Equal(got, append([]string{"id"}, c.want...)) {
			t.Errorf("AppendClassWords([id], %q) = %q, want id then %q", c.in, got, c.want)
		}
		// The plain definition: lower-case, then split at anything else.
		plain := strings.FieldsFunc(strings.ToLower(c.in), func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
		})
		if !slices.Equal(got, plain) && len(got)+len(plain) > 0 {
			t.Errorf("AppendClassWords(%q) = %q, the plain split %q", c.in, got, plain)
		}
	}
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"game_area_legal", true},
		{"footer Legal-Text", true},
		{"(legal)", true},
		{"ux-labels-values--legalShipping", false},
		{"sellerLegalText", false},
		{"legal2", false},
	} {
		if got := HasClassWord(c.in, "legal"); got != c.want {
			t.Errorf("HasClassWord(%q, legal) = %v, want %v", c.in, got, c.want)
		}
	}
}
