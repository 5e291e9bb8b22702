package prune

import "testing"

func TestWords(t *testing.T) {
	for _, c := range []struct {
		s    string
		want int
	}{
		{"", 0},
		{"   ", 0},
		{"one", 1},
		{" one  two\tthree\n", 3},
		{"Home › Shop | Sale · New", 4},       // marks between words are no words
		{"Audits, Reviews & Compilations", 3}, // nor is an ampersand
		{"a\u00a0b c", 3},                     // a no-break space parts words
		{"x\u2009y", 2},                       // so does a thin space
		{"4.5 (120 reviews)", 3},              // digits make words
		{"Google Play 配信", 4},                 // three runs, and 配信 two characters
		{"トレンドマイクロは3月9日、発表した。", 1 + 17/2}, // one run of 17 CJK characters
		{"한국어 문장입니다", 2},                  // Hangul: words by spaces
		{"naïve café", 2},
	} {
		if got := words(c.s, 100); got != c.want {
			t.Errorf("words(%q) = %d, want %d", c.s, got, c.want)
		}
		for n := 0; n <= 10; n++ {
			if got, want := wordsOver(c.s, n), c.want > n; got != want {
				t.Errorf("wordsOver(%q, %d) = %v, want %v", c.s, n, got, want)
			}
			if got, want := wordsUnder(c.s, n), c.want < n; got != want {
				t.Errorf("wordsUnder(%q, %d) = %v, want %v", c.s, n, got, want)
			}
			if got := words(c.s, n); got != min(c.want, n) {
				t.Errorf("words(%q, %d) = %d, want %d", c.s, n, got, min(c.want, n))
			}
		}
	}
}
