package metadata

import "testing"

func TestEditionTailStays(t *testing.T) {
	sites := []string{"Acme"}
	cases := []struct{ in, want string }{
		{"The Best Cheap Wireless Earbuds under $50 - March 2026", "The Best Cheap Wireless Earbuds under $50 - March 2026"},
		{"The Best Cheap Wireless Earbuds under $50 – Sept. 2025", "The Best Cheap Wireless Earbuds under $50 – Sept. 2025"},
		{"Award-Winning Electricians in San Jose - Updated 2025", "Award-Winning Electricians in San Jose"},
		{"The Best Cheap Wireless Earbuds under $50 - Tested Picks", "The Best Cheap Wireless Earbuds under $50"},
		{"Les meilleurs écouteurs sans fil du moment - Décembre 2025", "Les meilleurs écouteurs sans fil du moment - Décembre 2025"},
		// A brand in Spanish, a Polish genitive that needs a day: no edition.
		{"Los diez coches más vendidos del año - Marca 2023", "Los diez coches más vendidos del año"},
		{"Najlepsze samochody elektryczne w Polsce - Marca 2023", "Najlepsze samochody elektryczne w Polsce"},
		// Words that only start like a month.
		{"The Best Laptops for Students - Junior 2024", "The Best Laptops for Students"},
		{"Ideas for a Small Living Room - Decor 2025", "Ideas for a Small Living Room"},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			if got := stripSite(c.in, sites); got != c.want {
				t.Errorf("stripSite(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}
