package metadata

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// A page often prints its site's or its book's name as an h1 in the
// banner ("The Rust Programming Language" in a manual's menu bar, a
// brand's section name over a landing page), and its <title> ends with
// the same name after a separator ("What is Ownership? - The Rust
// Programming Language"). That repetition is evidence on the page itself
// that the last part names the site, where og:site_name and the host are
// silent: the last part is cut as the site's name (stripSite), and the h1
// that repeats it is no headline (chooseTitle skips h1s that name the
// site). The evidence holds only when the title's first part is not
// shown as an h1 too and is not itself the site's name ("Leadfeeder |
// State of SEO in 2026" under an h1 of the second part), when the last
// part is as short as a name (maxTailWords) and the first as long as a
// title (minHeadWords), so that "News | Storm Closes Schools" keeps its
// headline, and when the h1 stands outside an <article> (or
// role=article): an article's h1 is its headline ("Documentation -
// Creating Types from Types" over an article headed "Creating Types from
// Types").
//
// Measured on wcxb-dev: title 1246 -> 1248 of 1497 (a Rust book chapter
// and a TV provider's landing page gain, none lose, no other page
// changes; without the article guard a TypeScript handbook page becomes
// "Documentation", which is its truth but not its headline);
// readability-testpages, author and date unchanged.

// bannerSites returns the last part of the page's <title> after a title
// separator when the page prints it as an h1 outside an article while the
// first part is neither an h1 nor a known site name, and the parts are as
// long as a title and a name; otherwise nil.
func bannerSites(s *signals, sites []string) []string {
	t := s.title
	if t == "" || len(s.h1) == 0 {
		return nil
	}
	for _, sep := range titleSeparators {
		i := strings.Index(t, sep)
		if sep == "_" || i < 0 {
			continue
		}
		first := strings.TrimSpace(t[:i])
		last := strings.TrimSpace(t[strings.LastIndex(t, sep)+len(sep):])
		if wordCount(first) < minHeadWords || wordCount(last) > maxTailWords || matchesSite(first, sites) {
			return nil
		}
		ff, fl := foldTitle(first), foldTitle(last)
		banner := false
		for k, h := range s.h1 {
			switch fh := foldTitle(cleanH1(h)); {
			case fh == ff:
				return nil
			case fh == fl && !s.h1sInArticle[k]:
				banner = true
			}
		}
		if banner {
			return []string{last}
		}
		return nil
	}
	return nil
}

// inArticle reports whether n sits inside an <article> or an element with
// role=article.
func inArticle(n *html.Node) bool {
	for p, i := n.Parent, 0; p != nil && i < 40; p, i = p.Parent, i+1 {
		if p.DataAtom == atom.Article || p.Type == html.ElementNode && strings.EqualFold(dom.Attr(p, "role"), "article") {
			return true
		}
	}
	return false
}
