package metadata

import (
	"strings"

	"golang.org/x/net/html"
)

// Some themes put the publication label in an element of its own and the
// date in the next one, with no date-named class on either:
// <span>Posted on</span><div><svg/><span>Nov 21, 2018</span></div>. The
// label's wording is the only sign that the date that follows is the
// page's. A label element near the headline opens a short window over the
// next text nodes, and the date found there is a late source, after the
// byline tail. Measured on wcxb-dev: +1 page, none lost, spurious
// unchanged. The label must be the whole text of its element: "Posted on
// <a>the ASA forum on 2025-07-09</a>" inside a paragraph is a sentence
// quoting another site's post (it dated a page without a labelled date),
// and a bare "Published:" dated a readability-testpages story whose label
// has no date.

// dateLabels are the whole-element labels, without a trailing colon,
// compared case-insensitively: English, and the same wording in German,
// French, Spanish, Portuguese and Italian. Each starts with "p" or "v",
// which isDateLabel tests first.
var dateLabels = []string{
	"posted on", "published on", "veröffentlicht am", "publié le", "publicado el",
	"publicado em", "pubblicato il",
}

// maxDateLabelNodes is how many non-blank text nodes after the label are
// read: the date, or a separator and the date.
const maxDateLabelNodes = 2

// maxDateLabel is the longest text node tested as a label.
const maxDateLabel = 24

// dateLabelText watches the text nodes near the headline for a date label
// and reads the nodes after the first one.
func (s *signals) dateLabelText(c *html.Node) {
	switch {
	case s.labelNodes > 0:
		if t := strings.TrimSpace(c.Data); t != "" {
			s.labelNodes--
			if s.labelDate == "" {
				s.labelDate = dateInText(t)
			}
		}
	case !s.labelSeen && len(c.Data) <= maxDateLabel+16 && isDateLabel(c.Data):
		if p := c.Parent; p != nil && isDateLabel(nodeText(p, maxDateLabel+16)) {
			s.labelSeen, s.labelNodes = true, maxDateLabelNodes
		}
	}
}

// isDateLabel reports whether t is only a date label. It runs on every
// short text node near the headline, so it rejects on the first letter
// and compares without allocating.
func isDateLabel(t string) bool {
	l := strings.TrimSpace(t)
	if len(l) < len("posted on") || l[0]|0x20 != 'p' && l[0]|0x20 != 'v' {
		return false
	}
	l = strings.TrimSpace(strings.TrimSuffix(l, ":"))
	if len(l) > maxDateLabel {
		return false
	}
	for _, w := range dateLabels {
		if strings.EqualFold(l, w) {
			return true
		}
	}
	return false
}
