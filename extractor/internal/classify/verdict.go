package classify

import (
	"strings"

	"golang.org/x/net/html"
)

// TypeOf returns the page type the page declares (JSON-LD, og:type, a
// forum software's URL path), as the classifier routes it, for the stages
// after it: the prune stage cuts a comment thread only under an article,
// never on a forum (where the comments are the content) nor on a product
// page (where WCXB's truths keep the reviews).
func TypeOf(doc *html.Node, pageURL string) PageType {
	return detectType(readSignals(doc, pageURL))
}

// ForumHost reports whether the page's host names a forum
// ("forum.example.com", "www.warriorforum.com"): such a site's threads may
// declare themselves articles (og:type, JSON-LD Article), and the prune
// stage then keeps their replies.
func ForumHost(pageURL string) bool {
	return forumHost(strings.ToLower(pageURL))
}
