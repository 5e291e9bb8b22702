package metadata

import "testing"

func TestEditionTailStays(t *testing.T) {
	sites := []string{"Acme"}
	cases := []struct{ in, want string }{
		{"The Best Cheap Wireless Earbuds under $50 - March 2026", "The Best Cheap Wireless Earbuds under $50 - March 2026"},
		{"The Best Cheap Wireless Earbuds under $50 – Sept. 2025", "The Best Cheap Wireless Earbuds under $50 – Sept. 2025"},
		{"Award-Winning Electricians in San Jose - Updated 2025", "Award-Winning Electricians in San Jose"},
		{"The Best Cheap Wireless Earbuds under $50 - Tested Picks", "The Best Cheap Wireless Earbuds under $50"},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			if got := stripSite(c.in, sites); got != c.want {
				t.Errorf("stripSite(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}
