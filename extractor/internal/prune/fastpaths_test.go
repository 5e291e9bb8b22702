package prune

// The fast paths of dedup and buildTree, each against the code it replaced.

import (
	"math/rand"
	"strings"
	"testing"
	"unicode"
)

func TestHashSetAgreesWithMap(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	s, m := newHashSet(3), map[uint64]bool{}
	for i := 0; i < 20000; i++ {
		var h uint64
		switch i % 4 {
		case 0:
			h = rng.Uint64()
		case 1:
			h = uint64(rng.Intn(500)) // repeats, and 0
		case 2:
			h = uint64(rng.Intn(64)) << 40 // same low bits
		default:
			h = uint64(rng.Intn(1000)) * prime
		}
		if got, want := s.add(h), !m[h]; got != want {
			t.Fatalf("add(%d) = %v, want %v", h, got, want)
		}
		m[h] = true
	}
}

// appendCollapsedSlow is writeCollapsed before it copied runs of words.
func appendCollapsedSlow(b []byte, s string, space bool, start int) ([]byte, bool) {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case ' ', '\n', '\t', '\r', '\f':
			space = true
		default:
			if space && len(b) > start {
				b = append(b, ' ')
			}
			space = false
			b = append(b, c)
		}
	}
	return b, space
}

// letters counts as unicode.IsLetter and unicode.IsNumber do, a CJK
// character as cjkLetters.
func TestLetters(t *testing.T) {
	for _, s := range []string{"", "abc XYZ 019", "a-b_c.d!", "Ünïcödé ١٢٣ 漢字", "ภาษาไทย かな。", "\x00\x7f@[`{/:", "½ ²"} {
		var want int32
		for _, r := range s {
			switch {
			case !unicode.IsLetter(r) && !unicode.IsNumber(r):
			case r >= 0x3000 && r <= 0x9fff:
				want += cjkLetters
			default:
				want++
			}
		}
		if got := letters(s); got != want {
			t.Errorf("letters(%q) = %d, want %d", s, got, want)
		}
	}
}

func TestWriteCollapsed(t *testing.T) {
	for _, prefix := range []string{"", "ab"} {
		for _, space := range []bool{false, true} {
			for _, s := range []string{"", " ", "a", " a  b\t\nc ", "\u00a0x\fy\r", "word", "a b c", "a b  c d", "a b ", " a b",
				"a\tb c", "ab cd\n", "one two three four", "x  ", "a \tb"} {
				for _, start := range []int{0, len(prefix)} {
					var b strings.Builder
					b.WriteString(prefix)
					gs := writeCollapsed(&b, s, space, start)
					got := b.String()
					want, ws := appendCollapsedSlow([]byte(prefix), s, space, start)
					if got != string(want) || gs != ws {
						t.Errorf("writeCollapsed(%q, %q, %v, %d) = %q %v, want %q %v", prefix, s, space, start, got, gs, want, ws)
					}
				}
			}
		}
	}
}
