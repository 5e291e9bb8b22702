package metadata

import "strings"

// headlessTitle reports whether t opens with a title separator, nothing
// before it ("| Nuts & Volts Magazine"): the template's slot for the
// page's name was left empty, and what remains names only the site. Such
// a title is no candidate: the h1 names the page.
//
// Measured on wcxb-dev: title +1 page (1227 -> 1228 of 1497, 82.0%: a
// magazine's category page; none lose); readability-testpages unchanged.
func headlessTitle(t string) bool {
	t = strings.TrimSpace(t)
	for _, sep := range titleSeparators {
		if strings.HasPrefix(t, strings.TrimLeft(sep, " ")) {
			return true
		}
	}
	return false
}
