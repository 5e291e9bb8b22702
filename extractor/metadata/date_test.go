package metadata

import (
	"net/url"
	"strings"
	"testing"

	"folio/extractor/internal/htmltest"
)

func TestParseDate(t *testing.T) {
	cases := []struct{ in, want string }{
		{"2023-04-05", "2023-04-05"},
		{"2023-04-05T10:11:12Z", "2023-04-05T10:11:12Z"},
		{"2023-04-05T10:11:12.345+02:00", "2023-04-05T10:11:12+02:00"},
		{"2021-11-01T10:52:50+0100", "2021-11-01T10:52:50+01:00"},
		{"2017-11-03 03:01:00.000000", "2017-11-03T03:01:00"},
		{"2018-04-05T06:00", "2018-04-05T06:00:00"},
		{"2023-04-05T00:00:00", "2023-04-05"}, // midnight without zone: a bare date
		{"2023/04/05", "2023-04-05"},
		{"20230405", "2023-04-05"},
		{"April 5, 2023", "2023-04-05"},
		{"Apr. 5th 2023", "2023-04-05"},
		// German two-digit years, day first (shortyear.go); version
		// numbers and dotted runs are no dates.
		{"28.01.22", "2022-01-28"},
		{"Stand: 03.02.21", "2021-02-03"},
		{"19.10.19, 08:16", "2019-10-19"},
		{"31.12.99", "1999-12-31"},
		{"SeaMonkey 1.1.11", ""},
		{"Firefox 2.0.0.16", ""},
		{"Nr. 10.12.14.5", ""},
		{"31.02.22", ""},
		// Hungarian, year first (yearfirst.go).
		{"2024. május 3.", "2024-05-03"},
		{"2024. máj. 3. 10:15", "2024-05-03"},
		{"2023. szeptember 30-án", "2023-09-30"},
		{"Published on Sept 12, 2022 at 10am", "2022-09-12"},
		{"5 April 2023", "2023-04-05"},
		{"12 décembre 2021", "2021-12-12"},
		{"3. März 2020", "2020-03-03"},
		{"04-Aug-2021", "2021-08-04"},
		{"on 04-ago-2021 5:11:10", "2021-08-04"},
		{"26 listopada 2025, 10:15", "2025-11-26"}, // Polish, genitive
		{"3 października 2024", "2024-10-03"},
		{"5 maja 2023", "2023-05-05"},
		{"1 mei 2024", "2024-05-01"},     // Dutch
		{"14 maggio 2025", "2025-05-14"}, // Italian
		{"7 settembre 2022", "2022-09-07"},
		{"12 outubro 2023", "2023-10-12"}, // Portuguese
		{"4 de julio de 2021", "2021-07-04"},
		{"3 de março de 2024", "2024-03-03"},
		{"4 de setiembre del 2021", "2021-09-04"},
		{"05.04.2023", "2023-04-05"},
		{"04/25/2023", "2023-04-25"}, // day first unless impossible
		{"11-29-2024", "2024-11-29"},
		{"02-12-2025", "2025-12-02"},
		{"2023年4月5日", "2023-04-05"},
		{"2023 Jan 7", "2023-01-07"},
		{"2024 Jun 30", "2024-06-30"},
		{"2024 Jun", ""},
		{"Wed, 05 Apr 2023 10:00:00 +0000", "2023-04-05T10:00:00Z"},
		{"1680688800", "2023-04-05T10:00:00Z"},
		{"2023-02-30", ""},
		{"1066-10-14", ""},
		{"not a date", ""},
		{"", ""},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			if got := ParseDate(c.in); got != c.want {
				t.Errorf("ParseDate(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

func TestDateInURL(t *testing.T) {
	cases := []struct{ in, want string }{
		{"/2023/04/05/slug", "2023-04-05"},
		{"/news/2023-4-5-slug", "2023-04-05"},
		{"/articles/2025-12-15+Rust+GCC", "2025-12-15"},
		{"/archive/2025-12-150", ""},
		{"/2023/04/slug", ""},
		{"/products/2023/99/12/", ""},
		{"/", ""},
	}
	for _, c := range cases {
		if got := dateInURL(c.in); got != c.want {
			t.Errorf("dateInURL(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestDateInText(t *testing.T) {
	cases := []struct{ in, want string }{
		{"By Jane Doe · March 5, 2024 · 5 min read", "2024-03-05"},
		{"The 10 best laptops of 2025 Updated on July 9, 2025", "2025-07-09"},
		{"Last updated: Dec 12, 2025 We've compiled", "2025-12-12"},
		{"Elliot Raba 23.07.2025 · 6 min read", "2025-07-23"},
		{"Founded in 1999, we sell things", ""},
		{"Veröffentlicht am 19.10.19 um 10:00 Uhr", "2019-10-19"},
		// A two-digit year is read only when no four-digit date is there.
		{"06.11.23 - Stand 7. November 2023", "2023-11-07"},
		{"Szerző: Kovács Anna, 2024. május 3. 10:15", "2024-05-03"},
		{"no year here", ""},
	}
	for _, c := range cases {
		if got := dateInText(c.in); got != c.want {
			t.Errorf("dateInText(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestClassDate(t *testing.T) {
	// No h1: the date written next to the headline is another source.
	cases := []struct{ name, html, want string }{
		{"post-date", `<body><div class="x"><span class="single-post-date">July 8, 2025</span></div></body>`, "2025-07-08"},
		{"bem-date", `<body><ul><li class="c-meta__date u-fl--l">December 24, 2024</li></ul></body>`, "2024-12-24"},
		{"markup-first", `<head><meta property="article:published_time" content="2020-01-02"></head><body><span class="post-date">July 8, 2025</span></body>`, "2020-01-02"},
		{"date-token-beside-item-token", `<body><div class="article__meta"><time class="article__meta-item article__date">Sep 27, 2024</time></div></body>`, "2024-09-27"},
		{"published-date-meta", `<head><meta name="modified-date" content="2024-07-30"><meta name="published-date" content="2021-02-16"></head>`, "2021-02-16"},
		{"teaser-card", `<body><span class="card__date">July 8, 2025</span></body>`, ""},
		{"release-date", `<body><div class="release_date">Aug 21, 2012</div></body>`, ""},
		{"long-text", `<body><div class="post-date">We will publish this on July 8, 2025 after the review is done and approved.</div></body>`, ""},
		{"date-then-tags", `<body><div class="meta date-section-header"><span>Posted on April 13, 2023</span><div class="tags"><span>Tags:</span><a href="/t/a">academic journal indexing</a><a href="/t/b">abstracting and indexing</a></div></div></body>`, "2023-04-13"},
		{"byline-date", `<body><div class="author-details"><p>Luke Kim</p><small>December 17, 2025</small></div></body>`, "2025-12-17"},
		{"candidate-is-not-date", `<body><div class="candidate">July 8, 2025</div></body>`, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(htmltest.Parse(t, c.html), nil).Published; got != c.want {
				t.Errorf("published = %q, want %q", got, c.want)
			}
		})
	}
}

func TestClassDateWindow(t *testing.T) {
	// A date-named element is read up to dateClassAfterH1 elements under
	// the headline, past the byline windows; not further.
	page := func(after int) string {
		return `<body>` + strings.Repeat("<div>x</div>", 900) + `<h1>Sci-fi prizes</h1>` + strings.Repeat("<p>x</p>", after) +
			`<p class="date">December 3, 2025.</p></body>`
	}
	if got := Extract(htmltest.Parse(t, page(350)), nil).Published; got != "2025-12-03" {
		t.Errorf("350 elements under the h1: Published = %q, want 2025-12-03", got)
	}
	if got := Extract(htmltest.Parse(t, page(450)), nil).Published; got != "" {
		t.Errorf("450 elements under the h1: Published = %q, want none", got)
	}
}

func TestPublishedSources(t *testing.T) {
	// A structured date written for people defers to the date the page shows
	// under its headline when they disagree; an ISO one does not (unless the
	// shown date is earlier: shownday_test.go). A <time>
	// just under the headline is the date when nothing else gives one.
	ld := func(d string) string {
		return `<head><script type="application/ld+json">{"@type":"Article","datePublished":"` + d + `"}</script></head>`
	}
	cases := []struct{ name, html, want string }{
		{"human-ld-disagrees", ld("Jun 24, 2025") + `<body><h1>Yoga prices</h1><p>August 25, 2024</p></body>`, "2024-08-25"},
		{"human-ld-agrees", ld("Jun 24, 2025") + `<body><h1>Yoga prices</h1><p>June 24, 2025</p></body>`, "2025-06-24"},
		{"human-ld-nothing-shown", ld("Jun 24, 2025") + `<body><h1>Yoga prices</h1><p>Text.</p></body>`, "2025-06-24"},
		{"iso-ld-disagrees", ld("2025-06-24T10:00:00Z") + `<body><h1>Yoga prices</h1><p>August 25, 2025</p></body>`, "2025-06-24T10:00:00Z"},
		{"time-under-headline", `<body><h1>Guide</h1><p><time datetime="2025-01-17">3 days ago</time></p></body>`, "2025-01-17"},
		{"time-far-from-headline", `<body><h1>Guide</h1>` + strings.Repeat("<p>x</p>", 400) + `<time datetime="2025-01-17">3 days ago</time></body>`, ""},
		{"modified-time-under-headline", `<body><h1>Guide</h1><p><time class="updated" datetime="2025-01-17">3 days ago</time></p></body>`, ""},
		{"article-meta-over-embedded-video", `<head><meta property="article:published_time" content="2024-06-02T15:24:08Z"><script type="application/ld+json">{"@type":"VideoObject","uploadDate":"2024-06-07"}</script></head>`, "2024-06-02T15:24:08Z"},
		{"article-ld-over-meta", `<head><meta property="article:published_time" content="2022-05-26"><script type="application/ld+json">{"@type":"Article","datePublished":"2025-12-01"}</script></head>`, "2025-12-01"},
		{"video-alone", `<head><script type="application/ld+json">{"@type":"VideoObject","uploadDate":"2024-06-07"}</script></head>`, "2024-06-07"},
		{"ms-date", `<head><meta name="ms.date" content="2025-03-06T00:00:00Z"></head>`, "2025-03-06T00:00:00Z"},
		{"ms-date-after-article-meta", `<head><meta name="ms.date" content="2025-03-06"><meta property="article:published_time" content="2024-01-02"></head>`, "2024-01-02"},
		{"ambiguous-meta", `<head><meta property="article:published_time" content="03-09-2026"></head><body><h1>Hi</h1><p>March 9, 2026</p></body>`, "2026-03-09"},
	}
	checkPublished(t, cases)
}

func TestURLDay(t *testing.T) {
	// A timestamp one day off the URL's day is the same post in another
	// time zone; a bare day, or a timestamp further away, is another date.
	cases := []struct{ d, u, want string }{
		{"2025-12-19T02:41:41+00:00", "2025-12-18", "2025-12-18"},
		{"2025-12-17T23:30:00Z", "2025-12-18", "2025-12-18"},
		{"2025-12-18T10:00:00Z", "2025-12-18", "2025-12-18T10:00:00Z"},
		{"2025-12-20T10:00:00Z", "2025-12-18", "2025-12-20T10:00:00Z"},
		{"2025-12-19", "2025-12-18", "2025-12-19"},
		{"2025-12-19T02:41:41Z", "", "2025-12-19T02:41:41Z"},
		{"", "2025-12-18", ""},
	}
	for _, c := range cases {
		if got := urlDay(c.d, c.u); got != c.want {
			t.Errorf("urlDay(%q, %q) = %q, want %q", c.d, c.u, got, c.want)
		}
	}
	doc := htmltest.Parse(t, `<head><meta property="article:published_time" content="2025-12-19T03:05:00+00:00"></head>`)
	u, _ := url.Parse("https://example.org/2025/12/18/a-post/")
	if got := Extract(doc, u).Published; got != "2025-12-18" {
		t.Errorf("Published = %q, want the URL's day 2025-12-18", got)
	}
}
