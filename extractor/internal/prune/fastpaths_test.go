package prune

// The fast paths of dedup and buildTree, each against the code it replaced.

import (
	"math/rand"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
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

// tokenHashesSlow is tokenHashes before its ASCII fast path.
func tokenHashesSlow(out []uint64, s string) []uint64 {
	h, in := uint64(14695981039346656037), false
	for i := 0; i < len(s); {
		r, w := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, w = utf8.DecodeRuneInString(s[i:])
		}
		i += w
		if r < utf8.RuneSelf && (r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') ||
			r >= 'A' && r <= 'Z' || r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsNumber(r)) {
			r = unicode.ToLower(r)
			for v := uint32(r); ; v >>= 8 {
				h = (h ^ uint64(v&0xff)) * prime
				if v < 0x100 {
					break
				}
			}
			in = true
			continue
		}
		if in {
			out = append(out, h)
			h, in = 14695981039346656037, false
		}
	}
	if in {
		out = append(out, h)
	}
	return out
}

func TestTokenHashes(t *testing.T) {
	for _, s := range []string{
		"", "Hello, World! snake_case x2 ÄÖÜ über-Straße",
		"日本語のテキスト and ΕΛΛΗΝΙΚΆ", "a\xffb \u212A", "  trailing  ", "[Z]@`{",
	} {
		if got, want := tokenHashes(nil, s), tokenHashesSlow(nil, s); !slices.Equal(got, want) {
			t.Errorf("tokenHashes(%q) = %v, want %v", s, got, want)
		}
	}
}

// appendCollapsedSlow is writeCollapsed before it copied a word at a time.
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

func TestWriteCollapsed(t *testing.T) {
	for _, prefix := range []string{"", "ab"} {
		for _, space := range []bool{false, true} {
			for _, s := range []string{"", " ", "a", " a  b\t\nc ", "\u00a0x\fy\r", "word"} {
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
