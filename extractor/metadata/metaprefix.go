package metadata

import (
	"strings"
)

// Some CMSs and tag managers write a known publication tag behind a prefix
// of their own: <meta name="w-published-date"> (a site builder's),
// "article-published_time". The name after the first '-', ':' or '.' is
// then a publishedMeta name that says "publish" ("date" alone, as in
// "release-date" or "event:date", names other days). Such a tag is read
// after every plain one.
// Measured on wcxb-dev: +1 page, none lost, spurious unchanged (the
// unprefixed published_at and published_date tags of three undated pages
// are not read).

// prefixedPublished returns the date of the first (by name) meta tag whose
// name is a prefix and a publishedMeta name, or "".
func prefixedPublished(s *signals) string {
	best, value := "", ""
	for k, vs := range s.meta {
		i := strings.IndexAny(k, "-:.")
		if i <= 0 || !strings.Contains(k[i+1:], "pub") || !isPublishedMeta(k[i+1:]) {
			continue
		}
		if best == "" || k < best {
			best, value = k, vs[0]
		}
	}
	return ParseDate(value)
}

// isPublishedMeta reports whether k is one of publishedMeta.
func isPublishedMeta(k string) bool {
	for _, m := range publishedMeta {
		if m == k {
			return true
		}
	}
	return false
}
