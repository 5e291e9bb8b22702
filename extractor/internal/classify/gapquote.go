package classify

import (
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Quotations between chosen blocks (the walk is rescueBetween's). When the
// block set takes a story paragraph by paragraph, a <blockquote> standing
// between two chosen paragraphs is in none of them: a one-line quotation is
// a few words the model finds unlikely, and mergeUp then marks it
// boilerplate (readability-testpages: a Medium story lost "Stay focused on
// the CPU!" and the definition it quotes, and with it the heading the
// quotation opens). On a page that declares itself an article, such a
// blockquote joins the content; it runs before the heading rule, so that a
// heading whose next text is the quotation is taken too.
//
// Measured with gym score against the rule on every article-like page:
// services and unrouted pages quote testimonials and forum posts between
// their blocks (a payments vendor's customer quotes, wcxb-dev 0.631 ->
// 0.528; a kernel thread's quoted mail 0.809 -> 0.803), and embedded posts
// (the blockquotes a platform's embed script styles, embeds.go) are left to
// the selection, since the truths disagree on them (ScrapingHub keeps
// tweets, WCXB leaves them out: an AI researcher's post 1.000 -> 0.947).

func rescueGapQuotes(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	if opt.pageType != TypeArticle {
		return
	}
	rescueBetween(x, s, opt, mains, func(i int32) (take, ok bool) {
		if x.atom(i) != atom.Blockquote {
			return false, false
		}
		return x.text[i] > 0 && !embedClass(dom.Attr(x.nodes[i], "class")), true
	})
}
