package metadata

import "testing"

// TestScriptDates checks the dates of news bylines in scripts whose month
// names dayMonth does not know, and that a number before another word is
// no date.
func TestScriptDates(t *testing.T) {
	cases := []struct{ in, want string }{
		{"27 ноября 2026, 10:30", "2026-11-27"},
		{"Опубликовано: 3 марта 2025", "2025-03-03"},
		{"27 листопада 2026, 10:30", "2026-11-27"},
		{"الجمعة 27 نوفمبر 2026 - 10:30 ص", "2026-11-27"},
		{"٢٧ نوفمبر ٢٠٢٦", "2026-11-27"},
		{"27 בנובמבר 2026", "2026-11-27"},
		{"अपडेटेड: 27 नवंबर 2026, 10:30 AM IST", "2026-11-27"},
		{"27 พ.ย. 2569 10:30 น.", "2026-11-27"},
		{"27 พฤศจิกายน 2569", "2026-11-27"},
		{"입력 2026년 11월 27일 10:30", "2026-11-27"},
		{"27 พฤศจิกายน พ.ศ. 2569", "2026-11-27"},
		{"๒๗ พฤศจิกายน ๒๕๖๙", "2026-11-27"},
		{"27 نوفمبر، 2026", "2026-11-27"},
		{"२७ नवंबर २०२६", "2026-11-27"},
		{"27 человек 2026", ""},
		{"31 февраля 2026", ""},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			if got := ParseDate(c.in); got != c.want {
				t.Errorf("ParseDate(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

// TestScriptDatesInText: running text is searched for the same dates, in
// native digits and, on Thai text, around a year of the Buddhist era.
func TestScriptDatesInText(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"ข่าวเมื่อ 27 พ.ย. 2569 10:30 น. โดยผู้สื่อข่าว", "2026-11-27"},
		{"نشر في ٢٧ نوفمبر ٢٠٢٦ في القاهرة", "2026-11-27"},
		{"The 2569 runners finished on 3 March 2021.", "2021-03-03"},
		{"2569 runners, no date", ""},
	} {
		if got := dateInText(c.in); got != c.want {
			t.Errorf("dateInText(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
