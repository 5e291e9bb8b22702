package monthnames

import (
	"slices"
	"strings"
	"testing"
)

// TestStylesRead: every month name the reader writes dates with is one
// the extractor reads as that month, so the list stays one.
func TestStylesRead(t *testing.T) {
	for lang, s := range styles {
		for i, name := range s.months {
			if name == "" {
				continue
			}
			w := strings.ToLower(name)
			m, ok := Latin(w)
			if !ok {
				m, ok = Script(w)
			}
			if !ok || m != i+1 {
				t.Errorf("%s: %q reads as %d, %v; want %d", lang, name, m, ok, i+1)
			}
		}
	}
}

func TestWrite(t *testing.T) {
	for _, c := range []struct {
		lang    string
		y, m, d int
		want    string
	}{
		{"en", 2024, 5, 3, "3 May 2024"},
		{"de", 2024, 5, 3, "3. Mai 2024"},
		{"fr", 2024, 5, 3, "3 mai 2024"},
		{"fr", 2024, 5, 1, "1er mai 2024"},
		{"es", 2024, 5, 3, "3 de mayo de 2024"},
		{"pl", 2024, 5, 3, "3 maja 2024"},
		{"it", 2024, 5, 3, "3 maggio 2024"},
		{"pt", 2024, 5, 3, "3 de maio de 2024"},
		{"nl", 2024, 5, 3, "3 mei 2024"},
		{"cs", 2026, 11, 28, "28. listopadu 2026"},
		{"hu", 2024, 5, 3, "2024. május 3."},
		{"ru", 2024, 5, 3, "3 мая 2024"},
		{"he", 2024, 5, 3, "3 במאי 2024"},
		{"ja", 2024, 5, 3, "2024年5月3日"},
		{"th", 2024, 5, 3, "3 พฤษภาคม 2567"},
		{"ko", 2024, 5, 3, "2024년 5월 3일"},
	} {
		if got, ok := Write(c.lang, c.y, c.m, c.d); !ok || got != c.want {
			t.Errorf("Write(%s, %d-%d-%d) = %q, %v; want %q", c.lang, c.y, c.m, c.d, got, ok, c.want)
		}
	}
	for _, c := range []struct {
		lang string
		m    int
	}{{"sv", 5}, {"", 5}, {"en", 0}, {"en", 13}} {
		if got, ok := Write(c.lang, 2024, c.m, 3); ok || got != "" {
			t.Errorf("Write(%q, month %d) = %q, %v; want nothing", c.lang, c.m, got, ok)
		}
	}
}

func TestWritten(t *testing.T) {
	forms := Written(2019, 1, 7)
	for _, want := range []string{"7. januar 2019", "07. januar 2019", "2019. január 7.", "7 january 2019", "7 de enero de 2019", "2019年1月7日", "7 stycznia 2019", "7 มกราคม 2562", "7 มกราคม 2019", "januar 7, 2019"} {
		if !slices.Contains(forms, want) {
			t.Errorf("Written(2019-01-07) lacks %q", want)
		}
	}
	if first := Written(2024, 5, 1); !slices.Contains(first, "1er mai 2024") || !slices.Contains(first, "1 mai 2024") {
		t.Errorf("Written(2024-05-01) lacks the French first of the month: %q", first)
	}
	if Written(2024, 13, 1) != nil || Written(2024, 0, 1) != nil {
		t.Error("Written of no month is not nil")
	}
}
