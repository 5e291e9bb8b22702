package metadata

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// Many themes write the date right after the byline, outside any element
// named for it: "<p>Written by <a>Jane Doe</a></p><p>April 8, 2024</p>", or
// a wire dateline that opens the story under the credit ("By Jane Doe /
// RAJSHAHI, Dec 20, 2025 (BSS) - ..."). The byline's own text holds no
// date there, and with no h1 (or an h1 far above) the headline windows miss
// it. The text that follows the page's first written byline is read for
// that date, as the last source, after the URL. Measured on wcxb-dev: 2
// pages with no date gain one, none lose, no page without a labelled date
// gains one; readability-testpages unchanged.

// maxBylineTail and maxBylineTailNodes bound the text read after the
// byline: the rest of the credit line and the line after it, not the story
// nor a "Reviewed by" credit that follows (on readability-testpages a
// fourth text node dated two pages whose labels have no date).
const (
	maxBylineTail      = 100
	maxBylineTailNodes = 3
)

// bylineTailLead is the start of a byline whose tail is read (or a label
// and colon of bylinelabels.go: "Автор: ", "بقلم: "): an explicit
// credit ("By", "Written by", "Authors:"). Other text bylines (a sentence
// that contains "by", a name after a link to an author page) are not
// followed by the post's date often enough: on wcxb-dev they dated two
// pages that have none (a quoted mail under a sentence with "by", a
// listing's first card under its author's name).
var bylineTailLead = regexp.MustCompile(`(?i)^(?:written by|posted by|by|authors?|words by|article by|authored by)\b`)

// noteTextByline opens the byline tail when the first text byline has just
// been recorded and is an explicit credit.
func (s *signals) noteTextByline(before int) {
	if before == 0 && len(s.textBylines) > 0 && (bylineTailLead.MatchString(s.textBylines[0]) || scriptBylineStart(s.textBylines[0])) {
		s.tailOpen = true
	}
}

// addBylineTail appends a text node to the open byline tail, up to
// maxBylineTail bytes of text.
func (s *signals) addBylineTail(t string) {
	if t = strings.TrimSpace(t); t == "" {
		return // indentation between elements
	}
	n := min(len(t), maxBylineTail-len(s.bylineTail))
	for n < len(t) && n > 0 && !utf8.RuneStart(t[n]) {
		n-- // cut between characters
	}
	s.bylineTail = append(s.bylineTail, t[:n]...)
	s.bylineTail = append(s.bylineTail, ' ')
	s.tailNodes++
	if s.tailNodes >= maxBylineTailNodes || len(s.bylineTail) >= maxBylineTail {
		s.tailOpen = false
	}
}

// bylineTailDate returns the date written in the text after the first
// explicit byline, or "". A byline that recurs word for word is a card's in
// a list of posts (on wcxb-dev a listing's first card dated the page), and
// its tail is not read.
func (s *signals) bylineTailDate() string {
	if len(s.bylineTail) == 0 {
		return ""
	}
	for _, b := range s.textBylines[1:] {
		if b == s.textBylines[0] {
			return ""
		}
	}
	return dateInText(clean(string(s.bylineTail)))
}

// A byline often shows its date as relative text ("via scvalex 1 year
// ago", "Posted 3 days ago") in a <time> whose datetime attribute holds
// the day; the byline's text then has no date to read. Such a <time>,
// inside an element named as a byline, dates the page before the bylines'
// texts do. Measured on wcxb-dev: +1 page (a link aggregator's story
// without an h1), none lost, spurious unchanged; before or after the URL
// measured the same.

// maxBylineDepth is how far up a <time> looks for its byline element: the
// byline's own element and the spans and links inside it.
const maxBylineDepth = 6

// inByline reports whether n sits inside a byline-named element.
func inByline(n *html.Node) bool {
	for p, i := n.Parent, 0; p != nil && i < maxBylineDepth; p, i = p.Parent, i+1 {
		if p.Type == html.ElementNode && (isBylineName(dom.Attr(p, "class")) || isBylineName(dom.Attr(p, "id"))) {
			return true
		}
	}
	return false
}

// bylineTime returns the date of the first <time> inside a byline element
// that is not a modification date, or "".
func bylineTime(s *signals) string {
	for _, t := range s.times {
		if t.byline && !t.modified {
			if d := ParseDate(t.value); d != "" {
				return d
			}
		}
	}
	return ""
}
