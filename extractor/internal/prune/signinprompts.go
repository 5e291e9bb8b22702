package prune

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Sign-in prompts: a short line that opens with a link to the site's
// sign-in page and goes on with what signing in would allow ("<a
// href=/login/?redir=app/730>Sign in</a> to add this item to your
// wishlist, follow it, or mark it as ignored", "Log in to set a price
// alert") speaks to the visitor about their account, not about the page's
// subject. The link's address says it in any language: its path names a
// login or sign-in page (loginWords). Only a line of at most
// signInLineWords words whose link text is at most signInLinkWords words
// goes: a how-to step that starts by logging in to a service links to
// that service, and a paragraph that mentions signing in is longer.
//
// The prompt often sits in a small box under its own heading ("<div><h2>
// Price Alert</h2><a href=/accounts/login/>Log in</a> to set a price
// alert on this product.</div>"): the box is a unit holding a nested
// block, so the line's link is the first thing after the leading blocks,
// and the whole box goes when all its text, heading included, is at most
// signInLineWords words (a heading naming what the visitor cannot use
// without an account is not the page's subject either). A banner that
// says the visitor is not signed in without linking a login page ("You're
// not signed in! Open this page in the app to wishlist...") is left to
// phrases.txt: only its words say what it is.
const (
	signInLineWords = 20
	signInLinkWords = 3
)

// loginWords are the path words of sign-in pages: login, log-in, signin,
// sign-in, sign_in (separators folded), and the German and French
// "anmelden" and "connexion".
var loginWords = []string{"login", "signin", "anmelden", "connexion"}

func signInPrompts(t *tree, cut func(int32, classify.Role)) {
	for _, u := range t.units {
		if t.cut[u] || t.text[u] == 0 || t.text[u] > shortLetters(signInLineWords) {
			continue
		}
		a := leadingLink(t.nodes[u])
		if a == nil || !loginHref(dom.Attr(a, "href")) {
			continue
		}
		// The line must say more than its link, counted alike.
		line, linkWords := t.unitText[u], dom.WordsUpTo(dom.Text(a, nil), signInLinkWords+1)
		if wordsOver(line, signInLineWords) || linkWords > signInLinkWords || !wordsOver(line, linkWords) {
			continue
		}
		if t.mixed[u] && wordsOver(dom.Text(t.nodes[u], nil), signInLineWords) {
			continue // the box holds more than a short line
		}
		cut(u, classify.RoleBoilerplate)
	}
}

// leadingLink returns the <a> that opens n's own text: its first child
// that is not white space or a nested block (a box's heading), or that
// child's own first such child when it is an inline wrapper (<b>,
// <strong>, <span>); nil when the text opens with anything else.
func leadingLink(n *html.Node) *html.Node {
	for depth := 0; depth < 3; depth++ {
		c := n.FirstChild
		for c != nil && (c.Type == html.CommentNode || c.Type == html.TextNode && strings.TrimSpace(c.Data) == "" ||
			depth == 0 && c.Type == html.ElementNode && !classify.Inline(c.DataAtom)) {
			c = c.NextSibling
		}
		if c == nil || c.Type != html.ElementNode {
			return nil
		}
		switch c.DataAtom {
		case atom.A:
			return c
		case atom.B, atom.Strong, atom.Span, atom.Em:
			n = c
		default:
			return nil
		}
	}
	return nil
}

// loginHref reports whether an address's path (query and fragment left
// out) holds a login word once hyphens and underscores are folded. It
// runs on every short line that opens with a link (menus, card titles), so
// it reads the address in place.
func loginHref(href string) bool {
	if i := strings.IndexAny(href, "?#"); i >= 0 {
		href = href[:i]
	}
	if i := strings.Index(href, "://"); i >= 0 {
		j := strings.IndexByte(href[i+3:], '/')
		if j < 0 {
			return false
		}
		href = href[i+3+j:]
	}
	for i := 0; i < len(href); i++ {
		if i > 0 && dom.ASCIILetter(href[i-1]) {
			continue // inside a word: "/blog-index" holds no "log-in"
		}
		for _, w := range loginWords {
			if end := foldedAt(href, i, w); end >= 0 && (end == len(href) || !dom.ASCIILetter(href[end])) {
				return true
			}
		}
	}
	return false
}

// foldedAt returns where w (lower-case ASCII) ends in s when s from i
// spells it in any case, hyphens and underscores after its first letter
// skipped, or -1.
func foldedAt(s string, i int, w string) int {
	k := 0
	for ; i < len(s) && k < len(w); i++ {
		c := s[i]
		if k > 0 && (c == '-' || c == '_') {
			continue
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != w[k] {
			return -1
		}
		k++
	}
	if k < len(w) {
		return -1
	}
	return i
}
