package markdown

import "testing"

// TestOrderedMarker holds the one parser of "N." and "N)" to CommonMark's
// nine digits, and its three callers to what each adds: typed list lines
// need text after a space, numbered paragraphs at most numberedMax digits,
// and the escape of a paragraph line a space or the line's end.
func TestOrderedMarker(t *testing.T) {
	cases := []struct {
		in         string
		num, width int
		delim      byte
	}{
		{"1. a", 1, 2, '.'},
		{"12) a", 12, 3, ')'},
		{"0.", 0, 2, '.'},
		{"123456789. ok", 123456789, 10, '.'},
		{"1234567890. not ok", 0, 0, 0},
		{"1:", 0, 0, 0},
		{"12", 0, 0, 0},
		{". a", 0, 0, 0},
		{"", 0, 0, 0},
	}
	for _, c := range cases {
		num, delim, width := orderedMarker(c.in)
		if num != c.num || delim != c.delim || width != c.width {
			t.Errorf("orderedMarker(%q) = %d, %q, %d; want %d, %q, %d", c.in, num, delim, width, c.num, c.delim, c.width)
		}
		if n, d, w := orderedMarker([]byte(c.in)); n != num || d != delim || w != width {
			t.Errorf("orderedMarker([]byte(%q)) differs from the string form", c.in)
		}
	}

	if it, ok := typedLine([]byte("123456789. ok")); !ok || it.num != 123456789 || string(it.rest) != "ok" {
		t.Errorf("typedLine: nine digits are a marker, got %+v %v", it, ok)
	}
	for _, ln := range []string{"1234567890. not ok", "3.", "3. ", "3.x"} {
		if _, ok := typedLine([]byte(ln)); ok {
			t.Errorf("typedLine(%q) read an item", ln)
		}
	}

	for in, want := range map[string]int{"12. Mix": 12, "3)": 3, "4.\u00a0Fold": 4, "2024. A year": 0, "5.5 litres": 0} {
		if num, _ := numberMark(in); num != want {
			t.Errorf("numberMark(%q) = %d, want %d", in, num, want)
		}
	}

	for in, want := range map[string]int{"123456789. ok": 9, "1234567890. not ok": -1, "7)": 1, "7.5": -1, "7.\tx": 1} {
		if got := lineStartEscape([]byte(in)); got != want {
			t.Errorf("lineStartEscape(%q) = %d, want %d", in, got, want)
		}
	}
}
