package classify

import "golang.org/x/net/html/atom"

// Pictures between chosen paragraphs. When the block set takes an article
// paragraph by paragraph (its steps or sections wrapped one by one), a
// <figure> or <img> standing between two chosen paragraphs is in none of
// them, and the Markdown lost every picture of the story
// (readability-testpages: two how-to articles kept 0 of 21 step photos).
// Inside the content region (contentRegion), a <figure> after the first
// chosen block and before the last, outside any chosen block and any
// chrome, with no text of its own, joins the content: a picture adds no
// words. Bare <img> and <picture> elements stay out: on a shop page routed
// as an article a banner image between chosen blocks brought its section
// with it (wcxb-dev solostove.com 0.954 -> 0.930). With captions (up to 300 bytes of text) it cost
// wcxb-dev 0.905193 -> 0.904851 and ScrapingHub 0.9766 -> 0.9765: the
// captions the truth leaves out came with their pictures. Forums, shops and
// listings are left alone: between posts the pictures are avatars, between
// cards thumbnails, and as blocks of their own they changed what the prune
// stage saw (two NodeBB threads -0.05 and -0.03, a collection -0.02).

func rescueFigures(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	rescueBetween(x, s, opt, mains, func(i int32) (take, ok bool) {
		if x.atom(i) != atom.Figure {
			return false, false
		}
		return x.text[i] == 0, true
	})
}
