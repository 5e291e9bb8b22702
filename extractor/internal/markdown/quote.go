package markdown

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// quote writes a block quote; every line, blank ones included, carries ">".
func (r *renderer) quote(n *html.Node) {
	if !r.openBlock(n) {
		return
	}
	r.push(container{first: "> ", rest: "> ", kind: kQuote})
	r.children(n)
	r.flushPara()
	if !r.conts[len(r.conts)-1].used {
		if !isEmptyElement(n) {
			r.pop()
			return
		}
		r.beginBlock(kQuote)
		r.line("")
	}
	r.pop()
	r.last = kQuote
}

// forumQuote reports whether n is a forum's quoted post in a box that is
// no <blockquote>: vBulletin 4's bbcode_container, MyBB's mycode_quote,
// a React forum's quote-container (dom.EngineQuoteClass), vBulletin 3's
// <div> labelled "Quote:" (dom.LabelledQuote). The walker writes it as a
// block quote, so that a reader tells the quoted words from the reply.
// A box that holds a <blockquote> leaves the quote to it, and a box
// inside another, or inside a <blockquote> that is no post's message
// (dom.PostBody), is part of that one (vBulletin 4 nests bbcode_quote and
// quote_container in its bbcode_container): one level of ">" each.
// Table parts are left alone: phpBB 2's td.quote is a cell of its table.
//
// The ancestors are read before the subtree: a box inside another is no
// quote of its own whatever it holds, and reading each nested box's
// subtree for a <blockquote> cost depth times the page.
func forumQuote(n *html.Node) bool {
	if !quoteBox(n) {
		return false
	}
	for a := n.Parent; a != nil; a = a.Parent {
		if a.DataAtom == atom.Blockquote && !dom.PostBody(a) || quoteBox(a) {
			return false
		}
	}
	return !holdsBlockquote(n)
}

// quoteBox reports whether n is a forum's quote box other than a
// <blockquote> or a table part.
func quoteBox(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Blockquote, atom.Table, atom.Thead, atom.Tbody, atom.Tfoot, atom.Tr, atom.Td, atom.Th:
		return false
	}
	if c := dom.Attr(n, "class"); c != "" && (dom.ContainsFold(c, "quote") || dom.ContainsFold(c, "bbcode_container")) &&
		dom.EngineQuoteClass(dom.Lower(c)) {
		return true
	}
	if id := dom.Attr(n, "data-testid"); id != "" && dom.ContainsFold(id, "quote") && dom.EngineQuoteClass(dom.Lower(id)) {
		return true
	}
	return dom.LabelledQuote(n)
}

// holdsBlockquote reports whether n's subtree holds a <blockquote>.
func holdsBlockquote(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && (c.DataAtom == atom.Blockquote || holdsBlockquote(c)) {
			return true
		}
	}
	return false
}
