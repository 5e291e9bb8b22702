package uitests

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

func TestParse(t *testing.T) {
	src := "# comment\n\nopen fixture:/article\n  type \"say \\\"hi\\\" now\"\nexpect no text \"Accept all\"\n"
	s, err := Parse("x.folio", strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	if s.Name != "x" || len(s.Steps) != 3 {
		t.Fatalf("script = %+v", s)
	}
	if st := s.Steps[1]; st.Line != 4 || st.Verb != "type" || st.Args[0] != `say "hi" now` {
		t.Errorf("step = %+v", st)
	}
	if got := s.Steps[2].Args; strings.Join(got, "|") != "no|text|Accept all" {
		t.Errorf("args = %q", got)
	}
}

func TestParseErrors(t *testing.T) {
	for _, src := range []string{
		"fly away",            // unknown verb
		"open",                // missing argument
		"press a b",           // too many
		`type "unclosed`,      // quote
		"expect colour red",   // unknown expectation
		"expect no mode none", // not negatable
		"expect text",         // missing argument
	} {
		if _, err := Parse("bad.folio", strings.NewReader("\n"+src)); err == nil || !strings.Contains(err.Error(), "bad.folio:2") {
			t.Errorf("%q: err = %v, want one at bad.folio:2", src, err)
		}
	}
}

func TestParseChord(t *testing.T) {
	cases := map[string]chord{
		"ctrl+shift+w": {fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift, fyne.KeyW},
		"alt+left":     {fyne.KeyModifierAlt, fyne.KeyLeft},
		"enter":        {0, fyne.KeyReturn},
		"shift+enter":  {fyne.KeyModifierShift, fyne.KeyReturn},
		"ctrl+=":       {fyne.KeyModifierShortcutDefault, fyne.KeyEqual},
		"ctrl++":       {fyne.KeyModifierShortcutDefault, fyne.KeyPlus},
		"F5":           {0, fyne.KeyF5},
		"ctrl+0":       {fyne.KeyModifierShortcutDefault, fyne.Key0},
	}
	for in, want := range cases {
		got, err := parseChord(in)
		if err != nil || got != want {
			t.Errorf("parseChord(%q) = %+v, %v; want %+v", in, got, err, want)
		}
	}
	for _, bad := range []string{"hyper+a", "ctrl+nope", ""} {
		if _, err := parseChord(bad); err == nil {
			t.Errorf("parseChord(%q) accepted", bad)
		}
	}
}

func TestImageDiff(t *testing.T) {
	a := image.NewNRGBA(image.Rect(0, 0, 100, 100))
	b := image.NewNRGBA(image.Rect(0, 0, 100, 100))
	for i := range a.Pix {
		a.Pix[i], b.Pix[i] = 200, 200
	}
	b.Set(1, 1, color.NRGBA{200 + PixelTolerance, 200, 200, 200}) // within tolerance
	if frac, _ := ImageDiff(a, b); frac != 0 {
		t.Errorf("within tolerance: %v", frac)
	}
	for x := 0; x < 100; x++ {
		b.Set(x, 5, color.NRGBA{0, 0, 0, 255})
	}
	if frac, _ := ImageDiff(a, b); frac != 0.01 {
		t.Errorf("one row of 100 differs: %v, want 0.01", frac)
	}
	if frac, _ := ImageDiff(a, image.NewNRGBA(image.Rect(0, 0, 10, 10))); frac != 1 {
		t.Errorf("sizes differ: %v", frac)
	}
}
