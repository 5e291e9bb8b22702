package metadata

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"folio/extractor/internal/dom"
)

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
		if v := joinAuthorsWith(vs, metaAuthorTidy(s, key)); v != "" && len(v) > len(best) && namesWithin(best, v) {
			best = v
		}
	}
	return best
}

// citationKeys are the author meta tags of Highwire Press, whose
// convention (Google Scholar's inclusion guidelines) writes a name
// surname first: "Roy, Aniruddha", "Berger, Emery D.".
var citationKeys = map[string]bool{"citation_author": true, "citation_authors": true}

// metaAuthorTidy returns the cleaning of one value of the author meta tag
// key on page s: cleanCredit, after turning a citation tag's "Surname,
// Given" into the name as the page's bylines print it ("Roy, Aniruddha"
// in the tag, "Aniruddha Roy" under the title). A name the page prints
// no other way stays as the tag writes it, which is how it is cited
// ("Kaufman, Jeff T." in the tag, "Jeff Kaufman" in the page's header).
func metaAuthorTidy(s *signals, key string) func(string) string {
	if !citationKeys[key] {
		return cleanCredit
	}
	return func(v string) string {
		if n := surnameFirst(v); n != v && printsName(s, n) {
			return cleanCredit(n)
		}
		return cleanCredit(v)
	}
}

// printsName reports whether one of the page's bylines or author links
// holds the name n, words folded.
func printsName(s *signals, n string) bool {
	fn := " " + dom.FoldWords(n) + " "
	for _, list := range [][]string{s.headBylines, s.bylines, s.textBylines, s.authorLinks, s.relAuthor, s.itemAuth} {
		for _, b := range list {
			if strings.Contains(" "+dom.FoldWords(b)+" ", fn) {
				return true
			}
		}
	}
	return false
}

// surnameFirst returns "Given Surname" for v written "Surname, Given": one
// comma, a surname of one word (after its particles: "van Dyke") before
// it and one to three given names or initials after it, the first a
// word. Anything else is returned as it is: a credential or a suffix
// after the comma ("Jane Doe, MD", "King, Jr.") is no given name, and two
// names in one tag ("Jane Doe, John Roe") have two words before the
// comma. A surname of two words without a particle ("García Márquez")
// is left as written.
func surnameFirst(v string) string {
	surname, given, ok := strings.Cut(strings.TrimSpace(v), ", ")
	sw := strings.Fields(surname)
	if !ok || strings.Contains(given, ",") || len(sw) == 0 || len(sw) > 3 {
		return v
	}
	for _, w := range sw[:len(sw)-1] {
		if !nameParticles[strings.ToLower(w)] {
			return v // two names before the comma: a list, "Jane Doe, John Roe"
		}
	}
	gw := strings.Fields(given)
	if len(gw) == 0 || len(gw) > 3 || !givenName(gw[0]) || !capitalisedWords(surname) || !capitalisedWords(given) {
		return v
	}
	for _, w := range sw {
		if !letterWord(w) {
			return v
		}
	}
	return given + " " + surname
}

// givenName reports whether w reads as a given name: a capital then
// lower-case letters ("Aniruddha", "Jean-Luc"), no suffix of a name
// ("Jr", "Sr", "PhD") nor an all-capitals credential ("MD").
func givenName(w string) bool {
	w = strings.TrimSuffix(w, ".")
	switch strings.ToLower(w) {
	case "jr", "sr", "phd", "esq", "md", "msc", "bsc":
		return false
	}
	r, n := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(r) || n == len(w) {
		return false
	}
	next, _ := utf8.DecodeRuneInString(w[n:])
	return unicode.IsLower(next) && letterWord(w)
}

// letterWord reports whether w is letters, with the hyphens, apostrophes
// and full stops names have.
func letterWord(w string) bool {
	for _, r := range w {
		if !unicode.IsLetter(r) && r != '-' && r != '\'' && r != '’' && r != '.' {
			return false
		}
	}
	return w != ""
}
