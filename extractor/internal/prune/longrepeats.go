package prune

import (
	"folio/extractor/internal/classify"
	"folio/extractor/internal/wordhash"
)

// Long repeats on indexes and threads: a news index shows the same teaser
// under "Latest", again under "Most read" and again in a carousel; a
// directory lists a course under two headings; a forum prints the opening
// post again above each page or in a preview. The truth holds such a
// paragraph once and a reader wants it once. dedup.go cuts only whole
// copied blocks of some 40 words and two paragraphs, twins.go only copies
// side by side, repeats.go only a product page's; a lone teaser summary
// copied further down stays. So on a forum thread, and on content whose
// text is indexLinks or more in links (an index of teasers or cards,
// whose titles are links), a paragraph unit of longRepeatWords words or more whose
// words repeat an earlier unit's, word for word, is cut. Code is left
// alone (documentation repeats its snippets), and so are articles,
// services and documentation, whose truths keep their repeated
// paragraphs (a service page's closing call to action, a recipe's steps
// printed twice, a spec sentence under each plan).
//
// Measured (gym score, the rule against none): wcxb-dev 0.909562 ->
// 0.909750 (17 pages gain, up to +0.036: a dev blog index, two news
// indexes, a book list, four forum threads; two forum threads lose 0.004
// and 0.008); on every page type instead the mean fell to 0.909560
// (articles, services, documentation and a collection lose up to 0.19).
// The link share: 0.2 gave 0.909678, prose's 0.25 0.909665 (an article
// whose content is a quarter links loses 0.169), 0.3 0.909750, 0.4
// 0.909711.
const (
	longRepeatWords = 15
	indexLinks      = 0.3
)

// linkedIndex reports whether indexLinks or more of the content's text is
// link text.
func (t *tree) linkedIndex() bool {
	var total, links int32
	for _, r := range t.roots() {
		total += t.text[r]
		links += t.link[r]
	}
	return float32(links) >= indexLinks*float32(total)
}

func longRepeats(t *tree, cut func(int32, classify.Role)) {
	forum := t.page.Type == classify.TypeForum || t.page.Forum
	switch {
	case forum:
	case t.page.Type == classify.TypeArticle, t.page.Type == classify.TypeService, t.page.Type == classify.TypeDocs:
		return // a lyric's chorus, a notice under each section: see above
	case !t.linkedIndex():
		return
	}
	var seen *hashSet
	var toks []uint64
	var ends []int
	for _, u := range t.units {
		if t.cut[u] || t.code[u] || t.unitText[u] == "" {
			continue
		}
		toks, ends = sentenceTokens(toks[:0], ends[:0], t.keptText(u))
		if len(toks) < longRepeatWords {
			continue
		}
		if seen == nil {
			seen = newHashSet(64)
		}
		if !seen.add(wordhash.Seq(toks)) && t.canCut(u) {
			cut(u, classify.RoleBoilerplate)
		}
	}
}
