package metadata

import (
	"strings"
	"unicode"
	"unicode/utf8"

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

// withBannerSites returns sites with bannerSites added, in a new slice
// when there are any (sites may share its array with its caller).
func withBannerSites(s *signals, sites []string) []string {
	if b := bannerSites(s, sites); b != nil {
		return append(sites[:len(sites):len(sites)], b...)
	}
	return sites
}

// articleH1Set holds one bit per recorded h1.
const _ = uint16(1 << (maxCandidates - 1))

// bannerSites returns the last part of the page's <title> after a title
// separator when the page prints it as an h1 outside an article while the
// first part is neither an h1 nor a known site name, and the parts are as
// long as a title and a name; otherwise nil. It runs on every page, so it
// compares without building folded copies and asks matchesSite last.
func bannerSites(s *signals, sites []string) []string {
	t := s.title
	if t == "" || len(s.h1) == 0 {
		return nil
	}
	for _, sep := range titleSeparators {
		sp, ok := splitTitle(t, sep)
		if !ok {
			continue
		}
		first, last := sp.head(), sp.tail()
		if wordCount(first) < minHeadWords || wordCount(last) > maxTailWords {
			return nil
		}
		banner := false
		for k, h := range s.h1 {
			h = cleanH1(h)
			switch {
			case sameTitle(h, first):
				return nil
			case s.articleH1Set&(1<<k) == 0 && sameTitle(h, last):
				banner = true
			}
		}
		if !banner || matchesSite(first, sites) {
			return nil
		}
		return []string{last}
	}
	return nil
}

// sameTitle reports whether a and b are equal after foldTitle, without
// building the folded copies.
func sameTitle(a, b string) bool {
	a, b = strings.TrimSpace(a), strings.TrimSpace(b)
	for a != "" && b != "" {
		ra, na := foldedRune(a)
		rb, nb := foldedRune(b)
		if ra != rb {
			return false
		}
		a, b = a[na:], b[nb:]
	}
	return a == "" && b == ""
}

// foldedRune returns the first rune of s as foldTitle writes it (a run of
// white space as one space, curly quotes as straight ones, letters in
// lower case) and the bytes it takes in s.
func foldedRune(s string) (rune, int) {
	r, n := utf8.DecodeRuneInString(s)
	switch {
	case unicode.IsSpace(r):
		for n < len(s) {
			r2, m := utf8.DecodeRuneInString(s[n:])
			if !unicode.IsSpace(r2) {
				break
			}
			n += m
		}
		return ' ', n
	case r == '\u2019' || r == '\u2018':
		return '\'', n
	case r == '\u201c' || r == '\u201d':
		return '"', n
	}
	return unicode.ToLower(r), n
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
