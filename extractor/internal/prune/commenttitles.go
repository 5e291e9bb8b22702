package prune

import (
	"strings"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Comment threads titled in words: on pages whose class names say nothing
// (hashed CSS-module names, "k2w"), a reader's comments still sit under a
// heading that names them, with or without a count ("Comments (3)",
// "Комментарии (3)", "网友评论（3）", "コメント（3件）", "댓글 3"; the
// comment titles of the phrase lists, "%" lines). After the article's
// text (commentTitleRest letters of it before the heading), the heading
// and what follows it in its box are the thread: the whole box when the
// heading opens it, else the heading and its later siblings. The thread
// goes on an article or a page of unknown type, when it is under
// commentShare of the content (cutThread). The class-named rule's
// commentRest (1000 letters: a class name is weak evidence) would spare
// every short news story; a heading that names comments after the text is
// strong evidence, and two long paragraphs are an article. A heading that
// is a link (a "Comments (3)" link to the thread elsewhere) is no title.
// The class-named threads go first (commentThreads); this reads what they
// leave.
//
// The same words title a news story's section ("Reacties" on what a
// decision drew, "תגובות", "评论"): the later siblings swept stop at the
// next heading of the title's level or higher, which opens the story's
// next section, and a title without a count is a thread's only when what
// it heads looks like one (commentLike): commentTitleDated short dated
// units (a commenter's name and time) or a reply form. A Dutch article
// lost its "Reacties" section and the "Hoe verder" one after it. A title
// that heads such a section is kept with it (tree.keep): the boilerplate
// lines, which read the comment titles as lines too, cut "评论" alone
// over the paragraphs it titles ("Comments" survived there only as a
// one-word heading, and "评论" counts two words). Output of all four
// corpora unchanged.
const (
	commentTitleRest  = 2 * tailLong
	commentTitleDated = 2
)

func commentTitles(t *tree, cut func(int32, classify.Role)) {
	if t.hasCode() {
		return
	}
	var before int32 // letters of the text before the unit
	for _, u := range t.units {
		if t.cut[u] {
			continue
		}
		if before += t.own[u]; before-t.own[u] < commentTitleRest {
			continue
		}
		if !heading(t.nodes[u]) || t.link[u] > 0 || wordsOver(t.unitText[u], phraseMaxWords) {
			continue
		}
		titled, counted := commentTitle(t.unitText[u])
		if !titled {
			continue
		}
		level := dom.HeadingLevel(t.nodes[u].DataAtom)
		h := u
		for p := t.parent[h]; p >= 0 && t.text[p] == t.text[u] && t.canCut(p); p = t.parent[h] {
			h = p
		}
		boxes, sum := []int32{h}, t.text[h]
		if p := t.parent[h]; p >= 0 && opens(t, p, h) && t.canCut(p) {
			boxes, sum = []int32{p}, t.text[p]
		} else {
			for s := t.next(h); s >= 0; s = t.next(s) {
				if l := opensHeading(t, s); l > 0 && l <= level {
					break // the story's next section
				}
				if t.canCut(s) {
					boxes, sum = append(boxes, s), sum+t.text[s]
				}
			}
		}
		switch {
		case counted || commentLike(t, boxes):
			cutThread(t, boxes, sum, t.totalText(), commentTitleRest, cut)
		case sum > t.text[h]:
			// The title heads a section of the story, which stays: so does
			// the title, which the boilerplate lines would read as a
			// comment heading ("评论", "Reader comments") and cut alone.
			for i := u; i >= 0 && i >= h; i = t.parent[i] {
				t.keep(i)
			}
		}
		return
	}
}

// commentTitle reports whether the line s names a comment thread, a count
// aside, and whether it gives their count (a digit: normLine may have
// dropped the count already).
func commentTitle(s string) (titled, counted bool) {
	line := normLine(s)
	titled = phrases.comment[line]
	if !titled {
		line, ok := dropCount(line, true)
		titled = ok && phrases.comment[line]
	}
	return titled, titled && strings.ContainsFunc(s, unicode.IsDigit)
}

// opensHeading returns the level of the heading that opens element s (s
// itself, or its first descendant that holds text with no text of its
// own before it), 0 when none does.
func opensHeading(t *tree, s int32) int {
	for i := s; ; {
		if heading(t.nodes[i]) {
			return dom.HeadingLevel(t.nodes[i].DataAtom)
		}
		if t.own[i] > 0 {
			return 0 // text of its own, perhaps before the heading
		}
		c := i + 1
		for c < t.end[i] && t.text[c] == 0 {
			c = t.end[c]
		}
		if c >= t.end[i] {
			return 0
		}
		i = c
	}
}

// commentLike reports whether the boxes under a comment title read as a
// thread: commentTitleDated short units that hold a date or a time (each
// comment's name and time), a reply form, or the box of a thread that
// scripts fill (threadWidget).
func commentLike(t *tree, boxes []int32) bool {
	dated := 0
	for _, b := range boxes {
		if replyForm(t.nodes[b]) || threadWidget(t, b) {
			return true
		}
		for _, u := range t.units {
			if u >= b && u < t.end[b] && datedLine(t.unitText[u]) {
				if dated++; dated >= commentTitleDated {
					return true
				}
			}
		}
	}
	return false
}

// threadWidget reports whether box b or an element in it is named for a
// thread a script fills ("fb-comments", "disqus_thread"): such a box is
// empty in the page, and the heading above it names only it.
func threadWidget(t *tree, b int32) bool {
	for i := b; i < t.end[b]; i++ {
		for _, name := range [2]string{t.class[i], t.id[i]} {
			if strings.Contains(name, "comment") || strings.Contains(name, "disqus") {
				return true
			}
		}
	}
	return false
}

// datedLine reports whether s is a short line that holds a date or time.
func datedLine(s string) bool {
	if !mayBeDateline(s) || wordsOver(s, datelineMaxWords) {
		return false
	}
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '|' }) {
		if isNumeric(w) && numericDate(w) {
			return true
		}
	}
	return false
}

// replyForm reports whether n holds a form or a text area to reply in.
func replyForm(n *html.Node) bool {
	if n.Type == html.ElementNode && (n.DataAtom == atom.Form || n.DataAtom == atom.Textarea) {
		return true
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if replyForm(c) {
			return true
		}
	}
	return false
}

// opens reports whether h is the first child of p that holds text.
func opens(t *tree, p, h int32) bool {
	for c := p + 1; c < h; c = t.end[c] {
		if t.text[c] > 0 {
			return false
		}
	}
	return true
}
