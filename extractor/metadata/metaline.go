package metadata

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Many pages built without byline markup (utility CSS, CSS modules, static
// site generators) print the writer beside the date in a line of its own
// next to the headline: "Dec 17, 2025 · Julian K. Arni", "2025-12-17 ·
// <a><img alt><div>Trond Teigen</div></a>", "Aaron Ricadela | Senior
// Writer | July 2, 2025". Neither element says "author"; what marks the
// name is the date beside it. metaLineName reads such a line: among the
// text nodes just before and just after the first h1, a node that starts
// with a date, and within two nodes of it on the same side of the
// headline, a node that reads as a person's name (two to four capitalised
// words, no label colon or '&', not a link to another page, not a button)
// and shares with the date an ancestor whose whole text is a short line
// (metaLineMax). Categories, share labels and tags sit beside dates too;
// they are links or buttons, or one word, or their shared ancestor holds
// the whole hero. Measured on wcxb-dev: +6 pages, none lost, no spurious
// author; readability-testpages unchanged. It is a late resort, after
// every byline, author tag and author link.

// Sizes of the text-node windows around the first h1 and of a meta line.
const (
	metaLineBefore = 8   // non-blank text nodes kept before the first h1
	metaLineAfter  = 15  // and after it
	metaLineReach  = 2   // nodes between the date and the name
	metaLineMax    = 160 // bytes of text in the date and name's shared ancestor
	metaLineDepth  = 4   // levels climbed to find that ancestor
)

// headlineText is the ring of text nodes before the first h1 and the list
// after it, blanks and lone separators left out.
type headlineText struct {
	before  [metaLineBefore]*html.Node
	nBefore int
	after   []*html.Node
}

// add records a body text node.
func (h *headlineText) add(c *html.Node, seenH1 bool) {
	if seenH1 && len(h.after) >= metaLineAfter {
		return
	}
	t := strings.TrimSpace(c.Data)
	if t == "" || t == "·" || t == "•" || t == "|" || t == "-" || t == "–" || t == "—" {
		return
	}
	if !seenH1 {
		h.before[h.nBefore%metaLineBefore] = c
		h.nBefore++
		return
	}
	if !inH1(c) {
		h.after = append(h.after, c)
	}
}

// sides returns the nodes before the h1, in order, and those after it.
func (h *headlineText) sides() (before, after []*html.Node) {
	for i := max(0, h.nBefore-metaLineBefore); i < h.nBefore; i++ {
		before = append(before, h.before[i%metaLineBefore])
	}
	return before, h.after
}

// inH1 reports whether a text node sits in an h1 (the headline's own text).
func inH1(c *html.Node) bool {
	for p, i := c.Parent, 0; p != nil && i < 6; p, i = p.Parent, i+1 {
		if p.DataAtom == atom.H1 {
			return true
		}
	}
	return false
}

// metaLineName returns the name a date line by the headline shows, or "".
func metaLineName(s *signals, site string) string {
	if !s.seenH1 {
		return ""
	}
	before, after := s.line.sides()
	for _, side := range [][]*html.Node{before, after} {
		for i, d := range side {
			t := clean(d.Data)
			if len(t) > 80 {
				continue
			}
			if a := ownLine(d, t, site); a != "" {
				return a
			}
			if !startsWithDate(t) {
				continue
			}
			for k := 1; k <= metaLineReach; k++ {
				for _, j := range []int{i - k, i + k} {
					if j < 0 || j >= len(side) {
						continue
					}
					if a := lineName(side[j], d, site); a != "" {
						return a
					}
				}
			}
		}
	}
	return ""
}

// ownLine returns the name a text node opens when the node is a whole
// meta line, its parts split by a separator and the last a date ("Aaron
// Ricadela | Senior Writer | July 2, 2025").
func ownLine(n *html.Node, t, site string) string {
	i := strings.IndexAny(t, "|·•")
	j := strings.LastIndexAny(t, "|·•")
	if i <= 0 || !startsWithDate(strings.TrimLeft(t[j:], "|·• ")) {
		return ""
	}
	return lineName(n, n, site)
}

// lineName returns n's text when it reads as a person's name on the same
// short line as the date node d.
func lineName(n, d *html.Node, site string) string {
	t := clean(n.Data)
	if len(t) > 60 {
		return ""
	}
	a := cleanAuthor(trailingConnector(t))
	w := len(strings.Fields(a))
	if w < 2 || w > 4 || !capitalisedWords(a) || strings.ContainsAny(a, ":&0123456789") || isSiteName(a, site) || hasBylineStop(a) {
		return ""
	}
	if inOtherLink(n) || !shortLine(n, d) {
		return ""
	}
	return a
}

// inOtherLink reports whether n sits in a button or a link to a page other
// than an author's (a category, a tag, a share target).
func inOtherLink(n *html.Node) bool {
	for p, i := n.Parent, 0; p != nil && i < 6; p, i = p.Parent, i+1 {
		switch p.DataAtom {
		case atom.Button:
			return true
		case atom.A:
			h := dom.Attr(p, "href")
			return h != "" && !isAuthorPage(h)
		}
	}
	return false
}

// shortLine reports whether n and d share an ancestor, within
// metaLineDepth levels of each, whose text is at most metaLineMax bytes.
func shortLine(n, d *html.Node) bool {
	var anc [metaLineDepth]*html.Node
	k := 0
	for p := n.Parent; p != nil && k < metaLineDepth; p = p.Parent {
		anc[k] = p
		k++
	}
	for p, i := d.Parent, 0; p != nil && i < metaLineDepth; p, i = p.Parent, i+1 {
		for _, a := range anc[:k] {
			if a == p {
				return len(nodeText(p, metaLineMax+1)) <= metaLineMax
			}
		}
	}
	return false
}

// hasBylineStop reports whether a holds a word that ends a byline's names
// ("Posted On", "Last Updated"): a label, not a name.
func hasBylineStop(a string) bool {
	l := " " + strings.ToLower(a) + " "
	for _, w := range bylineStops {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// trailingConnector drops a lower-case "in", "on", "at" or "via" that ends
// a name node, whose category or outlet follows as a link of its own
// ("Mahua Das in <a>Project Management</a>").
func trailingConnector(t string) string {
	for _, w := range []string{" in", " on", " at", " via"} {
		if strings.HasSuffix(t, w) {
			return strings.TrimSpace(t[:len(t)-len(w)])
		}
	}
	return t
}
