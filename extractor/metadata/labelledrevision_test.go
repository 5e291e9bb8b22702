package metadata

import "testing"

func TestLabelledRevision(t *testing.T) {
	// A schema.org revision written for people after an update label near
	// the headline (text, a <time> of a day), where the publication day is
	// not shown, is the page's date; marked up as a timestamp with a clock
	// or in a date-named element, or with the publication day shown too,
	// it leaves the publication date.
	ld := `<head><script type="application/ld+json">{"@type":"Article","datePublished":"2024-09-06","dateModified":"2025-11-14T06:49:57+00:00"}</script></head>`
	cases := []struct{ name, html, want string }{
		{"plain-text", ld + `<body><h1>Machine learning</h1><p>By Jane Roe</p><p>Updated November 14, 2025</p></body>`, "2025-11-14T06:49:57+00:00"},
		{"last-updated-colon", ld + `<body><h1>Machine learning</h1><p>Last updated: Nov 14, 2025</p></body>`, "2025-11-14T06:49:57+00:00"},
		{"in-time", ld + `<body><h1>Machine learning</h1><p>Updated <time datetime="2025-11-14T06:49:57+00:00">Nov 14, 2025</time></p></body>`, "2024-09-06"},
		{"in-time-of-a-day", ld + `<body><h1>Machine learning</h1><p>Updated <time datetime="2025-11-14">Nov 14, 2025</time></p></body>`, "2025-11-14T06:49:57+00:00"},
		{"in-time-as-text", ld + `<body><h1>Machine learning</h1><p><time>Updated: Nov 14, 2025 1:06 PM EST</time></p></body>`, "2025-11-14T06:49:57+00:00"},
		{"in-date-element", ld + `<body><h1>Machine learning</h1><p class="post-date">Updated November 14, 2025</p></body>`, "2024-09-06"},
		{"publication-shown-too", ld + `<body><h1>Machine learning</h1><p>Published September 6, 2024</p><p>Updated November 14, 2025</p></body>`, "2024-09-06"},
		{"another-day-labelled", ld + `<body><h1>Machine learning</h1><p>Updated November 20, 2025</p></body>`, "2024-09-06"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(parseHTML(t, c.html), nil).Published; got != c.want {
				t.Errorf("Published = %q, want %q", got, c.want)
			}
		})
	}
}
