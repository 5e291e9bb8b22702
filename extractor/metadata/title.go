package metadata

import (
	"strings"
)

// titleSeparators split a document title into the page's title and the
// site's name ("Headline | Site", "Site :: Headline"). Hyphens need spaces
// around them so that "Wi-Fi" stays whole.
var titleSeparators = []string{" | ", " - ", " — ", " – ", " :: ", " · ", " • ", " » ", " « ", " ~ ", " / ", " ｜ ", "_"}

// stripSite removes a site-name prefix or suffix from a title. A part is the
// site's name when it matches a known name (og:site_name, JSON-LD publisher,
// the host); failing that, a short last part after a long first part is
// taken for one, as Readability does (its _getArticleTitle keeps the longer
// side when the shorter has fewer than three words... we require the rest to
// have at least four words so that "Lessons - Part 2" survives).
func stripSite(t string, sites []string) string {
	for _, sep := range titleSeparators {
		i := strings.Index(t, sep)
		if i < 0 {
			continue
		}
		j := strings.LastIndex(t, sep)
		head, tail := strings.TrimSpace(t[:j]), strings.TrimSpace(t[j+len(sep):])
		if matchesSite(tail, sites) && head != "" {
			return stripSite(head, sites)
		}
		first, rest := strings.TrimSpace(t[:i]), strings.TrimSpace(t[i+len(sep):])
		if matchesSite(first, sites) && rest != "" {
			return stripSite(rest, sites)
		}
		if sep == "_" {
			continue // underscores are too common inside titles to guess
		}
		if wordCount(tail) <= 3 && wordCount(head) >= 4 && len(tail) < len(head)/2 {
			return head
		}
	}
	return t
}

// matchesSite reports whether part is one of the site names, or the host's
// main label ("nytimes" in www.nytimes.com matches "NYTimes.com").
func matchesSite(part string, sites []string) bool {
	p := norm(part)
	if p == "" {
		return false
	}
	compact := strings.ReplaceAll(p, " ", "")
	for _, s := range sites {
		n := norm(s)
		if n == "" {
			continue
		}
		if p == n || compact == strings.ReplaceAll(n, " ", "") {
			return true
		}
		// "NYTimes.com" vs host label "nytimes"; "The Verge" vs "verge".
		if len(n) >= 4 && (strings.HasPrefix(compact, strings.ReplaceAll(n, " ", "")) || strings.HasSuffix(compact, strings.ReplaceAll(n, " ", ""))) && len(compact) <= len(n)+6 {
			return true
		}
	}
	return false
}

func wordCount(s string) int { return len(strings.Fields(s)) }

// titleFrom chooses the page title. The headline publishers give to search
// engines (JSON-LD headline, og:title) is usually the visible headline; the
// <title> element usually carries a site suffix. When the first h1 agrees
// with one of them, the h1 wins, because it is what the reader sees.
func titleFrom(s *signals, ld *linkedData, sites []string) string {
	var cands []string
	for _, e := range ld.ofRank(rankContent) {
		if h := ldString(e["headline"]); h != "" {
			cands = append(cands, h)
		} else if isArticleType(ldTypes(e)) {
			if n := ldString(e["name"]); n != "" {
				cands = append(cands, n)
			}
		}
		break
	}
	for _, k := range []string{"og:title", "twitter:title", "itemprop:headline", "dc.title", "parsely-title", "sailthru.title"} {
		if v := s.first(k); v != "" {
			cands = append(cands, stripSite(v, sites))
		}
	}
	if s.title != "" {
		cands = append(cands, stripSite(s.title, sites))
	}
	// An h1 equal to, or contained in, a structured title is the headline.
	for _, h := range s.h1 {
		nh := norm(h)
		if nh == "" || matchesSite(h, sites) {
			continue
		}
		for _, c := range cands {
			if nc := norm(c); nc == nh || (len(nh) >= 10 && strings.Contains(nc, nh)) {
				return h
			}
		}
	}
	if len(cands) > 0 {
		return cands[0]
	}
	for _, h := range s.h1 {
		if !matchesSite(h, sites) {
			return h
		}
	}
	return ""
}
