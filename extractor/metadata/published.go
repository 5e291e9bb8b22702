package metadata

import (
	"net/url"
	"strings"
	"time"

	"folio/extractor/internal/dom"
)

// publishedMeta lists the meta tags that carry a publication date, most
// specific first. Names come from OpenGraph (article:), Dublin Core,
// Highwire/Google Scholar (citation_), Parse.ly, Sailthru, cXense and
// Microsoft Learn (ms.date, the date its writers set on an article; the
// page shows only the build's "Last updated"), the ones found in the
// corpora. ms.date comes last: it gains 2 wcxb-dev pages with no other
// date and none lose.
var publishedMeta = []string{
	"article:published_time", "og:article:published_time", "og:published_time", "article:published",
	"published_time", "itemprop:datepublished", "datepublished", "parsely-pub-date", "sailthru.date",
	"cxenseparse:publishtime", "publishdate", "publish-date", "publish_date", "published-date", "pubdate", "og:publish_date",
	"publication_date", "citation_publication_date", "citation_date", "dc.date.issued", "dcterms.issued",
	"dc.date", "dcterms.date", "dc.date.created", "dcterms.created", "itemprop:datecreated", "date", "pdate",
	"published", "ms.date",
}

// publishedFrom chooses the publication date. The order was measured on
// wcxb-dev (see TestMetadataAccuracy): JSON-LD articles, posts and other
// content entities first, then meta tags, then the other JSON-LD entities
// (an embedded video's uploadDate is not the post's date: +1 page), then
// <time> elements marked as the publication date or inside the article
// header, then a date written next to the headline, then the date shown
// in a date-named element near the headline (dateclass.go; 82.5% ->
// 83.5%, ahead of the headline text 83.0%; 84.5% once tokens are judged
// one by one), then a date inside a byline ("Luke Kim December 17, 2025",
// phpBB's "by jane » Tue Aug 27, 2019"; 84.1%), then a date in the URL
// path. Measured alternatives: the headline date before meta tags loses
// 2.7 points (pages show "Updated ..." there); adding the first unmarked
// <time>, or dateModified, as a last resort gains under one point and
// adds more dates on pages that have none (15 and 27 of 715); a <time>
// within bylineAfterH1 elements of the headline, after the shown date,
// gains 3 pages (85.8% -> 86.2%) for 3 dates on pages without one. A
// structured date written in a human format yields to a shown date that
// disagrees (preferShown), and a timestamp a day off the date in the
// URL yields to it (urlDay). A <time> inside a byline element comes
// before the byline's text (bylinedate.go: +1 page, none lost). Last comes
// the date written just after the
// first explicit byline (bylinedate.go): +2 pages, none lost; it does as
// well before the URL, which, being the CMS's own record, stays ahead. Then
// the date after a label element ("Posted on", datelabel.go): +1 page.
// A forum's "Started by jane, June 04, 2024" credit comes before the date
// next to the headline (startedby.go: +1 page). Last, the date after a
// vBulletin thread's first post anchor
// (postanchor.go: +1 page; it also counts as a shown date in shownOver:
// +1). Last of all, the date under the headline when the first h1 is not
// it (headlinewindow.go).
// A publication tag behind a vendor prefix ("w-published-date",
// metaprefix.go) is read after the plain ones (+1 page). Whatever the
// source, an earlier date shown near the headline replaces a day the page
// does not show (shownday.go: +7 pages, none lost), and so does the
// schema.org dateModified shown unlabelled there (shownrevision.go: +8,
// -3), or any date after an update label that the page's last structured
// modification backs and no <time> stamps with its clock
// (labelledupdate.go: +15, -2), another structured publication date shown
// there (shownpublished.go: +1), a later <time> in the byline
// (creditedtime.go: +1), and, over a publication tag that is the page's
// modification stamp, the date written just before the headline
// (stampedbefore.go: +1).
func publishedFrom(s *signals, ld *linkedData, page *url.URL) string {
	d := shownOver(s, ld, published(s, ld, page))
	if page != nil {
		return urlDay(d, dateInURL(page.Path))
	}
	return d
}

// published chooses the publication date from the page's signals; see
// publishedFrom.
func published(s *signals, ld *linkedData, page *url.URL) string {
	if d := ldPublished(s, ld, rankContent); d != "" {
		return d
	}
	for _, k := range publishedMeta {
		for _, v := range s.meta[k] {
			if d := ParseDate(v); d != "" {
				return preferShown(s, v, d)
			}
		}
	}
	if d := prefixedPublished(s); d != "" {
		return d
	}
	if d := ldPublished(s, ld, rankPage); d != "" {
		return d
	}
	for _, t := range s.times {
		if t.strong {
			if d := ParseDate(t.value); d != "" {
				return d
			}
		}
	}
	if d := startedDate(s); d != "" {
		return d
	}
	if d := shownDate(s); d != "" {
		return d
	}
	for _, t := range s.times {
		if t.headline && !t.modified {
			if d := ParseDate(t.value); d != "" {
				return d
			}
		}
	}
	if d := bylineTime(s); d != "" {
		return d
	}
	for _, list := range [][]string{s.bylines, s.textBylines} {
		for _, b := range list {
			if d := dateInText(b); d != "" {
				return d
			}
		}
	}
	if page != nil {
		if d := dateInURL(page.Path); d != "" {
			return d
		}
	}
	if d := s.bylineTailDate(); d != "" {
		return d
	}
	if s.labelDate != "" {
		return s.labelDate
	}
	if s.postDate != "" {
		return s.postDate
	}
	return dateInText(clean(string(s.postHeadline))) // headlinewindow.go
}

// ldPublished returns the first publication date of the JSON-LD entities
// ranked at least r.
func ldPublished(s *signals, ld *linkedData, r int) string {
	for _, e := range ld.ofRank(r) {
		for _, k := range []string{"datePublished", "dateCreated", "uploadDate"} {
			v := ldString(e[k])
			if d := ParseDate(v); d != "" {
				return preferShown(s, v, d)
			}
		}
	}
	return ""
}

// shownDate returns the date the page shows next to its headline: written
// in the text around the first h1, else in a date-named element near it.
func shownDate(s *signals) string {
	if d := dateNearH1(s); d != "" {
		return d
	}
	if len(s.classDates) > 0 {
		return s.classDates[0]
	}
	return ""
}

// preferShown returns the date the page shows instead of d, a structured
// date read from raw, when raw is written for people ("Jun 24, 2025",
// "13/11/2025 09:21:40") rather than in ISO 8601 and the shown date is
// another day. CMSs fill ISO dates from the post's publication field;
// human-format ones come from a template field that is often the last
// republication or an ambiguous day-month order. Measured on wcxb-dev:
// 6 of 14 such pages gain and none lose.
func preferShown(s *signals, raw, d string) string {
	if isISODate(raw) {
		return d
	}
	if v := shownDate(s); v != "" && v[:10] != d[:10] {
		return v
	}
	return d
}

// isISODate reports whether v starts with an ISO 8601 date (2006-01-02,
// with or without a time) or is a compact or numeric timestamp.
func isISODate(v string) bool {
	v = strings.TrimLeft(v, "\" ")
	if len(v) < 8 || !dom.ASCIIDigit(v[0]) || !dom.ASCIIDigit(v[1]) || !dom.ASCIIDigit(v[2]) || !dom.ASCIIDigit(v[3]) {
		return false
	}
	return v[4] == '-' || dom.ASCIIDigit(v[4])
}

// dateNearH1 returns the first date written in the text around the first
// h1: after it first (bylines sit under the headline), then before it.
func dateNearH1(s *signals) string {
	if !s.seenH1 {
		return ""
	}
	if d := dateInText(clean(string(s.postH1))); d != "" {
		return d
	}
	return dateInText(clean(s.beforeH1()))
}

// urlDay returns u, the day in the page's URL, instead of d, a timestamp,
// when the two are one day apart. The CMS writes the post's calendar day
// in its own time zone into the path (/2025/12/18/...), while the
// timestamp, often in UTC, rolls into the next day for evening posts west
// of Greenwich ("2025-12-19T02:41:41+00:00"). A day-only d, or one more
// than a day away from u, stays: it is the date of another event, and
// the wcxb labels follow the structured date there. Measured on wcxb-dev:
// 2 pages gain, none lose.
func urlDay(d, u string) string {
	if len(d) <= 10 || u == "" {
		return d
	}
	td, err1 := time.Parse("2006-01-02", d[:10])
	tu, err2 := time.Parse("2006-01-02", u)
	if err1 != nil || err2 != nil {
		return d
	}
	if diff := td.Sub(tu); diff == 24*time.Hour || diff == -24*time.Hour {
		return u
	}
	return d
}
