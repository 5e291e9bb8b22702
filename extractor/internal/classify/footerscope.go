package classify

import (
	"strings"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// pageFooter reports whether footer element n is the page's footer although
// it lies inside <main>. HTML scopes a <footer> to its nearest sectioning
// content (article, section, aside, nav) or sectioning root (blockquote,
// details, dialog, fieldset, figure, td); <main> is neither, so a footer
// whose only content ancestor is <main> belongs to the body: the site's
// footer, which some themes render inside <main> (a news index's "© 2026
// ... All rights reserved" line under its newsletter box).
//
// A post's own footer lies there too, so scope is not enough:
//   - an ARIA role that makes an element an article or a landmark
//     (article, region, complementary, navigation, main) scopes the
//     footer as the element would (a theme's <div role="article">);
//   - a footer of notes is the post's, never the site's: role
//     doc-endnotes or doc-footnotes on it or inside it, or a class or id
//     word footnote(s), notes, endnotes or references on it or inside it;
//   - a footer whose class or id words name content (entry-content) is
//     content, as the class hints would read it;
//   - the rest is the site's footer only with a site footer's evidence:
//     it ends <main> (no text after it there) and holds a copyright
//     notice or is mostly links (linkDenseFooter). A post's footnotes
//     without a class end <main> too, but are prose with at most a link
//     back each.
//
// Measured (gym score, precise mean): the scope alone took wcxb-dev
// 0.909226 -> 0.909300 (a news index 0.358 -> 0.420, a forum behind a
// bot check 0.858 -> 0.905, a service page 0.923 -> 0.925). The evidence
// keeps the news index (its footer ends <main> and holds "©") and gives
// back the other two, 0.909615 -> 0.909582 on the model of 09ac588 (the bot
// check's footer is a short credit line; 1288 letters of the service
// page follow its company menu in <main>), for footnotes must stay;
// ScrapingHub, trafilatura-dev and readability-testpages identical page
// for page.
//
// PageFooter is the one answer to "is this footer the page's?" for
// tagRole, asideRole (asides.go) and prune's pageLandmark.
func pageFooter(n *html.Node) bool {
	for p := n.Parent; p != nil && p.DataAtom != atom.Body; p = p.Parent {
		switch p.DataAtom {
		case atom.Article, atom.Section, atom.Aside, atom.Nav,
			atom.Blockquote, atom.Details, atom.Dialog, atom.Fieldset, atom.Figure, atom.Td:
			return false
		}
		if scopeRoles[dom.Attr(p, "role")] {
			return false
		}
	}
	if contentClass(n) || noteList(n) || !endsMain(n) {
		return false
	}
	t := footerText(n)
	return copyrightNotice(t.text) || float32(t.link) >= linkDenseFooter*float32(t.size)
}

// PageFooter reports whether footer element n is the page's footer: one
// that no <article> or <main> holds, or one inside <main> that pageFooter
// finds the site's. The classifier's tag roles, its aside roles and
// prune's landmark roots all ask it, so that the three agree.
func PageFooter(n *html.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.DataAtom == atom.Article || p.DataAtom == atom.Main {
			return pageFooter(n)
		}
	}
	return true
}

// linkDenseFooter is the least share of a footer's text inside links for
// it to be a site footer's menu (About, Careers, Terms).
const linkDenseFooter = 0.6

// scopeRoles are the ARIA roles that scope a <footer> inside them as the
// sectioning elements do.
var scopeRoles = map[string]bool{
	"article": true, "region": true, "complementary": true, "navigation": true, "main": true,
}

// noteWords are class and id words of a list of notes.
var noteWords = map[string]bool{
	"footnote": true, "footnotes": true, "notes": true, "endnotes": true, "references": true,
}

// contentClass reports whether n's class or id words name content
// (contentHint), as hintRole reads them, except "text": utility CSS
// names a footer's type with it ("text-sm", "text-darkText" on a news
// index's site footer).
func contentClass(n *html.Node) bool {
	var buf [8]string
	words := hintWords(n, buf[:0])
	for k, w := range words {
		if contentHint(w) && w != "text" && !hardPart(words, k) {
			return true
		}
	}
	return false
}

// noteList reports whether n or an element inside it is a list of notes:
// an ARIA role doc-endnotes or doc-footnotes, or a note word in its class
// or id.
func noteList(n *html.Node) bool {
	var buf [8]string
	for c := range n.Descendants() {
		if c.Type != html.ElementNode {
			continue
		}
		switch dom.Attr(c, "role") {
		case "doc-endnotes", "doc-footnotes":
			return true
		}
		for _, w := range hintWords(c, buf[:0]) {
			if noteWords[w] {
				return true
			}
		}
	}
	for _, w := range hintWords(n, buf[:0]) {
		if noteWords[w] {
			return true
		}
	}
	return false
}

// endsMain reports whether no visible text follows n inside its <main>.
func endsMain(n *html.Node) bool {
	for p := n; p != nil && p.DataAtom != atom.Main; p = p.Parent {
		for s := p.NextSibling; s != nil; s = s.NextSibling {
			if s.Type == html.TextNode && strings.TrimSpace(s.Data) != "" {
				return false
			}
			if s.Type == html.ElementNode && !skipped(s) && footerText(s).size > 0 {
				return false
			}
		}
	}
	return true
}

// footerStats are the visible text of an element, its size and the part
// inside links, in non-space runes.
type footerStats struct {
	text       string
	size, link int
}

// footerText gathers the visible text of n.
func footerText(n *html.Node) footerStats {
	var b strings.Builder
	var t footerStats
	var walk func(n *html.Node, inLink bool)
	walk = func(n *html.Node, inLink bool) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch c.Type {
			case html.TextNode:
				b.WriteString(c.Data)
				b.WriteByte(' ')
				for _, r := range c.Data {
					if !unicode.IsSpace(r) {
						t.size++
						if inLink {
							t.link++
						}
					}
				}
			case html.ElementNode:
				if !skipped(c) {
					walk(c, inLink || c.DataAtom == atom.A)
				}
			}
		}
	}
	walk(n, n.DataAtom == atom.A)
	t.text = b.String()
	return t
}
