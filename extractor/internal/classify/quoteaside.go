package classify

import (
	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// Discourse renders a quotation inside a post as <aside class="quote">
// (the quoted post's author and words, or a linked topic's title and
// opening lines), where other forums use <blockquote>. An <aside> is a
// sidebar by its tag, so every quotation in a Discourse thread became
// chrome inside the post, while the truths keep quotations as they keep
// blockquotes (wcxb-dev: a Motley Fool thread lost 305 words of quotes).
// quoteAside reports an aside whose class holds the word "quote": it is
// text of the post, judged like any other. Measured on wcxb-dev: four
// Discourse threads gain (0.947 -> 0.990, +0.008, +0.006), two lose
// 0.001; ScrapingHub and trafilatura-dev unchanged. Cutting those that
// repeat an earlier post, as dedup does blockquotes, lost a little more.
func quoteAside(n *html.Node) bool {
	return dom.HasClass(n, "quote")
}
