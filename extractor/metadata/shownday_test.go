package metadata

import "testing"

func TestShownOverHidden(t *testing.T) {
	// A structured publication date that the page shows nowhere near its
	// headline yields to an earlier date shown there; not to a later one
	// (a revision), a modification date, an "Updated" date, the same day
	// written month first, or the structured moment shown in the page's
	// zone. A UTC timestamp of the next day is the shown day in the
	// writer's time zone.
	ld := func(pub, mod string) string {
		return `<head><script type="application/ld+json">{"@type":"Article","datePublished":"` + pub + `","dateModified":"` + mod + `"}</script></head>`
	}
	cases := []struct{ name, html, want string }{
		{"earlier-shown-text", ld("2025-11-20T16:02:46Z", "2025-11-20T16:02:46Z") +
			`<body><h1>Short videos</h1><div>Liza Burke</div><div>Marketing Director</div><div>May 14, 2025</div><p>Story.</p></body>`, "2025-05-14"},
		{"earlier-shown-time", ld("2025-11-29T12:28:31-05:00", "2025-11-29T12:28:31-05:00") +
			`<body><h1>Free tools</h1><div>Published <time datetime="2025-08-13">August 13, 2025</time></div></body>`, "2025-08-13"},
		{"undated-time-shows-nothing", ld("2025-11-20T16:02:46Z", "2025-11-20T16:02:46Z") +
			`<body><h1>Short videos</h1><p><time>Recently</time></p><div>May 14, 2025</div><p>Story.</p></body>`, "2025-05-14"},
		{"structured-day-shown", ld("2025-11-20T16:02:46Z", "2025-11-20T16:02:46Z") +
			`<body><h1>Short videos</h1><p>Nov 20, 2025</p><p>Back in May 14, 2025 we wrote...</p></body>`, "2025-11-20T16:02:46Z"},
		{"later-shown", ld("2015-09-17T16:57:43+01:00", "2016-05-08") +
			`<body><h1>Hotels</h1><p>Friday 25 December 2015</p></body>`, "2015-09-17T16:57:43+01:00"},
		{"modification-shown", ld("2025-06-17", "2025-03-18") +
			`<body><h1>Trends</h1><p>Mar 18, 2025</p></body>`, "2025-06-17"},
		{"update-label", ld("2025-06-17", "2025-06-17") +
			`<body><h1>Trends</h1><p>Last updated on March 18, 2025</p></body>`, "2025-06-17"},
		{"utc-day-later", ld("2017-02-24T01:18:13Z", "2017-02-24T01:18:13Z") +
			`<body><h1>Star Wars</h1><p>By CC7567 February 23, 2017</p></body>`, "2017-02-23"},
		{"same-moment-in-another-zone", `<head><meta property="article:published_time" content="2025-07-05T00:04:00+00:00"></head>` +
			`<body><h1>Cameras</h1><p><time datetime="2025-07-04T20:04:00-04:00">July 4, 2025</time></p></body>`, "2025-07-05T00:04:00+00:00"},
		{"month-first", ld("2024-10-09", "2025-11-25") +
			`<body><h1>Pitfalls</h1><p>By Block 10.09.2024</p></body>`, "2024-10-09"},
		{"far-into-the-story", ld("2025-11-20", "2025-11-20") +
			`<body><h1>Release</h1><p>` + longText(400) + ` around 25th April 2025.</p></body>`, "2025-11-20"},
	}
	checkPublished(t, cases)
}

func TestShownRevision(t *testing.T) {
	// The JSON-LD dateModified the page shows unlabelled near its headline
	// replaces a publication day the page does not show.
	ld := `<head><script type="application/ld+json">{"@type":"Article","datePublished":"2024-09-06","dateModified":"2025-11-14T06:49:57+00:00"}</script></head>`
	cases := []struct{ name, html, want string }{
		{"revision-shown", ld + `<body><h1>Machine learning</h1><div>Chirag Bhardwaj</div><div>November 14, 2025</div></body>`, "2025-11-14T06:49:57+00:00"},
		{"revision-in-time", ld + `<body><h1>Machine learning</h1><p><time datetime="2025-11-14">Nov 14, 2025</time></p></body>`, "2025-11-14T06:49:57+00:00"},
		{"publication-shown-too", ld + `<body><h1>Machine learning</h1><p>September 6, 2024</p><p>November 14, 2025</p></body>`, "2024-09-06"},
		{"meta-revision", `<head><meta property="article:published_time" content="2024-09-06"><meta property="article:modified_time" content="2025-11-14"></head>` +
			`<body><h1>Machine learning</h1><p>November 14, 2025</p></body>`, "2024-09-06"},
		{"nothing-shown", ld + `<body><h1>Machine learning</h1><p>Text.</p></body>`, "2024-09-06"},
		{"microdata-revision", `<head><meta itemprop="datePublished" content="2024-05-09 00:00:00 +0000"><meta itemprop="dateModified" content="2025-12-16 00:00:00 +0000"></head>` +
			`<body><h1>State of SEO</h1><div>16 December 2025</div><div>by Jane Roe</div></body>`, "2025-12-16T00:00:00+00:00"},
	}
	checkPublished(t, cases)
}

// longText returns n bytes of plain words.
func longText(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = "word "[i%5]
	}
	return string(b)
}
