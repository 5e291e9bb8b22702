package dom

import "testing"

func TestLeadLabel(t *testing.T) {
	for _, c := range []struct {
		in, label string
		ok        bool
	}{
		{"Date: 3 May 2024", "Date", true},
		{"Lieu : Paris", "Lieu ", true},
		{"Verlag:", "Verlag", true},
		{"Reading time: 5 min", "Reading time", true},
		{"10:00 Kick-off", "", false},
		{"Score 3:1", "", false},
		{"Note:nothing", "", false},
		{"One two three four: x", "", false},
		{": empty", "", false},
		{"no colon", "", false},
	} {
		label, ok := LeadLabel(c.in)
		if label != c.label || ok != c.ok {
			t.Errorf("LeadLabel(%q) = %q, %v; want %q, %v", c.in, label, ok, c.label, c.ok)
		}
	}
}
