package metadata

import "testing"

func TestLabelledUpdateDay(t *testing.T) {
	// A date after an update label, where the publication day is not
	// shown, is the page's date when it is later than the publication and
	// no later than the page's last structured modification, and no <time>
	// stamps it with a clock.
	ld := func(pub, mod string) string {
		return `<head><script type="application/ld+json">{"@type":"Article","datePublished":"` + pub + `","dateModified":"` + mod + `"}</script></head>`
	}
	cases := []struct{ name, html, want string }{
		{"before-last-revision", ld("2020-12-20T13:09:14+00:00", "2025-11-06T15:10:54+00:00") +
			`<body><h1>Project management</h1><p>David Hartshorne • <span class="post-date">Updated on Jul 4, 2024</span> • 28 min read</p><p>Story.</p></body>`, "2024-07-04"},
		{"meta-updated", `<head><script type="application/ld+json">{"@type":"BlogPosting","datePublished":"2025-06-17","dateModified":"2025-06-17"}</script><meta name="updated" content="2025-12-18"></head>` +
			`<body><h1>Blockchain trends</h1><p>Updated Dec 18, 2025 · 12 min read</p><p>Story.</p></body>`, "2025-12-18"},
		{"after-last-revision", ld("2025-12-01", "2025-12-01") +
			`<body><h1>Best movers</h1><p>Ryan Carrigan Last Updated: Dec 17, 2025 • 5 min read</p><p>Story.</p></body>`, "2025-12-01"},
		{"clock-stamped", ld("2020-12-20T13:09:14+00:00", "2025-11-06T15:10:54+00:00") +
			`<body><h1>Project management</h1><p>Updated <time datetime="2024-07-04T10:00:00Z">Jul 4, 2024</time></p><p>Story.</p></body>`, "2020-12-20T13:09:14+00:00"},
	}
	checkPublished(t, cases)
}

func TestLabelledRevision(t *testing.T) {
	// The schema.org revision written for people after an update label
	// near the headline (text, a date-named element, a <time> of a day),
	// where the publication day is not shown, is the page's date; stamped
	// by a <time> with a clock, or with the publication day shown too, or
	// later than the last revision, it leaves the publication date.
	ld := `<head><script type="application/ld+json">{"@type":"Article","datePublished":"2024-09-06","dateModified":"2025-11-14T06:49:57+00:00"}</script></head>`
	cases := []struct{ name, html, want string }{
		{"plain-text", ld + `<body><h1>Machine learning</h1><p>By Jane Roe</p><p>Updated November 14, 2025</p></body>`, "2025-11-14"},
		{"last-updated-colon", ld + `<body><h1>Machine learning</h1><p>Last updated: Nov 14, 2025</p></body>`, "2025-11-14"},
		{"in-time", ld + `<body><h1>Machine learning</h1><p>Updated <time datetime="2025-11-14T06:49:57+00:00">Nov 14, 2025</time></p></body>`, "2024-09-06"},
		{"in-time-of-a-day", ld + `<body><h1>Machine learning</h1><p>Updated <time datetime="2025-11-14">Nov 14, 2025</time></p></body>`, "2025-11-14"},
		{"in-time-as-text", ld + `<body><h1>Machine learning</h1><p><time>Updated: Nov 14, 2025 1:06 PM EST</time></p></body>`, "2025-11-14"},
		{"in-date-element", ld + `<body><h1>Machine learning</h1><p class="post-date">Updated November 14, 2025</p></body>`, "2025-11-14"},
		{"publication-shown-too", ld + `<body><h1>Machine learning</h1><p>Published September 6, 2024</p><p>Updated November 14, 2025</p></body>`, "2024-09-06"},
		{"after-the-revision", ld + `<body><h1>Machine learning</h1><p>Updated November 20, 2025</p></body>`, "2024-09-06"},
		{"day-before-a-utc-revision", ld + `<body><h1>Machine learning</h1><p>Last Updated: November 13th 2025</p></body>`, "2025-11-13"},
	}
	checkPublished(t, cases)
}
