package prune

import (
	"strings"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Comment bodies chosen as content roots of their own: the classifier
// picked the article and, one by one, the text of each comment below it
// (Slashdot's "commentBody" divs under div#comments, a blog's comment
// paragraphs under ol.commentlist), so commentThreads, which looks for
// comment boxes inside a root, finds none. Here the roots lying in a box
// named as comments (commentName's tokens, on an element between the root
// and the element holding every root) go together, with the guards of
// commentThreads: an article page (not a forum, whose posts sit in such a
// box, nor a product with its reviews, nor a thread on a host named as a
// forum that declares itself an article: wcxb-dev 0526), no code, a root
// outside any comment box before them holding a long paragraph, and at
// least commentRest letters and 1-commentShare of the text left. Roots
// under a heading that titles the thread, where no class names it, take
// commenttitles.go's guards instead: commentTitleRest letters of text
// before them and left.
func commentRoots(t *tree, cut func(int32, classify.Role)) {
	commentRootsRead(t, cut)
}

// commentRootsRead is commentRoots; it returns the elements read to find
// the headings that title threads, which a test bounds.
func commentRootsRead(t *tree, cut func(int32, classify.Role)) (read int) {
	lca := rootsAncestor(t)
	if lca == nil || t.hasCode() || t.page.Forum {
		return 0
	}
	var titles threadTitles
	var total, sum, before int32
	var boxed []int32
	long := false   // a long paragraph in a root before the first boxed one
	titled := false // the boxes are titled by a heading, not named
	for _, r := range t.roots() {
		total += t.text[r]
		if t.cut[r] || t.text[r] == 0 {
			continue
		}
		if named, title := commentAbove(t, r, lca, &titles); named || title {
			if len(boxed) == 0 {
				titled = title && !named
			}
			if !long && !(titled && before >= commentTitleRest) {
				return titles.read
			}
			boxed = append(boxed, r)
			sum += t.text[r]
			continue
		}
		if len(boxed) > 0 {
			continue
		}
		before += t.text[r]
		for i := r; i < t.end[r]; i++ {
			if t.unit[i] == i && !t.cut[i] && t.own[i] >= tailLong && t.linkDensity(i) <= tailLinks {
				long = true
				break
			}
		}
	}
	rest := int32(commentRest)
	if titled {
		rest = commentTitleRest // commenttitles.go's guards
	}
	cutThread(t, boxed, sum, total, rest, cut)
	return titles.read
}

// commentAbove reports whether root r, or an element above it below lca,
// has a discard name naming comments (not a commentary), and whether one
// opens with a heading that titles a comment thread (commenttitles.go:
// "Comments (3)" over comment boxes whose class names are hashed).
func commentAbove(t *tree, r int32, lca *html.Node, titles *threadTitles) (named, titled bool) {
	for p := t.nodes[r]; p != nil && p != lca; p = p.Parent {
		if k, _ := discardKey(p, false); k != "" && titles.thread(k, p) {
			return true, titled
		}
		titled = titled || p != t.nodes[r] && titles.titled(p)
	}
	return false, titled
}

// threadTitles answers titledThread for the ancestors the roots climb
// through, each once. The roots of a page share their ancestors, and an
// ancestor's text-less first children (a grid of empty placeholders) were
// walked again for every root: 50000 empty elements over a few hundred
// roots took 0.3 s. Asked once each, every element is read at most once:
// the children titledThread walks stand before the first that holds text,
// and every other ancestor asked holds a root's text.
//
// It answers threadName for them too, each once: every root inside a
// thread's box climbs through the box, and commentary reads it whole.
type threadTitles struct {
	seen    map[*html.Node]bool
	threads map[*html.Node]bool
	read    int // elements holdsText read
}

// thread is threadName(k, n), worked out on n's first asking.
func (th *threadTitles) thread(k string, n *html.Node) bool {
	if v, ok := th.threads[n]; ok {
		return v
	}
	if th.threads == nil {
		th.threads = map[*html.Node]bool{}
	}
	v := threadName(k, n)
	th.threads[n] = v
	return v
}

// titled is titledThread(n), worked out on n's first asking.
func (th *threadTitles) titled(n *html.Node) bool {
	if v, ok := th.seen[n]; ok {
		return v
	}
	if th.seen == nil {
		th.seen = map[*html.Node]bool{}
	}
	v := titledThread(n, &th.read)
	th.seen[n] = v
	return v
}

// titledThread reports whether n's first child element that holds text is
// a heading titling a comment thread. Only a heading's text is read: the
// first child of a root's ancestor is often the whole story, and every
// root climbs through it. read counts the elements holdsText reads.
func titledThread(n *html.Node, read *int) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type != html.ElementNode:
		case heading(c):
			text := dom.Text(c, skipped)
			if strings.TrimSpace(text) == "" {
				continue
			}
			if wordsOver(text, phraseMaxWords) {
				return false
			}
			titled, _ := commentTitle(text)
			return titled
		case holdsText(c, read):
			return false
		}
	}
	return false
}

// holdsText reports whether n's subtree holds a text node that is not
// white space, reading no further than the first; read counts the
// elements it reads.
func holdsText(n *html.Node, read *int) bool {
	*read++
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode && strings.TrimSpace(c.Data) != "":
			return true
		case c.Type == html.ElementNode && !skipped(c) && holdsText(c, read):
			return true
		}
	}
	return false
}
