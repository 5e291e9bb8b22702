package metadata

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// The date a page shows under its headline is read in the text after the
// first h1 (dateNearH1). On many pages the first h1 is no headline: a
// logo or an accessibility heading ("Hauptnavigation", "Bundeskriminalamt
// (BKA)") stands first and the story's h1 comes later, or the story is
// headed by an h2 and the page has no h1 before it (Joomla's item pages,
// many German newsrooms). The heading whose words the <title> carries is
// the headline then, and the date written after it is the last source
// of the publication date (published.go), when every other is silent.
// Measured: trafilatura-dev 7 pages dated, each by its own date (a
// German federal press release's "Datum:26. Januar 2022", Joomla's
// "Publicado: Jueves, 21 Abril 2022"…); wcxb-dev and ScrapingHub
// unchanged page for page; readability-testpages dates three pages its
// labels leave undated, by the dates they show (webmd's "Feb. 23, 2015
// --", "Posted by kovarex … on 2019-02-15").
// Read as soon as the walk's date windows, it took the date of a forum's
// later post over the labelled one on wcxb-dev.

// minHeadlineWords is the fewest words a heading needs to be taken for
// the headline on its likeness to the <title>: a one- or two-word heading
// ("News", "Aktuelles") is a section's, whatever the title says.
const minHeadlineWords = 3

// headlineWindow starts the window after heading c when c is the
// headline the first h1 is not: an h1 or an h2 whose text the page's
// <title> holds, once the first h1 has not matched it. A first h1 that
// matches ends the search: it is the headline, read by dateNearH1.
func (s *signals) headlineWindow(c *html.Node) {
	if s.headlineDone || s.title == "" {
		return
	}
	first := c.DataAtom == atom.H1 && !s.seenH1
	h := dom.FoldWords(nodeText(c, maxHeadingText))
	if strings.Count(h, " ")+1 < minHeadlineWords {
		return
	}
	if s.titleWords == "" {
		s.titleWords = dom.FoldWords(s.title) // once: a teaser list has many h2s
	}
	if strings.Contains(" "+s.titleWords+" ", " "+h+" ") { // whole words: "test win a prize" is not in "contest win a prize"
		s.headlineDone, s.headlineSeen = true, !first
	}
}

// addHeadlineText keeps text node c in the window after the headline.
func (s *signals) addHeadlineText(c *html.Node) {
	if s.headlineSeen && len(s.postHeadline) < postH1Window {
		s.postHeadline = append(s.postHeadline, c.Data...)
		s.postHeadline = append(s.postHeadline, ' ')
	}
}
