package dom

import "testing"

func TestStyleHas(t *testing.T) {
	cases := []struct {
		style, decl string
		want        bool
	}{
		{"display:none", "display:none", true},
		{"color: red; display: none !important", "display:none", true},
		{"DISPLAY : None", "display:none", true},
		{"display:\tnone", "display:none", true},
		{"display:block", "display:none", false},
		{"display:nonexistent", "display:none", true}, // as strings.Contains read it: a prefix of the value
		{"visibility: hidden", "visibility:hidden", true},
		{"", "display:none", false},
		{"display:no", "display:none", false},
		{"display:none", "", false},
	}
	for _, c := range cases {
		if got := StyleHas(c.style, c.decl); got != c.want {
			t.Errorf("StyleHas(%q, %q) = %v, want %v", c.style, c.decl, got, c.want)
		}
	}
	if n := testing.AllocsPerRun(100, func() { StyleHas("Color: red; DISPLAY: none", "display:none") }); n != 0 {
		t.Errorf("StyleHas allocates %v times", n)
	}
}
