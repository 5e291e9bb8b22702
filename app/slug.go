package app

import (
	"strconv"
	"strings"
	"unicode"
)

// Slug returns the GitHub-style anchor of a heading's text: lower case,
// letters, digits, '-' and '_' kept, spaces turned into '-', everything
// else dropped ("Hello, World!" -> "hello-world"). It follows
// github-slugger, which GitHub uses to render READMEs.
func Slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || r == '-' || r == '_':
			b.WriteRune(r)
		case r == ' ':
			b.WriteByte('-')
		}
	}
	return b.String()
}

// Slugger gives the headings of one document unique slugs, suffixing
// repeats with -1, -2... as GitHub does. The zero value is ready to use.
type Slugger struct {
	seen map[string]int
}

// Slug returns the unique slug for the next heading with this text.
func (s *Slugger) Slug(heading string) string {
	if s.seen == nil {
		s.seen = map[string]int{}
	}
	base := Slug(heading)
	slug := base
	for {
		if _, taken := s.seen[slug]; !taken {
			break
		}
		s.seen[base]++
		slug = base + "-" + strconv.Itoa(s.seen[base])
	}
	s.seen[slug] = 0
	return slug
}
