package prune

import "folio/extractor/internal/classify"

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
const commentTitleRest = 2 * tailLong

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
		if !heading(t.nodes[u]) || t.link[u] > 0 || wordsOver(t.unitText[u], phraseMaxWords) || !commentTitle(t.unitText[u]) {
			continue
		}
		h := u
		for p := t.parent[h]; p >= 0 && t.text[p] == t.text[u] && t.canCut(p); p = t.parent[h] {
			h = p
		}
		boxes, sum := []int32{h}, t.text[h]
		if p := t.parent[h]; p >= 0 && opens(t, p, h) && t.canCut(p) {
			boxes, sum = []int32{p}, t.text[p]
		} else {
			for s := t.next(h); s >= 0; s = t.next(s) {
				if t.canCut(s) {
					boxes, sum = append(boxes, s), sum+t.text[s]
				}
			}
		}
		cutThread(t, boxes, sum, t.totalText(), commentTitleRest, cut)
		return
	}
}

// commentTitle reports whether the line s names a comment thread, a count
// aside.
func commentTitle(s string) bool {
	line := normLine(s)
	if phrases.comment[line] {
		return true
	}
	line, ok := dropCount(line, true)
	return ok && phrases.comment[line]
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
