package classify

import "strings"

// ForumHost reports whether the page's host names a forum
// ("forum.example.com", "www.warriorforum.com"): such a site's threads may
// declare themselves articles (og:type, JSON-LD Article), and the prune
// stage then keeps their replies.
func ForumHost(pageURL string) bool {
	return forumHost(strings.ToLower(pageURL))
}
