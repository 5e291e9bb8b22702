package classify

import (
	"slices"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// archiveClasses are the <body> class words WordPress's body_class()
// writes on the pages that list posts: "archive" on every category, tag,
// author, date and custom-type archive (a shop's product category
// included), "search-results" on a search's page. The themes keep them,
// so a site built on WordPress says on each of these pages that it is a
// listing, while its head often says og:type article of every page
// (Yoast), which routed them as articles: the rules for a list of items
// (items.go) then stopped at an article's length and left the items out
// (a blog's "posts for beginners" archive kept its intro and none of its
// twenty post titles).
var archiveClasses = []string{"archive", "search-results"}

// archiveBody reports whether body's class names a WordPress archive or
// search page.
func archiveBody(body *html.Node) bool {
	return dom.AnyToken(dom.Attr(body, "class"), func(w string) bool {
		return slices.Contains(archiveClasses, w)
	})
}
