package metadata

import "net/url"

// publishedMeta lists the meta tags that carry a publication date, most
// specific first. Names come from OpenGraph (article:), Dublin Core,
// Highwire/Google Scholar (citation_), Parse.ly, Sailthru and cXense, the
// ones found in the corpora.
var publishedMeta = []string{
	"article:published_time", "og:article:published_time", "og:published_time", "article:published",
	"published_time", "itemprop:datepublished", "datepublished", "parsely-pub-date", "sailthru.date",
	"cxenseparse:publishtime", "publishdate", "publish-date", "publish_date", "pubdate", "og:publish_date",
	"publication_date", "citation_publication_date", "citation_date", "dc.date.issued", "dcterms.issued",
	"dc.date", "dcterms.date", "dc.date.created", "dcterms.created", "itemprop:datecreated", "date", "pdate",
	"published",
}

// publishedFrom chooses the publication date: JSON-LD first (the entity the
// page is about, then any content entity), then meta tags, then <time>
// elements marked as the publication date or inside the article header,
// then a date in the URL path.
func publishedFrom(s *signals, ld *linkedData, page *url.URL) string {
	for _, e := range ld.ofRank(rankPage) {
		for _, k := range []string{"datePublished", "dateCreated", "uploadDate"} {
			if d := ParseDate(ldString(e[k])); d != "" {
				return d
			}
		}
	}
	for _, k := range publishedMeta {
		for _, v := range s.meta[k] {
			if d := ParseDate(v); d != "" {
				return d
			}
		}
	}
	for _, t := range s.times {
		if t.strong {
			if d := ParseDate(t.value); d != "" {
				return d
			}
		}
	}
	if page != nil {
		if d := dateInURL(page.Path); d != "" {
			return d
		}
	}
	return ""
}
