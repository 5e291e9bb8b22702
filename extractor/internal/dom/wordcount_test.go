package dom

import "testing"

// wordCases are texts and their words as WordCounter counts them.
var wordCases = []struct {
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
	{"naïve café", 2},
	{"Google Play 配信", 4}, // three runs, and 配信 two characters
	{"トレンドマイクロは3月9日、発表した。", 1 + 17/2}, // one run of 17 CJK characters
	{"中文段落", 1 + 2},  // four ideographs: two words beside the run's one
	{"한국어 문장입니다", 2}, // Hangul: words by spaces
	// Thai: eight letters (three combining marks left out) are two words
	// beside the run's one; a sentence of 61 letters is 16.
	{"เข้าสู่ระบบ", 1 + 8/4},
	{"ประเทศไทยมีประชากรประมาณหกสิบหกล้านคนและมีกรุงเทพมหานครเป็นเมืองหลวง", 1 + 61/4},
	{"ພາສາລາວ", 1 + 7/4},   // Lao
	{"ភាសាខ្មែរ", 1 + 5/4}, // Khmer
}

func TestWordCount(t *testing.T) {
	for _, c := range wordCases {
		if got := WordCount(c.s); got != c.want {
			t.Errorf("WordCount(%q) = %d, want %d", c.s, got, c.want)
		}
		for n := 0; n <= 20; n++ {
			if got := WordsUpTo(c.s, n); got != min(c.want, n) {
				t.Errorf("WordsUpTo(%q, %d) = %d, want %d", c.s, n, got, min(c.want, n))
			}
		}
	}
}

// TestWordCounterJoins checks that texts read in order continue a word
// unless Break parts them: "<b>W</b>ord" is one word, "W<br>ord" two.
func TestWordCounterJoins(t *testing.T) {
	var c WordCounter
	c.Add("W")
	c.Add("ord and")
	c.Add("&")
	c.Add(" more")
	if c.Count() != 3 {
		t.Errorf("W|ord and|&| more: %d words, want 3", c.Count())
	}
	c.Break()
	c.Add("x")
	if c.Count() != 4 {
		t.Errorf("after Break, x: %d words, want 4", c.Count())
	}
	var d WordCounter
	d.Add("— ")
	d.Add("(")
	d.Add("x)")
	if d.Count() != 1 {
		t.Errorf("a run of marks then a letter: %d words, want 1", d.Count())
	}
}
