package dom

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Quote boxes: forum software prints a quoted post inside a reply in a
// box of its own, which the prune stage cuts when it copies a post
// already shown (prune/quotes.go) and the Markdown walker writes as a
// block quote. vBulletin wraps it in bbcode_container around
// bbcode_quote, MyBB names it mycode_quote, phpBB quotebox, XenForo
// bbCodeBlock--quote, Invision ipsQuote; a React forum names it in
// data-testid ("quote-container"), as test ids name components.
var engineQuoteClasses = []string{
	"bbcode_quote", "bbcode_container", "bbcodeblock--quote", "bbcodequote",
	"ipsquote", "mycode_quote", "quotebox", "quotecontainer", "quote_container", "quote-container",
}

// QuoteClass reports whether the lower-cased class list or test id names
// a quoted post's box: the bare word "quote" (Discourse's aside.quote,
// phpBB 2's td.quote) or a forum engine's own name for it.
func QuoteClass(lower string) bool {
	return strings.Contains(lower, "quote") && HasToken(lower, "quote") || EngineQuoteClass(lower)
}

// EngineQuoteClass reports whether the lower-cased class list or test id
// holds a forum engine's own name for a quoted post's box. The bare word
// "quote" is left out: a service page's "quote" box asks for a price.
func EngineQuoteClass(lower string) bool {
	if !strings.Contains(lower, "quote") && !strings.Contains(lower, "bbcode_container") {
		return false // most elements: no need to split the class
	}
	for w := range Tokens(lower) {
		for _, q := range engineQuoteClasses {
			if w == q {
				return true
			}
		}
	}
	return false
}

// LabelledQuote reports whether n is a quote box that no class names but
// a label opens: vBulletin 3 prints a quoted post as a <div> holding the
// label "Quote:" (a div.smallfont) and, after it, a table of one cell
// with "Originally Posted by X" over the quoted words. The box holds
// nothing else.
func LabelledQuote(n *html.Node) bool {
	if n.DataAtom != atom.Div {
		return false
	}
	label := nextElement(n.FirstChild)
	if label == nil || label.DataAtom == atom.Table || !quoteLabel(label) {
		return false
	}
	box := nextElement(label.NextSibling)
	return box != nil && box.DataAtom == atom.Table && nextElement(box.NextSibling) == nil && !ownText(n)
}

// quoteLabels are the words that label a quote box, in the languages of
// issue 12 ("Quote:", "Zitat:", "Citation :").
var quoteLabels = []string{"quote", "zitat", "citation", "cita", "citazione", "citaat", "cytat", "citação", "cytuj"}

// quoteLabel reports whether label's text is a quote box's label: a word
// of quoteLabels in any case, with its colon or without. Every <div>'s
// first child is asked, so it reads at most maxLabelBytes of text into
// a buffer on the stack and allocates nothing, and at most maxLabelNodes
// nodes.
func quoteLabel(label *html.Node) bool {
	var buf [maxLabelBytes]byte
	n, nodes := 0, 0
	for c := label.FirstChild; c != nil; c = Next(label, c) {
		if nodes++; nodes > maxLabelNodes {
			return false
		}
		if c.Type != html.TextNode {
			continue
		}
		if n+len(c.Data) > len(buf) {
			return false
		}
		n += copy(buf[n:], c.Data)
	}
	t := strings.TrimSpace(string(buf[:n]))
	t = strings.TrimSpace(strings.TrimSuffix(t, ":"))
	for _, l := range quoteLabels {
		if strings.EqualFold(t, l) {
			return true
		}
	}
	return false
}

// maxLabelBytes is the most text a quote box's label holds ("Citazione:"
// and the white space around it).
const maxLabelBytes = 32

// maxLabelNodes is the most nodes a quote box's label holds: its text,
// perhaps in a <b> or a <strong>, and white space. A first child of
// empty elements (icons, spacers) holds no text to stop the read, and was
// read to its end for every <div> around it, time in depth times the page.
const maxLabelNodes = 8

// nextElement returns c or the first element sibling after it, skipping
// white space and comments; nil when a text with letters comes first or
// there is none.
func nextElement(c *html.Node) *html.Node {
	for ; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.ElementNode:
			return c
		case html.TextNode:
			if strings.TrimSpace(c.Data) != "" {
				return nil
			}
		}
	}
	return nil
}

// ownText reports whether n has a child text node that is not white space.
func ownText(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.TextNode && strings.TrimSpace(c.Data) != "" {
			return true
		}
	}
	return false
}

// PostBody reports whether n is a <blockquote> that holds a forum post's
// own message rather than a quote: vBulletin 4 prints every post's
// message in blockquote.postcontent, XenForo 1 in blockquote.messageText,
// and the quotes the post holds are boxes inside it.
func PostBody(n *html.Node) bool {
	if n.DataAtom != atom.Blockquote {
		return false
	}
	c := Attr(n, "class")
	return c != "" && (HasTokenFold(c, "postcontent") || HasTokenFold(c, "messageText"))
}
