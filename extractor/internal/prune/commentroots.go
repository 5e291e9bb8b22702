package prune

import (
	"strings"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
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
// least commentRest letters and 1-commentShare of the text left.
func commentRoots(t *tree, cut func(int32, classify.Role)) {
	lca := rootsAncestor(t)
	if lca == nil || t.hasCode() || t.page.Forum {
		return
	}
	var total, sum int32
	var boxed []int32
	long := false // a long paragraph in a root before the first boxed one
	for _, r := range t.roots() {
		total += t.text[r]
		if t.cut[r] || t.text[r] == 0 {
			continue
		}
		if commentAbove(t, r, lca) {
			if !long {
				return
			}
			boxed = append(boxed, r)
			sum += t.text[r]
			continue
		}
		if len(boxed) > 0 {
			continue
		}
		for i := r; i < t.end[r]; i++ {
			if t.unit[i] == i && !t.cut[i] && t.own[i] >= tailLong && t.linkDensity(i) <= tailLinks {
				long = true
				break
			}
		}
	}
	cutThread(t, boxed, sum, total, commentRest, cut)
}

// commentAbove reports whether root r, or an element above it below lca,
// has a discard name naming comments (not a commentary).
func commentAbove(t *tree, r int32, lca *html.Node) bool {
	for p := t.nodes[r]; p != nil && p != lca; p = p.Parent {
		if k, ok := discardKey(p, false); ok && commentTable.in(k) && !strings.Contains(k, "commentar") {
			return true
		}
	}
	return false
}
