package classify

import (
	"net/url"
	"strings"
)

// Short forum path words ("/t/", "/topic/", "/post/", "/community/") name
// other things on other sites: a shop's category (/t/mesh-office-chair), a
// news site's tag page (/topic/software, /topic/cloud/), a blog's post
// (Wix's /post/slug), a vendor's community edition or tutorials. Forum
// software numbers its threads and puts the number in the path: Discourse
// /t/slug/105724, NodeBB /topic/18427/slug, Lemmy /post/21018364, permies
// /t/123270/slug. So after such a word a path segment of digits alone must
// follow, or the host must name a forum (forum.cookshack.com/topic/slug).
// On wcxb-dev the words alone routed 27 pages as forums that were not: 20
// articles, 5 collections and listings of tag pages and a shop, a product.
var (
	numberedForumPaths = []string{"/t/", "/topic/", "/post/", "/community/"}
	forumHosts         = []string{"forum", "community", "discuss", "bbs", "boards"}
)

// forumURL reports whether the lower-cased page URL u has a forum
// software's path.
func forumURL(u string) bool {
	for _, p := range forumPaths {
		if strings.Contains(u, p) {
			return true
		}
	}
	for _, p := range numberedForumPaths {
		if i := strings.Index(u, p); i >= 0 && (numberedSegment(u[i+len(p)-1:]) || forumHost(u)) {
			return true
		}
	}
	return false
}

// numberedSegment reports whether path (up to its query) has a segment
// made of digits alone.
func numberedSegment(path string) bool {
	if i := strings.IndexAny(path, "?#"); i >= 0 {
		path = path[:i]
	}
	for seg := range strings.SplitSeq(path, "/") {
		if seg != "" && strings.Trim(seg, "0123456789") == "" {
			return true
		}
	}
	return false
}

// forumHost reports whether u's host names a forum.
func forumHost(u string) bool {
	p, err := url.Parse(u)
	if err != nil {
		return false
	}
	for _, w := range forumHosts {
		if strings.Contains(p.Hostname(), w) {
			return true
		}
	}
	return false
}
