package prune

import (
	"folio/extractor/internal/classify"
)

// Comment threads under a blog post or a news article ("35 Comments",
// "Sie sind aktuell nicht eingeloggt. Um einen Kommentar zu schreiben
// ..."): the boxes named as comments after the article's text. The
// discard-name rule leaves them when they are large (a thread longer than
// the post it follows) or repeat (one "li.comment" per comment); here they
// go together on an article (Page.Type): on a forum or Q&A thread the
// comments are the content, and WCXB's product truths keep the reviews
// (wcxb-dev 0185, 0594 lost 0.3 each). Not under documentation with code either (wcxb-dev 0681).
// Guards: the article's own text, before the first comment box, holds a
// long paragraph and at least commentRest letters stay; a box
// named ("article-commentary") or shaped (commentaries.go: a German
// "article-kommentar" of one writer's paragraphs) as a commentary is an
// opinion piece, not its readers' comments.
const (
	commentRest  = 1000
	commentShare = 0.9
)

func commentThreads(t *tree, cut func(int32, classify.Role)) {
	if t.hasCode() {
		return
	}
	total := t.totalText()
	if total == 0 {
		return
	}
	t.discardKeys() // commentName reads t.names
	var boxes []int32
	var sum int32
	long := false // a long paragraph of the article before the first box
	for i := int32(0); i < int32(len(t.nodes)); i++ {
		if t.cut[i] || t.text[i] == 0 {
			continue
		}
		if t.parent[i] >= 0 && commentName(t, i) && t.canCut(i) {
			if !long {
				return // comments before any article text: a thread page
			}
			boxes = append(boxes, i)
			sum += t.text[i]
			i = t.end[i] - 1
			continue
		}
		if t.unit[i] == i && t.own[i] >= tailLong && t.linkDensity(i) <= tailLinks {
			long = true
		}
	}
	cutThread(t, boxes, sum, total, commentRest, cut)
}

// cutThread cuts a thread's boxes, holding sum of the content's total
// letters, when they leave rest letters and 1-commentShare of the text,
// on an article or a page of unknown type.
func cutThread(t *tree, boxes []int32, sum, total, rest int32, cut func(int32, classify.Role)) {
	if len(boxes) == 0 || float32(sum) > commentShare*float32(total) || total-sum < rest {
		return
	}
	if typ := t.page.Type; typ != classify.TypeArticle && typ != classify.TypeUnknown {
		return
	}
	for _, i := range boxes {
		cut(i, classify.RoleComments)
	}
}

// commentName reports whether element i's discard key (its first class
// word, else its id, naming boilerplate) names a comment thread
// (threadName).
func commentName(t *tree, i int32) bool {
	return threadName(t.names[i], t.nodes[i])
}
