// Package metadata reads a page's title, author, published date, site name,
// language, description, canonical URL, lead image and declared type.
//
// Sources, most reliable first: JSON-LD (schema.org, the data publishers
// give search engines; arrays, @graph and @id references are followed, and
// sloppy JSON is repaired), OpenGraph, Twitter and Dublin Core meta tags,
// microdata, <time> elements, the URL path, and finally heuristics on the
// visible page (the first h1, byline classes).
//
// Usage:
//
//	doc, _ := html.ParseWithOptions(r, html.ParseOptionEnableScripting(false))
//	u, _ := url.Parse("https://example.com/2023/04/05/post")
//	m := metadata.Extract(doc, u)
//	fmt.Println(m.Title, m.Author, m.Published)
//
// Extract walks the tree once and does a bounded amount of work per page:
// JSON-LD scripts over 1 MiB (4 MiB in all) are skipped, and body heuristics
// stop after the first few thousand elements. It never fails: fields it
// cannot find are empty.
//
// When the first h1 and the structured title (JSON-LD headline, og:title,
// <title>) disagree, Extract takes the h1 when the two share enough
// words. Whether the h1 heads the content is evidence the walk cannot
// see: Read returns the choice (TitleChoice), and the extractor settles it
// after classification with a small learned model (titlemodel.json), so
// its title can differ from Extract's on such pages.
//
// Published dates are ISO 8601: "2006-01-02" when the page gives only a day,
// RFC 3339 with the publisher's own offset when it gives a time and zone.
package metadata
