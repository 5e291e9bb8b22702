package prune

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// A newspaper's own commentary in a box named as comments. German calls a
// reader's comment and an editor's opinion column both "Kommentar" (Polish
// "komentarz" likewise), so the box of a report's attached commentary,
// "article-kommentar", reads to the comment rules as the readers' thread
// under the report, and the column went (a synthetic report with its
// three-paragraph commentary lost it to comment-thread). The name cannot
// tell them apart; the shape can. Readers' comments are items, each in a
// box of its own with a name, a time and a reply link, beside a form to
// write one; a commentary is one writer's prose: long paragraphs side by
// side in one box, holding most of its text, and no form. The English
// name of the column ("article-commentary") says it already.

// commentaryShare is the least share of a commentary's letters in its
// long paragraphs: the rest is its heading and byline. A single comment's
// paragraphs sit among its name, time, reply link and the thread's form.
const commentaryShare = 2.0 / 3

// threadName reports whether element n, whose discard key is k, is named
// as a comment thread: a comment token in the key, and neither named nor
// shaped as a commentary (commentary).
func threadName(k string, n *html.Node) bool {
	return k != "" && commentTable.in(k) && !strings.Contains(k, "commentar") && !commentary(n)
}

// commentary reports whether box n reads as one writer's prose: one box,
// not an item among siblings of its tag and class (a blog's comments
// each in a "comments-body" box, wcxb-dev 0452); no form control; two
// long paragraphs or more (tailLong letters, link density at most
// tailLinks) that are siblings in n or in one child of n; and
// commentaryShare of n's letters in them. The walk reads n once.
func commentary(n *html.Node) bool {
	if repeatedBox(n) {
		return false
	}
	var parent *html.Node
	long := 0
	var prose, all int32
	thread := false // a form control, or long paragraphs in two boxes
	var walk func(*html.Node)
	walk = func(e *html.Node) {
		for c := e.FirstChild; c != nil && !thread; c = c.NextSibling {
			switch {
			case c.Type == html.TextNode:
				all += letters(c.Data)
			case c.Type != html.ElementNode:
			case c.DataAtom == atom.Form || c.DataAtom == atom.Textarea || c.DataAtom == atom.Input:
				thread = true
			case skipped(c):
			case c.DataAtom == atom.P:
				text, link := linkLetters(c, false)
				all += text
				if text < tailLong || float32(link) > tailLinks*float32(text) {
					continue
				}
				if parent != nil && c.Parent != parent {
					thread = true
					continue
				}
				parent = c.Parent
				long++
				prose += text
			default:
				walk(c)
			}
		}
	}
	walk(n)
	if thread || long < 2 || parent != n && parent.Parent != n {
		return false
	}
	return float32(prose) >= commentaryShare*float32(all)
}

// linkLetters returns the letters and digits of n's text and how many of
// them lie inside links (inLink: n lies in one).
func linkLetters(n *html.Node, inLink bool) (text, link int32) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			k := letters(c.Data)
			text += k
			if inLink {
				link += k
			}
		case c.Type == html.ElementNode && !skipped(c):
			t, l := linkLetters(c, inLink || c.DataAtom == atom.A)
			text += t
			link += l
		}
	}
	return text, link
}

// repeatedSiblings bounds the siblings repeatedBox reads each way.
const repeatedSiblings = 64

// repeatedBox reports whether one of n's sibling elements, among the
// repeatedSiblings nearest each way, has n's tag and class.
func repeatedBox(n *html.Node) bool {
	class := dom.Attr(n, "class")
	same := func(c *html.Node) bool {
		return c.Type == html.ElementNode && c.DataAtom == n.DataAtom && c.Data == n.Data && dom.Attr(c, "class") == class
	}
	k := 0
	for c := n.PrevSibling; c != nil && k < repeatedSiblings; c = c.PrevSibling {
		if same(c) {
			return true
		}
		k++
	}
	k = 0
	for c := n.NextSibling; c != nil && k < repeatedSiblings; c = c.NextSibling {
		if same(c) {
			return true
		}
		k++
	}
	return false
}
