package classify

import (
	"strings"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// A page declares its summary in <meta name="description"> (and
// og:description, twitter:description); shops and stores print that same
// text as the product's short description beside its name, in the buy box
// or the header above the long description, and the set of subtrees
// (blockset.go) leaves it out when it stands alone there at a middling
// model probability. When a paragraph unit outside the chosen blocks and
// outside chrome says the declared summary (the same words, or the start
// of them when the page cuts the text, or the summary and more), it joins
// the content. Articles keep their own habit: an article's declared
// summary is its standfirst, which WCXB's truths leave out (measured:
// article F1 down).
//
// A forum's declared summary is its first post: Discourse, Invision,
// XenForo, phpBB and vBulletin write the opening words of the thread's
// first post into the description. The selection mostly chooses that post
// already, but a short opening question in a short thread can stand at a
// middling probability beside longer replies and be left out, so that the
// thread reads as answers to nothing (an Invision thread of two posts:
// its one-paragraph question at p 0.39). On a forum the paragraph that
// says the description is the post it was made from, so it joins from
// forumSummaryProb up. A description that only repeats the page's
// <title> summarises nothing: some forums (Simple Machines) declare the
// thread's subject, which stands again over every reply. Measured on wcxb-dev against summaryProb for
// forums too: that thread 0.437 -> 0.652, forum 0.84293 -> 0.84483; with
// no floor at all another thread loses (0.983 -> 0.978).
//
// summaryWords is the least a unit must say: a one-line tagline that
// happens to be the description is not worth a block of its own. Words
// are counted as dom.WordCounter counts them, so that a Chinese, Japanese
// or Thai summary, written without spaces, is not one word (the index's
// unitWords count runs between spaces, as the model was fitted on them:
// a unit with fewer of those words is read when it holds summaryBytes,
// the bytes of summaryWords words of two CJK characters).
// summaryProb is the least model probability: a review or an author box
// that repeats the description (seen on wcxb-dev at p 0.03-0.2) stays out.
// forumSummaryProb is the forum's, lower as the description is the post.
const (
	summaryWords     = 8
	summaryBytes     = summaryWords * 2 * 3
	summaryProb      = 0.4
	forumSummaryProb = 0.2
)

func rescueDeclaredSummary(x *index, s *scores, opt routeOptions, title string, descriptions []string, mains map[int32]float64) {
	least := float32(summaryProb)
	switch opt.pageType {
	case TypeArticle:
		return
	case TypeForum:
		least = forumSummaryProb
	}
	if len(mains) == 0 || s.prob == nil || len(descriptions) == 0 {
		return
	}
	var folded []string
	title = dom.FoldWords(title)
	for _, d := range descriptions {
		if f := dom.FoldWords(d); dom.WordsUpTo(f, summaryWords) >= summaryWords && f != title {
			folded = append(folded, f)
		}
	}
	if len(folded) == 0 {
		return
	}
	sc := 0.0
	for _, v := range mains {
		sc = max(sc, v)
	}
	for u := int32(0); u < int32(len(x.nodes)); u++ {
		if _, chosen := mains[u]; chosen || s.chrome[u] != 0 {
			u = x.end[u] - 1
			continue
		}
		if x.unit[u] != u || x.unitWords[u] < summaryWords && x.unitText[u] < summaryBytes || x.words[u] != x.unitWords[u] || s.prob[u] < least {
			continue
		}
		t := dom.FoldWords(ownUnitText(x.nodes[u]))
		for _, d := range folded {
			if saysSummary(t, d) {
				mains[u] = sc
				return
			}
		}
	}
}

// saysSummary reports whether the folded unit text t says the folded
// summary d: the same words, the start of them (a cut display), or d
// followed by more.
func saysSummary(t, d string) bool {
	if dom.WordsUpTo(t, summaryWords) < summaryWords {
		return false
	}
	return t == d || strings.HasPrefix(d, t+" ") || strings.HasPrefix(t, d+" ")
}

// declaredDescription returns the summary a <meta> element declares, ""
// when it declares none.
func declaredDescription(m *html.Node) string {
	key := dom.Attr(m, "name")
	if key == "" {
		key = dom.Attr(m, "property")
	}
	switch strings.ToLower(key) {
	case "description", "og:description", "twitter:description":
		return dom.Attr(m, "content")
	}
	return ""
}
