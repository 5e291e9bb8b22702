package metadata

import (
	"regexp"
	"strings"
)

// Some CMSs print the post's facts on one line, each after its label,
// the writer's among them: "Datum: 19.11.2021 Autor: Fritz Imhof
// Quelle: Livenet" (trafilatura-dev read the author "Datum"). When a
// byline opens with a label that credits no one and a credit label
// (creditLabels: "Autor:", "Author:") follows, the name is what follows
// that label, up to the next label ("Quelle:").

var (
	// leadLabel is a label opening a line: one word and its colon.
	leadLabel = regexp.MustCompile(`^\p{L}+\s?:\s`)
	// innerCredit is a credit label inside a line, with its colon.
	innerCredit = regexp.MustCompile(`(?i)\s(?:` + quotedAlt(creditLabels) + `)\s?:\s+`)
	// nextLabel is the label after the name: a capitalised word and its
	// colon ("Quelle:", "Foto:").
	nextLabel = regexp.MustCompile(`\s\p{Lu}\p{L}*\s?:(?:\s|$)`)
)

// fromLabelledCredit returns the name after the credit label of a line
// of labelled facts, or s as it is.
func fromLabelledCredit(s string) string {
	if !leadLabel.MatchString(s) || byPrefix.MatchString(s) {
		return s
	}
	loc := innerCredit.FindStringIndex(s)
	if loc == nil {
		return s
	}
	name := s[loc[1]:]
	if end := nextLabel.FindStringIndex(name); end != nil {
		name = name[:end[0]]
	}
	return strings.TrimSpace(name)
}
