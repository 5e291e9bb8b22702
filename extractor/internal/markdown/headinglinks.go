package markdown

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Links a heading carries beside its title. Templates end a heading with
// a control that is not part of its title: a permalink to the section
// itself ("<h2 id="usage">Usage<a href="#usage">#usage</a></h2>", the
// link's text a "#", a "¶" or the anchor's own name) and a link back to
// the top of the page that every heading of a man page or an old manual
// repeats ("NAME <a href="#top_of_page">top</a>"). The walker wrote them
// into the heading ("## NAME [top](#top_of_page)"), so its title read
// "NAME top". A link inside a heading that goes to a place on the page
// is left out, with its text, when the heading has text outside it and
// the link goes to the heading itself (the id of the heading, of an
// element in it, of an empty anchor right before it, or of the section
// the heading opens) or the same link
// stands in headingRepeats headings or more: a link about one heading
// cannot be in several. A heading link to anywhere else ("Origin of
// <a href="#entry">restaurant</a>") keeps its words. The plain text, as
// with list labels (listlabels.go), keeps what the page shows.

// headingRepeats is how many headings must carry the same link for it to
// be a control of the template: three, where two might be a pair of
// sections that name the same place.
const headingRepeats = 3

// headingControlMax is the longest text, in bytes, of a heading's
// control: "#", "¶", "top", "Back to top", an anchor's name. A longer
// link is words of the title.
const headingControlMax = 32

// headingControl reports whether link a, inside heading h, is a
// permalink or back-to-top control (see above). counts holds the
// headings' links of h's document, counted on the first question that
// needs them (countHeadingLinks) and kept for the next: one walk of the
// document per render or lint, not one per heading link.
func headingControl(h, a *html.Node, href string, counts *map[string]int) bool {
	frag, ok := strings.CutPrefix(strings.TrimSpace(href), "#")
	if !ok || frag == "" || len(strings.TrimSpace(dom.Text(a, nil))) > headingControlMax || !textOutside(h, a) {
		return false
	}
	if selfTarget(h, frag) {
		return true
	}
	if *counts == nil {
		*counts = countHeadingLinks(h)
	}
	return (*counts)[frag] >= headingRepeats
}

// HeadingControls tells, as the walker does, which links inside headings
// are controls it leaves out (a permalink or a link back to the top): the
// lint's view of the walker. Its zero value is ready for one document; it
// counts that document's heading links once, on the first question.
type HeadingControls struct {
	counts map[string]int
}

// Control reports whether link a, inside heading h, is a heading control.
func (c *HeadingControls) Control(h, a *html.Node) bool {
	return headingControl(h, a, dom.Attr(a, "href"), &c.counts)
}

// selfTarget reports whether frag is the id of heading h, of an element
// inside h, or of the section h opens (an ancestor whose first element
// child leads to h, at most three levels up).
func selfTarget(h *html.Node, frag string) bool {
	found := false
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil && !found; c = c.NextSibling {
			if c.Type == html.ElementNode {
				if dom.Attr(c, "id") == frag || dom.Attr(c, "name") == frag {
					found = true
					return
				}
				walk(c)
			}
		}
	}
	if dom.Attr(h, "id") == frag || emptyAnchorBefore(h, frag) {
		return true
	}
	walk(h)
	if found {
		return true
	}
	n := h
	for up := 0; up < 3 && n.Parent != nil && n.Parent.Type == html.ElementNode; up++ {
		if firstElement(n.Parent) != n { // code.go
			return false
		}
		n = n.Parent
		if dom.Attr(n, "id") == frag {
			return true
		}
	}
	return false
}

// emptyAnchorBefore reports whether the element right before h is an
// empty anchor with id frag ("<span id="usage"></span><h2>Usage…"), the
// place a template that cannot give the heading an id marks instead.
func emptyAnchorBefore(h *html.Node, frag string) bool {
	for p := h.PrevSibling; p != nil; p = p.PrevSibling {
		switch p.Type {
		case html.TextNode:
			if strings.TrimSpace(p.Data) != "" {
				return false
			}
		case html.ElementNode:
			return (dom.Attr(p, "id") == frag || dom.Attr(p, "name") == frag) && !textOutside(p, nil)
		}
	}
	return false
}

// textOutside reports whether heading h has text outside link a.
func textOutside(h, a *html.Node) bool {
	var walk func(n *html.Node) bool
	walk = func(n *html.Node) bool {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch {
			case c == a:
			case c.Type == html.TextNode:
				if strings.TrimSpace(strings.ReplaceAll(c.Data, "\u00a0", " ")) != "" {
					return true
				}
			case c.Type == html.ElementNode && !Drops(c):
				if walk(c) {
					return true
				}
			}
		}
		return false
	}
	return walk(h)
}

// countHeadingLinks counts, over the whole document h is in, the headings
// that hold a link to each fragment: one walk, the first time a heading
// holds a link to a place on the page.
func countHeadingLinks(h *html.Node) map[string]int {
	root := h
	for root.Parent != nil {
		root = root.Parent
	}
	counts := map[string]int{}
	var inHeading func(n *html.Node, seen map[string]bool)
	inHeading = func(n *html.Node, seen map[string]bool) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			if c.DataAtom == atom.A {
				if frag, ok := strings.CutPrefix(strings.TrimSpace(dom.Attr(c, "href")), "#"); ok && frag != "" && !seen[frag] {
					seen[frag] = true
					counts[frag]++
				}
			}
			inHeading(c, seen)
		}
	}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			if dom.HeadingAtom(c.DataAtom) {
				inHeading(c, map[string]bool{})
			} else {
				walk(c)
			}
		}
	}
	walk(root)
	return counts
}
