package metadata

import (
	"net/url"
	"testing"

	"folio/extractor/internal/htmltest"
)

func TestBylineTailDate(t *testing.T) {
	// The date written right after an explicit byline dates the page when
	// nothing marked or near the headline does; other text bylines and
	// dates beyond the credit line do not.
	cases := []struct{ name, html, want string }{
		{"date-after-written-by", `<body><div><p>Written by <a href="/a">Moses Kim</a></p><p>April 8, 2024</p></div></body>`, "2024-04-08"},
		{"wire-dateline", `<body><p>By Md Aynal Haque</p><p>RAJSHAHI, Dec 20, 2025 (BSS) - Homestead gardening has been contributing to food security.</p></body>`, "2025-12-20"},
		{"indented-markup", `<body><p>By Jane Doe</p>
				
				<div>
					<span>Dec 20, 2025</span>
				</div></body>`, "2025-12-20"},
		{"sentence-with-by", `<body><p>You can still find this procedure explained by HP engineer Matt Taggart:</p><pre>Date: Thu, 23 Dec 1999 12:31:55 -0700</pre></body>`, ""},
		{"date-beyond-the-credit", `<body><p>By Jane Doe</p><p>Homestead gardening has been contributing significantly to making rural communities more self-reliant, as a report from December 20, 2025 shows.</p></body>`, ""},
		{"recurring-card-byline", `<body><div><p>By Jane Doe •</p><span>Dec. 19, 2025</span></div><div><p>By Jane Doe •</p><span>Dec. 18, 2025</span></div></body>`, ""},
		{"after-a-second-credit", `<body><p>By Jane Doe</p><p>Health News</p><p>Reviewed by</p><p>Dr Bob Roe</p><p>Feb. 23, 2015 -- Peanut allergies</p></body>`, ""},
		{"marked-date-first", `<head><meta property="article:published_time" content="2020-01-02"></head><body><p>By Jane Doe</p><p>April 8, 2024</p></body>`, "2020-01-02"},
	}
	checkPublished(t, cases)
	// The URL's day, the CMS's own record of the post, comes first.
	u, _ := url.Parse("https://example.org/2019/01/02/post/")
	doc := htmltest.Parse(t, `<body><p>By Jane Doe</p><p>April 8, 2024</p></body>`)
	if got := Extract(doc, u).Published; got != "2019-01-02" {
		t.Errorf("Published = %q, want the URL's 2019-01-02", got)
	}
}

func TestBylineTime(t *testing.T) {
	// A <time> inside the byline dates the page even when it shows a
	// relative date; one elsewhere, or a modification time, does not.
	cases := []struct{ name, html, want string }{
		{"relative-time-in-byline", `<body><div class="byline">via <a href="/~jo">jo</a> <time datetime="2024-08-12 10:00:23">1 year ago</time> | 12 comments</div></body>`, "2024-08-12T10:00:23"},
		{"time-in-byline-id", `<body><p id="post-byline"><span>Posted <time datetime="2024-08-12">3 days ago</time></span></p></body>`, "2024-08-12"},
		{"time-outside-byline", `<body><div class="byline">via <a href="/~jo">jo</a></div><div class="comment"><time datetime="2024-08-12 10:00:23">1 year ago</time></div></body>`, ""},
		{"modified-time-in-byline", `<body><div class="byline">jo <time class="updated" datetime="2024-08-12">1 year ago</time></div></body>`, ""},
		{"byline-text-date-after", `<body><div class="byline">jo <time datetime="2024-08-12">1 year ago</time></div><div class="author">jo, March 3, 2020</div></body>`, "2024-08-12"},
	}
	checkPublished(t, cases)
}
