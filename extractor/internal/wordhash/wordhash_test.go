package wordhash

import (
	"slices"
	"testing"
	"unicode"
	"unicode/utf8"

	"folio/extractor/internal/dom"
)

// appendSlow is Append without its ASCII fast path: one rule for every
// rune.
func appendSlow(out []uint64, s string) []uint64 {
	h, in := uint64(Offset), false
	per, n := 0, 0
	for i := 0; i < len(s); {
		r, w := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, w = utf8.DecodeRuneInString(s[i:])
		}
		i += w
		if r < utf8.RuneSelf && (r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') ||
			r >= 'A' && r <= 'Z' || r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsNumber(r)) {
			if k := dom.SpacelessWord(r); k != per || k != 0 && n == k {
				if in {
					out = append(out, h)
					h = Offset
				}
				per, n = k, 0
			}
			n++
			h = hashRune(h, unicode.ToLower(r))
			in = true
			continue
		}
		if in && per > 0 && unicode.In(r, unicode.Mn, unicode.Mc) {
			h = hashRune(h, r)
			continue
		}
		if in {
			out = append(out, h)
			h, in = Offset, false
		}
		per, n = 0, 0
	}
	if in {
		out = append(out, h)
	}
	return out
}

func TestAppendAgreesWithSlowPath(t *testing.T) {
	for _, s := range []string{
		"", "Hello, World! snake_case x2 ÄÖÜ über-Straße",
		"日本語のテキスト and ΕΛΛΗΝΙΚΆ", "中文abc中文。中 文", "ภาษาไทยที่ไม่มีช่องว่าง, ไทย", "a\xffb \u212A", "  trailing  ", "[Z]@`{",
	} {
		if got, want := Append(nil, s), appendSlow(nil, s); !slices.Equal(got, want) {
			t.Errorf("Append(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestSameWordsHashAlike(t *testing.T) {
	a := Seq(Append(nil, "The Quick, brown fox!"))
	b := Seq(Append(nil, "  the quick brown   FOX"))
	c := Seq(Append(nil, "the brown quick fox"))
	if a != b {
		t.Errorf("case, punctuation and spacing changed the hash: %x vs %x", a, b)
	}
	if a == c {
		t.Errorf("word order did not change the hash")
	}
	if got := Append(nil, "snake_case, x2"); len(got) != 2 {
		t.Errorf("Append(snake_case, x2) = %d words, want 2", len(got))
	}
}

// TestSpacelessScriptsCutIntoWords checks that a run of Chinese or Thai is
// cut into words as dom's counter counts them, and that two copies of a
// paragraph cut alike wherever they stand.
func TestSpacelessScriptsCutIntoWords(t *testing.T) {
	for _, c := range []struct {
		s    string
		want int
	}{
		{"图书馆正式开放", 4},                            // 7 characters, two a word
		{"新馆，图书馆正式开放。", 1 + 4},                    // a comma restarts the cut
		{"iPhone发布会", 1 + 2},                      // Latin and Chinese apart
		{"ประเทศไทยมีประชากร", 5},                 // 17 letters (marks aside), four a word
		{"ひらがな゙です", 3},                            // a voicing mark stays in its word
		{"ភាសាខ្មែរ", dom.WordCount("ភាសាខ្មែរ")}, // Khmer's spacing vowel signs stay in their word
	} {
		if got := len(Append(nil, c.s)); got != c.want {
			t.Errorf("Append(%q) = %d words, want %d", c.s, got, c.want)
		}
	}
	p := "新馆总建筑面积约八万平方米，设有阅览座位四千余个。"
	a := Append(nil, p)
	b := Append(nil, "开馆当天，"+p)
	if !slices.Equal(a, b[len(b)-len(a):]) {
		t.Errorf("a paragraph after another cut differently: %v vs %v", a, b)
	}
}
