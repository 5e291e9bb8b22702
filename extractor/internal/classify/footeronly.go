package classify

import (
	"strings"

	"golang.org/x/net/html"
)

// A footer chosen for want of content. On a page whose body is images,
// or a client-side app that sends its shell, the longest text left can be
// the footer's address and copyright line, and the selection takes it
// (wcxb-dev 4850, a shop's home page: its ground truth is empty). A
// copyright notice ends a page; it is never what the page is about. When
// all the chosen text is short (under footerShort non-space bytes) and
// holds one, the page has no content, as for a shell.
const footerShort = 300

// footerOnly reports whether the chosen text (outside the chrome inside
// the chosen blocks) is a short footer: it holds a copyright notice and
// little else.
func footerOnly(x *index, s *scores, mains map[int32]float64) bool {
	if len(mains) == 0 || keptTotal(s, mains) >= footerShort {
		return false
	}
	var b strings.Builder
	for m := range mains {
		for i := m; i < x.end[m]; i++ {
			if s.chrome[i] != 0 || skipped(x.nodes[i]) {
				i = x.end[i] - 1 // a footer inside the block is no choice of it
				continue
			}
			for c := x.nodes[i].FirstChild; c != nil; c = c.NextSibling {
				if c.Type == html.TextNode {
					b.WriteString(c.Data)
				}
			}
		}
	}
	return copyrightNotice(b.String())
}

// copyrightNotice reports whether t holds a copyright sign or the words of
// one.
func copyrightNotice(t string) bool {
	if strings.Contains(t, "©") {
		return true
	}
	l := strings.ToLower(t)
	return strings.Contains(l, "copyright") || strings.Contains(l, "all rights reserved")
}
