package mdview

import (
	"strconv"
	"strings"
	"unicode"
)

// slugger makes GitHub-style heading anchors: lower case, punctuation
// dropped except '-' and '_', spaces turned into '-', and repeats numbered
// "-1", "-2" in document order (as github.com/Flet/github-slugger does).
type slugger map[string]int

// slug returns a unique anchor for heading text.
func (s *slugger) slug(text string) string {
	if *s == nil {
		*s = slugger{}
	}
	base := slugify(text)
	slug := base
	for {
		if _, seen := (*s)[slug]; !seen {
			break
		}
		(*s)[base]++
		slug = base + "-" + strconv.Itoa((*s)[base])
	}
	(*s)[slug] = 0
	return slug
}

// slugify is GitHub's anchor rule for one heading.
func slugify(text string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(text)) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r):
			b.WriteRune(r)
		}
	}
	return b.String()
}
