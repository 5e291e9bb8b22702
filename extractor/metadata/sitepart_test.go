package metadata

import "testing"

func TestSitePartInChain(t *testing.T) {
	sites := []string{"Acme", "acme.com"}
	cases := []struct{ in, want string }{
		{"Online Care That Caters to You | Acme | Online Therapy | Virtual Counseling", "Online Care That Caters to You"},
		{"Online Care That Caters to You | Mindful Health | Online Therapy | Virtual Counseling", "Online Care That Caters to You | Mindful Health | Online Therapy"},
		{"Unique Handmade Gifts - Acme - Village Market Stalls Online and In Town", "Unique Handmade Gifts - Acme - Village Market Stalls Online and In Town"},
		{"Alpha | Beta | Acme", "Alpha | Beta"},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			if got := stripSite(c.in, sites); got != c.want {
				t.Errorf("stripSite(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}
