package metadata

import (
	"regexp"
	"strings"
	"unicode"
)

// maxAuthorLen and maxAuthorWords reject "authors" that are sentences: a
// byline class on a whole teaser, a meta author stuffed with keywords. Real
// bylines, even with credentials ("Dylan Bailey, MS, RD, FAND") and several
// names, stay under these.
const (
	maxAuthorLen   = 120
	maxAuthorWords = 14
)

var (
	// byPrefix is the "By" of a byline in the languages of the corpora.
	byPrefix = regexp.MustCompile(`(?i)^(?:(?:written|posted|published|reviewed|authored|story|words|text|reporting)\s+)?(?:by|von|par|por|di|door|av|autor|author|auteur|autore|作者)\s*[:：]?\s+`)
	// bylineTail cuts what follows the names in a byline: a separator, a
	// date, "Updated", a role.
	bylineTail = regexp.MustCompile(`(?i)\s*(?:[|•·]|\s[—–-]\s|\bon\s+(?:` + monthAlt + `|\d)|\b(?:updated|published|posted|last updated|modified)\b|\d{1,2}[:/.]\d{2}|\b(?:` + monthAlt + `)[a-z]*\.?\s+\d{1,2},?\s+\d{4}|\b\d{4}-\d{2}-\d{2}).*$`)
)

// cleanAuthor normalises one author string: the "By" prefix, trailing dates
// and separators removed. It returns "" for values that are not names: URLs,
// handles, e-mail addresses, sentences, dates.
func cleanAuthor(s string) string {
	s = clean(s)
	for i := 0; i < 2; i++ {
		s = strings.TrimSpace(byPrefix.ReplaceAllString(s, ""))
	}
	s = strings.TrimSpace(bylineTail.ReplaceAllString(s, ""))
	s = strings.Trim(s, " ,;:|-–—·•")
	switch {
	case s == "", len(s) > maxAuthorLen, len(strings.Fields(s)) > maxAuthorWords:
		return ""
	case isURLish(s), strings.HasPrefix(s, "@"), strings.Contains(s, "@") && strings.Contains(s, "."):
		return ""
	case ParseDate(s) != "" && !hasLetterRun(s, 4):
		return ""
	case !hasLetter(s), notAName[strings.ToLower(s)], bylineLabel.MatchString(s):
		return ""
	case strings.Contains(s, "©"), strings.HasPrefix(s, "This "), strings.HasPrefix(s, "About "):
		return ""
	}
	return s
}

// notAName lists values seen in author fields that are placeholders or
// labels, not names.
var notAName = map[string]bool{
	"undefined": true, "null": true, "none": true, "unknown": true, "n/a": true, "category": true,
	"author": true, "authors": true, "anonymous": true, "false": true,
}

// maxAuthors bounds how many names an author field may hold: more are the
// commenters of a thread or a paper's contributor list, not a byline.
const maxAuthors = 10

// joinAuthors cleans each name, drops duplicates (case-insensitively) and
// joins them with ", ".
func joinAuthors(names []string) string {
	var out []string
	seen := map[string]bool{}
	for _, n := range names {
		n = cleanAuthor(n)
		k := norm(n)
		if n == "" || seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, n)
	}
	if len(out) > maxAuthors {
		return ""
	}
	return strings.Join(out, ", ")
}

// ldAuthors returns the names in a JSON-LD author/creator value: a string, a
// Person or Organization, a reference, or an array of those. Organisations
// are returned apart.
func (ld *linkedData) ldAuthors(v any, depth int) (people, orgs []string) {
	if depth > 3 {
		return nil, nil
	}
	switch t := ld.resolve(v).(type) {
	case string:
		if !isURLish(t) {
			people = append(people, t)
		}
	case []any:
		for _, x := range t {
			p, o := ld.ldAuthors(x, depth+1)
			people, orgs = append(people, p...), append(orgs, o...)
		}
	case map[string]any:
		name := ""
		switch n := t["name"].(type) {
		case string:
			name = n
		case []any:
			name = ldString(n)
		}
		if name == "" {
			given, _ := t["givenName"].(string)
			family, _ := t["familyName"].(string)
			name = strings.TrimSpace(given + " " + family)
		}
		if name == "" {
			break
		}
		if typeRank(ldTypes(t)) == rankSupport && !hasType(t, "Person") {
			orgs = append(orgs, name)
		} else {
			people = append(people, name)
		}
	}
	return people, orgs
}

func hasType(e map[string]any, want string) bool {
	for _, t := range ldTypes(e) {
		if t == want {
			return true
		}
	}
	return false
}

func isURLish(s string) bool {
	l := strings.ToLower(strings.TrimSpace(s))
	return strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://") ||
		strings.HasPrefix(l, "www.") || strings.HasPrefix(l, "/") ||
		(strings.Contains(l, ".com") && !strings.Contains(l, " "))
}

func hasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// hasLetterRun reports whether s has n letters in a row (a word, not "Jan").
func hasLetterRun(s string, n int) bool {
	run := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			run++
			if run >= n {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// authorFrom chooses the author of the page from its signals, most reliable
// source first. Structured sources (JSON-LD, meta tags) are what publishers
// fill for search engines and syndication; bylines in the body come after
// them because their classes also mark comment authors and "about the
// author" boxes. An organisation named as author (often the publisher
// itself, filled in by an SEO plugin) is kept only when no person is found.
func authorFrom(s *signals, ld *linkedData, site string) string {
	var org string
	for _, e := range ld.ofRank(rankThing) {
		for _, key := range []string{"author", "creator"} {
			names, orgs := ld.ldAuthors(e[key], 0)
			if a := joinAuthors(names); a != "" && !isSiteName(a, site) {
				return a
			}
			if org == "" {
				org = joinAuthors(append(names, orgs...))
			}
		}
	}
	for _, key := range []string{"author", "article:author", "parsely-author", "sailthru.author", "dc.creator", "dcterms.creator", "citation_author", "cxenseparse:author", "creator", "byl", "itemprop:author"} {
		if vs := s.meta[key]; len(vs) > 0 {
			if a := joinAuthors(vs); a != "" {
				return a
			}
		}
	}
	if a := twitterLabelAuthor(s); a != "" {
		return a
	}
	if a := joinAuthors(s.itemAuth); a != "" {
		return a
	}
	if len(s.relAuthor) > 0 {
		if a := cleanAuthor(s.relAuthor[0]); a != "" {
			return a
		}
	}
	for _, list := range [][]string{s.bylines, s.textBylines} {
		for _, b := range list {
			if a := cleanAuthor(b); a != "" && len(strings.Fields(a)) <= 6 {
				return a
			}
		}
	}
	return org
}

// twitterLabelAuthor reads Slack/Twitter "enhanced data" meta pairs
// (twitter:label1 "Written by", twitter:data1 "Jane Doe") that Yoast emits.
func twitterLabelAuthor(s *signals) string {
	for i := 1; i <= 4; i++ {
		n := string(rune('0' + i))
		l := strings.ToLower(s.first("twitter:label" + n))
		if strings.Contains(l, "written by") || strings.Contains(l, "author") {
			return cleanAuthor(s.first("twitter:data" + n))
		}
	}
	return ""
}

// isSiteName reports whether an author is the site itself.
func isSiteName(a, site string) bool {
	return site != "" && norm(a) == norm(site)
}
