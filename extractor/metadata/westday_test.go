package metadata

import "testing"

func TestWestDay(t *testing.T) {
	// A UTC revision before noon, shown on the day before after an update
	// label, is that day; one after noon, or in another zone, is not.
	page := func(mod string) string {
		return `<head><script type="application/ld+json">{"@type":"BlogPosting","datePublished":"2025-01-04T00:00:00Z","dateModified":"` + mod + `"}</script></head>` +
			`<body><h1>Coding bootcamps</h1><p>By Ludo Fourrage</p><p>Last Updated: December 15th 2025</p><p>Story.</p></body>`
	}
	cases := []struct{ name, html, want string }{
		{"utc-morning", page("2025-12-16T01:52:13Z"), "2025-12-15"},
		{"utc-afternoon", page("2025-12-16T13:52:13Z"), "2025-01-04T00:00:00Z"},
		{"zoned", page("2025-12-16T01:52:13-05:00"), "2025-01-04T00:00:00Z"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(parseHTML(t, c.html), nil).Published; got != c.want {
				t.Errorf("Published = %q, want %q", got, c.want)
			}
		})
	}
}
