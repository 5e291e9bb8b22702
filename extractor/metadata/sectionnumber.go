package metadata

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// sectionNumber matches a numbered section's number before a heading's
// words ("3.1 Git Branching", "2.4.1. Options"): at least two levels, so
// that a count that belongs to the headline ("8 Recent Trends", "2024 -
// Pros & Cons") stays; of one or two digits each and followed by a word,
// so that a version stays ("2024.4.4 -> 2024.5.0 issue: ...", which the
// first form of this rule cut).
var sectionNumber = regexp.MustCompile(`^\d{1,2}(?:\.\d{1,2})+\.?\s+\pL`)

// trimSectionNumber removes a section number from the start of an h1:
// books and manuals number their chapters' headings, and the page's title
// is the heading's words ("Git Branching - Branches in a Nutshell").
//
// Measured on wcxb-dev: title 81.8% -> 81.8% (1224 -> 1225 of 1497: Pro
// Git's "3.1 Git Branching - Branches in a Nutshell"; none lose);
// readability-testpages unchanged.
func trimSectionNumber(h1 string) string {
	if loc := sectionNumber.FindStringIndex(h1); loc != nil {
		_, size := utf8.DecodeLastRuneInString(h1[:loc[1]])
		return h1[loc[1]-size:]
	}
	return h1
}

// cleanH1 removes what an h1 shows around its words but does not say: a
// permalink sign after them, and a section number or a bare separator
// before them.
func cleanH1(h string) string {
	return trimSectionNumber(trimLeadingSeparator(strings.TrimRight(h, " ¶#§")))
}

// trimLeadingSeparator removes a title separator that opens a heading,
// with the space after it ("/ Creative Agency Portfolio"): designs print
// a slash or a bar before a page's heading as an ornament, as a
// breadcrumb's last step, and no headline starts with one. Except the
// guillemet "« ": French opens a quotation with it and a space, and a
// French headline often starts with one ("« Nous ne lâcherons rien »,
// affirme la ministre"), which the cut left with its closing mark alone.
func trimLeadingSeparator(h string) string {
	for _, sep := range titleSeparators {
		if sep == " « " {
			continue
		}
		if rest, ok := strings.CutPrefix(h, sep[1:]); ok && strings.TrimSpace(rest) != "" {
			return strings.TrimSpace(rest)
		}
	}
	return h
}
