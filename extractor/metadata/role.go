package metadata

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Bylines often print the writer's role or publication right after the
// name, in an element of its own that the text walk glues on: "Rachel
// MacDonald Writer", "Mateusz HabernyFounder", "Brian Truitt USA TODAY".
// trimRole cuts such a tail when a name of at least two words is left.

// roleWords are the job titles seen after names in bylines.
var roleWords = map[string]bool{
	"writer": true, "editor": true, "founder": true, "cofounder": true, "co-founder": true,
	"reporter": true, "correspondent": true, "contributor": true, "columnist": true,
	"staff": true, "author": true, "journalist": true, "producer": true, "ceo": true,
	"director": true, "specialist": true, "analyst": true,
}

// roleOpeners are the words that open a role ("Senior Editor", "Former
// Deputy Tech Editor").
var roleOpeners = map[string]bool{
	"senior": true, "former": true, "deputy": true, "chief": true, "managing": true,
	"executive": true, "contributing": true, "associate": true, "assistant": true,
	"head": true,
}

// trimRole removes a role, or a publication name in capitals of two or
// more words, after the first two or more words of a name. A comma before
// it means the byline lists credentials ("Dylan Bailey, MS, RD", "Paul
// Frew, Home Security Expert"), which stay; a comma after it only
// continues the role ("Zackery Cuevas Writer, Hardware").
func trimRole(s string) string {
	words := strings.Fields(s)
	if len(words) < 2 {
		return s
	}
	comma := len(words) // the first word holding a comma
	for i, w := range words {
		if strings.Contains(w, ",") {
			comma = i
			break
		}
	}
	// cut keeps words[:i] when no comma comes before the role or further
	// than its second word.
	cut := func(i int) string {
		if comma < len(words) && (comma < i || comma > i+1) {
			return s
		}
		return strings.Join(words[:i], " ")
	}
	for i := 1; i < len(words) && i <= comma; i++ {
		w := strings.Trim(words[i], ".;:,")
		if i <= 2 && comma == len(words) {
			if head, ok := gluedRole(w); ok {
				return strings.Join(append(append([]string{}, words[:i]...), head), " ")
			}
		}
		if i < 2 {
			continue
		}
		if roleOpeners[strings.ToLower(w)] {
			return cut(i)
		}
		if roleWords[strings.ToLower(w)] {
			// The word before a role is the role's own when two name
			// words remain ("Ben Silverman Games Editor", "Jane Doe
			// Tech Writer"): a third name word is rarer.
			if i >= 3 {
				i--
			}
			return cut(i)
		}
		if comma == len(words) && i+1 < len(words) && isCapsWord(w) && isCapsWord(words[i+1]) && allTitleCase(words[:i]) {
			return strings.Join(words[:i], " ")
		}
	}
	return s
}

// gluedRole splits "HabernyFounder" into "Haberny" when the capitalised
// tail is a role word.
func gluedRole(w string) (string, bool) {
	for i, r := range w {
		if i > 0 && unicode.IsUpper(r) {
			prev, _ := utf8.DecodeLastRuneInString(w[:i])
			if unicode.IsLower(prev) && roleWords[strings.ToLower(w[i:])] {
				return w[:i], true
			}
		}
	}
	return "", false
}

// isCapsWord reports whether w is two or more capital letters ("USA").
func isCapsWord(w string) bool {
	n := 0
	for _, r := range w {
		if !unicode.IsUpper(r) {
			return false
		}
		n++
	}
	return n >= 2
}

// allTitleCase reports whether every word starts with a capital followed by
// a lower-case letter, as names written normally do.
func allTitleCase(words []string) bool {
	for _, w := range words {
		r, n := utf8.DecodeRuneInString(w)
		r2, _ := utf8.DecodeRuneInString(w[n:])
		if !unicode.IsUpper(r) || !unicode.IsLower(r2) {
			return false
		}
	}
	return true
}
