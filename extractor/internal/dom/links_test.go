package dom

import "testing"

func TestLeadsAway(t *testing.T) {
	cases := []struct {
		href string
		away bool
		js   bool
	}{
		{"/item/12", true, false},
		{"https://example.org/", true, false},
		{"?page=2", true, false},
		{" \n/item/12 ", true, false},
		{"", false, false},
		{"  ", false, false},
		{"#", false, false},
		{" #reviews", false, false},
		{"javascript:void(0)", false, true},
		{"\tJavaScript:open()", false, true},
		{"javascript", true, false}, // a relative path named so
	}
	for _, c := range cases {
		if got := LeadsAway(c.href); got != c.away {
			t.Errorf("LeadsAway(%q) = %v, want %v", c.href, got, c.away)
		}
		if got := JavascriptURL(c.href); got != c.js {
			t.Errorf("JavascriptURL(%q) = %v, want %v", c.href, got, c.js)
		}
	}
}
