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
// the content. Articles and forums keep their own habit: an article's
// declared summary is its standfirst, which WCXB's truths leave out
// (measured: article F1 down), and a forum's is the first post, chosen
// already.
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
const (
	summaryWords = 8
	summaryBytes = summaryWords * 2 * 3
	summaryProb  = 0.4
)

func rescueDeclaredSummary(x *index, s *scores, opt routeOptions, descriptions []string, mains map[int32]float64) {
	switch opt.pageType {
	case TypeArticle, TypeForum:
		return
	}
	if len(mains) == 0 || s.prob == nil || len(descriptions) == 0 {
		return
	}
	var folded []string
	for _, d := range descriptions {
		if f := dom.FoldWords(d); dom.WordsUpTo(f, summaryWords) >= summaryWords {
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
		if x.unit[u] != u || x.unitWords[u] < summaryWords && x.unitText[u] < summaryBytes || x.words[u] != x.unitWords[u] || s.prob[u] < summaryProb {
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
