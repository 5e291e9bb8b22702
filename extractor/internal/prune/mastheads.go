package prune

import (
	"net/url"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Mastheads: an old blog theme opens the page with the site's name as a
// heading that links to its front page and the site's motto as a second
// heading ("<h1><a href="https://example.de">Example.de</a></h1><h2>Das
// Blog der gnadenlosen Fehlfunktionen!</h2>"), in a box of its own above
// the post. When the classifier takes that box as a content root beside
// the post, the motto comes out as the story's first heading. A content
// root before another that holds only headings (mastheadMax letters or
// fewer), one of them wholly a link to the site's front page (the path
// "/" or none, on the page's own host or relative), is the site's head:
// a story's heading links to the story, if anywhere.
//
// Measured against the rule without it: trafilatura-dev P 0.9319 ->
// 0.9325, F1 0.9530 -> 0.9533 (a blog on a table-less 2000s theme whose
// motto was the first line); wcxb-dev, ScrapingHub and
// readability-testpages identical page for page.
const mastheadMax = 200

func mastheads(t *tree, cut func(int32, classify.Role)) {
	roots := t.roots()
	if len(roots) < 2 || t.page.URL == "" {
		return
	}
	page, err := url.Parse(t.page.URL)
	if err != nil || page.Host == "" {
		return
	}
	for k, r := range roots[:len(roots)-1] {
		if t.cut[r] || t.text[r] == 0 || t.text[r] > mastheadMax || t.text[roots[k+1]] <= t.text[r] {
			continue
		}
		home, other := masthead(t.nodes[r], page)
		if home && !other {
			cut(r, classify.RoleHeader)
		}
	}
}

// masthead reads root n as the page shows it, with what the classifier
// left out (it takes the site's name for the page's title): whether one of
// its headings is wholly a link to the front page (home), and whether any
// text lies outside its headings or another heading ranks with the home
// one or above it (other). A masthead's motto is a step below the site's
// name (<h1> name, <h2> motto); a heading of the same rank or a higher one
// beside the name is the page's own title ("<h2><a href="/">Example</a>
// </h2><h1>Podcasts in a media server</h1>"), set in the same box.
func masthead(n *html.Node, page *url.URL) (home, other bool) {
	homeLevel, top := 0, 7 // the home heading's rank; the highest rank of the others
	for c := range n.Descendants() {
		if c.Type == html.TextNode && !dom.Blank(c.Data) && !underHeading(c, n) {
			return home, true
		}
		if c.Type != html.ElementNode || !heading(c) {
			continue
		}
		if !home && frontPage(c, page) {
			home, homeLevel = true, dom.HeadingLevel(c.DataAtom)
		} else {
			top = min(top, dom.HeadingLevel(c.DataAtom))
		}
	}
	return home, home && top <= homeLevel
}

// underHeading reports whether text node c lies in a heading below root.
func underHeading(c, root *html.Node) bool {
	for p := c.Parent; p != nil && p != root; p = p.Parent {
		if heading(p) {
			return true
		}
	}
	return false
}

// frontPage reports whether heading h holds a link to the front page of
// the page's site: a path of "/" or none, relative or on the page's host
// (a "www." aside).
func frontPage(h *html.Node, page *url.URL) bool {
	for a := range h.Descendants() {
		if a.Type != html.ElementNode || a.DataAtom != atom.A {
			continue
		}
		u, err := url.Parse(strings.TrimSpace(dom.Attr(a, "href")))
		if err != nil || u.Path != "" && u.Path != "/" || u.RawQuery != "" || u.Fragment != "" {
			continue
		}
		if strings.TrimSpace(dom.Text(a, nil)) != strings.TrimSpace(dom.Text(h, nil)) {
			continue // a link inside a longer heading
		}
		if u.Host == "" && u.Scheme == "" && u.Path == "/" ||
			strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.") == strings.TrimPrefix(strings.ToLower(page.Hostname()), "www.") {
			return true
		}
	}
	return false
}
