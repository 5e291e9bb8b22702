package prune

import "testing"

// TestWordBounds checks the bounds against dom's counter on the texts
// its counts differ on from spaces plus one: marks, "&", a no-break
// space, CJK and Thai.
func TestWordBounds(t *testing.T) {
	for _, c := range []struct {
		s    string
		want int
	}{
		{"", 0},
		{"Home › Shop | Sale · New", 4},
		{"Audits, Reviews & Compilations", 3},
		{"a\u00a0b c", 3},
		{"トレンドマイクロは3月9日、発表した。", 1 + 17/2},
		{"ประเทศไทยมีประชากรประมาณหกสิบหกล้านคน", 1 + 34/4},
	} {
		for n := 0; n <= 12; n++ {
			if got, want := wordsOver(c.s, n), c.want > n; got != want {
				t.Errorf("wordsOver(%q, %d) = %v, want %v", c.s, n, got, want)
			}
			if got, want := wordsUnder(c.s, n), c.want < n; got != want {
				t.Errorf("wordsUnder(%q, %d) = %v, want %v", c.s, n, got, want)
			}
		}
	}
}

// TestPiecesBounds checks that tails.go's and readalso.go's bounds count
// a mark between spaces as a word, as the space-parted pieces do, and a
// line in a script without spaces by dom's characters.
func TestPiecesBounds(t *testing.T) {
	for _, c := range []struct {
		s    string
		want int
	}{
		{"Metal shelves & shelving", 4},
		{">> Find Out More", 4},
		{"全国首个二十四小时无人值守书店在成都开业", 1 + 20/2},
		{"ประเทศไทยมีประชากรประมาณหกสิบหกล้านคน", 1 + 34/4},
	} {
		for n := 1; n <= 12; n++ {
			if got, want := piecesOver(c.s, n), c.want > n; got != want {
				t.Errorf("piecesOver(%q, %d) = %v, want %v", c.s, n, got, want)
			}
			if got, want := piecesUnder(c.s, n), c.want < n; got != want {
				t.Errorf("piecesUnder(%q, %d) = %v, want %v", c.s, n, got, want)
			}
		}
	}
}
