package dom

import (
	"testing"
	"unicode"
)

// TestASCIIClasses checks the byte tests against unicode's on every byte:
// a byte under 0x80 is the rune it encodes, and a byte from 0x80 up (a
// part of a multi-byte sequence) is neither a letter nor a digit.
func TestASCIIClasses(t *testing.T) {
	for i := range 256 {
		c := byte(i)
		ascii := c < 0x80
		if got, want := ASCIILetter(c), ascii && unicode.IsLetter(rune(c)); got != want {
			t.Errorf("ASCIILetter(%#x) = %v, want %v", c, got, want)
		}
		if got, want := ASCIIDigit(c), ascii && unicode.IsDigit(rune(c)); got != want {
			t.Errorf("ASCIIDigit(%#x) = %v, want %v", c, got, want)
		}
	}
}

func TestAllDigits(t *testing.T) {
	for s, want := range map[string]bool{"7": true, "2024": true, "": false, "12a": false, "-1": false, "٣": false} {
		if got := AllDigits(s); got != want {
			t.Errorf("AllDigits(%q) = %v, want %v", s, got, want)
		}
	}
}
