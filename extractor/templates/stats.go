package templates

import (
	"errors"
	"fmt"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Stats measures a selection: how much text it holds and how much of that
// text sits in links.
type Stats struct {
	Text     int `json:"text"`      // bytes of text, trimmed per text node
	LinkText int `json:"link_text"` // of which inside <a>
}

// LinkDensity is the share of the text inside links.
func (s Stats) LinkDensity() float64 {
	if s.Text == 0 {
		return 0
	}
	return float64(s.LinkText) / float64(s.Text)
}

// measure walks the selected nodes once: it marks in drop the elements a
// chrome rule matches or that are named as chrome (chromeNamed), without
// descending into them, and counts the text of the rest.
func measure(nodes []*html.Node, chrome []Rule, drop map[*html.Node]Role) Stats {
	var s Stats
	w := walker{chrome: chrome, drop: drop, s: &s}
	for _, n := range nodes {
		w.walk(n, false)
	}
	return s
}

type walker struct {
	chrome []Rule
	drop   map[*html.Node]Role
	s      *Stats
}

func (w *walker) walk(n *html.Node, inLink bool) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			k := textLen(c.Data)
			w.s.Text += k
			if inLink {
				w.s.LinkText += k
			}
		case html.ElementNode:
			if c.DataAtom == atom.Script || c.DataAtom == atom.Style {
				continue
			}
			if role := w.chromeRole(c); role != "" {
				w.drop[c] = role
				continue
			}
			w.walk(c, inLink || c.DataAtom == atom.A)
		}
	}
}

// chromeRole returns the role of the first chrome rule matching n,
// "boilerplate" for an element named as chrome, or "".
func (w *walker) chromeRole(n *html.Node) Role {
	for i := range w.chrome {
		for _, m := range w.chrome[i].compiled {
			if m(n) {
				return w.chrome[i].Role
			}
		}
	}
	if chromeNamed(n) {
		return "boilerplate"
	}
	return ""
}

// textLen is the length of a text node without its leading and trailing
// whitespace (the indentation between tags), in O(1) for inner text.
func textLen(s string) int {
	i, j := 0, len(s)
	for i < j && dom.IsSpace(s[i]) {
		i++
	}
	for j > i && dom.IsSpace(s[j-1]) {
		j--
	}
	return j - i
}

// Drift thresholds. A site's pages vary in length: on the synthetic
// same-host corpus (internal/sitegen, modelled on wcxb-dev article lengths)
// a page's text is within 0.25x-4x of its layout's running mean, so a
// selection under ShortFactor of the mean means the selectors now hit a
// stub. Link density: prose runs under 0.2 (Readability's cut for content
// candidates is 0.25 for long text); a selection above MaxLinkDensity, or
// more than LinkDrift over the learned mean, has turned into a link list.
const (
	ShortFactor    = 0.25
	MaxLinkDensity = 0.5
	LinkDrift      = 0.3
	// minMeanText: below this mean (bytes) the length check is skipped -
	// short pages vary too much to call a shorter one drift.
	minMeanText = 400
)

// ErrDrift is matched by every *DriftError.
var ErrDrift = errors.New("templates: drift")

// DriftError says why a template no longer fits a page.
type DriftError struct {
	Reason string // "missing", "short" or "links"
	Detail string
}

func (e *DriftError) Error() string { return "templates: drift: " + e.Reason + ": " + e.Detail }

// Is makes every *DriftError match ErrDrift.
func (e *DriftError) Is(target error) bool { return target == ErrDrift }

// checkDrift compares a selection with the running means of a template.
func checkDrift(sel *Selection, meanText, meanLink float64) error {
	if len(sel.Nodes) == 0 || sel.Stats.Text == 0 {
		return &DriftError{"missing", "the main selectors match nothing"}
	}
	if meanText >= minMeanText && float64(sel.Stats.Text) < ShortFactor*meanText {
		return &DriftError{"short", fmt.Sprintf("%d bytes of text, usually %.0f", sel.Stats.Text, meanText)}
	}
	ld := sel.Stats.LinkDensity()
	if ld > MaxLinkDensity || ld > meanLink+LinkDrift {
		return &DriftError{"links", fmt.Sprintf("link density %.2f, usually %.2f", ld, meanLink)}
	}
	return nil
}
