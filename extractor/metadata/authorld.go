package metadata

import (
	"strings"
)

// The authors a page's JSON-LD names: the author or creator value of its
// article, which may be a string, a Person or an Organization, a
// reference to one elsewhere in the graph, or an array of those.
// authorchoice.go weighs them against the other sources.

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

// hasType reports whether want is one of e's types (ldTypes). It reads
// @type in place rather than through ldTypes, which builds a slice: it
// runs for every entity of every page.
func hasType(e map[string]any, want string) bool {
	switch t := e["@type"].(type) {
	case string:
		return ldType(t) == want
	case []any:
		for _, x := range t {
			if s, ok := x.(string); ok && ldType(s) == want {
				return true
			}
		}
	}
	return false
}
