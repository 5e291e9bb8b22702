package metadata

import (
	"regexp"
	"strings"
)

// nameAddr is a name followed by an address in angle brackets, the form of
// e-mail headers and of the "Author:" field of Python's and other
// projects' documentation ("Vinay Sajip <vinay_sajip at red-dove dot
// com>"); the address is often spelled out against spam.
var nameAddr = regexp.MustCompile(`^([^<>]+?)\s*(<[^<>]{3,80}>)$`)

// splitNameAddr splits s into the name and " <address>" when it has that
// form, so that the name is cleaned alone (the address's " at " and " dot "
// are not byline stops) and the credit keeps its address as the page
// prints it. wcxb-dev: +1 page, none lost.
func splitNameAddr(s string) (name, addr string) {
	t := strings.TrimSpace(s)
	if !strings.HasSuffix(t, ">") {
		return s, "" // the form ends with the address's '>': every credit is asked, few have it
	}
	m := nameAddr.FindStringSubmatch(t)
	if m == nil {
		return s, ""
	}
	return m[1], " " + m[2]
}
