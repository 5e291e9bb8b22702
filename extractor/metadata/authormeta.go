package metadata

// authorMetaKeys are the meta tags that name a page's author, in the order
// they are trusted. Dublin Core's creator comes first, as in Readability:
// pages that declare it (RDFa property="dc:creator") fill it
// deliberately, while name="author" is often a CMS default (no wcxb-dev
// page changes). Highwire Press's citation_author (Google Scholar's tags)
// names one author per tag; some journals write the plural
// citation_authors.
var authorMetaKeys = []string{"dc:creator", "dc.creator", "dcterms.creator", "dcterm:creator", "author",
	"article:author", "og:article:author", "parsely-author", "sailthru.author", "citation_author",
	"citation_authors", "cxenseparse:author", "creator", "byl", "itemprop:author"}

// longerMetaList returns the names another author meta tag lists when they
// include every name of a and more: a journal that fills DC.Creator with
// its first author only and citation_authors with all six. The longer
// list is the paper's byline. wcxb-dev: +1 page, none lost.
func longerMetaList(s *signals, a string) string {
	best := a
	for _, key := range authorMetaKeys {
		vs := s.meta[key]
		if len(vs) < 2 {
			continue // a single tag adds no co-author
		}
		if v := joinAuthorsWith(vs, cleanCredit); v != "" && len(v) > len(best) && namesWithin(best, v) {
			best = v
		}
	}
	return best
}
