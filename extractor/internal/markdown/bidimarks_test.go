package markdown_test

import "testing"

// TestBidiMarks checks that the marks that set the direction of Arabic and
// Hebrew text (LRM, RLM, ALM, embeddings, isolates) are left out of the
// Markdown and the text, as the zero-width characters are, and that the
// letters around them stay.
func TestBidiMarks(t *testing.T) {
	cases := []struct{ name, in, md string }{
		{"rlm before a year", "<p>بحلول عام \u200f2030، مشيراً</p>", "بحلول عام 2030، مشيراً"},
		{"lrm after a latin name", "<p>שלום Haifa\u200e עולם</p>", "שלום Haifa עולם"},
		{"arabic letter mark", "<p>\u061c27 نوفمبر 2026</p>", "27 نوفمبر 2026"},
		{"isolate around a name", "<p>قال \u2068John Smith\u2069 أمس</p>", "قال John Smith أمس"},
		{"embedding and pop", "<p>\u202bمرحبا\u202c بكم</p>", "مرحبا بكم"},
		{"arabic letters of the same lead byte", "<p>ابتث</p>", "ابتث"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			md, nodes := renderCase(t, c.in, c.md, c.md)
			checkOutput(t, md, nodes)
		})
	}
}
