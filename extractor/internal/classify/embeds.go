package classify

import (
	"slices"

	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
)

// Embedded posts. A tweet or an Instagram post quoted in a story is part of
// it (ScrapingHub's ground truth keeps them), but its wrapper is often
// named for what it is ("social-media-embed", "social-embed"), and "social"
// is a hard chrome hint, meant for share bars. keepEmbeds gives the content
// back the wrappers of embedded posts inside the chosen blocks: chrome of
// boilerplate role whose text lies mostly in a blockquote that the
// platform's embed script styles (class "twitter-tweet", "instagram-media",
// "tiktok-embed"). Share bars hold no such blockquote.
const embedShare = 0.5 // share of the wrapper's text in the embedded posts

var embedClasses = []string{"twitter-tweet", "instagram-media", "tiktok-embed"}

func keepEmbeds(x *index, s *scores, mains map[int32]float64) {
	for m := range mains {
		for i := m + 1; i < x.end[m]; i++ {
			if s.chrome[i] == 0 {
				continue
			}
			if s.chrome[i].role() == RoleBoilerplate && x.text[i] > 0 && float64(embedText(x, i)) >= embedShare*float64(x.text[i]) {
				s.chrome[i] = 0
				continue
			}
			i = x.end[i] - 1
		}
	}
}

// embedText is the text of i's subtree inside embedded-post blockquotes.
func embedText(x *index, i int32) int32 {
	var t int32
	for j := i; j < x.end[i]; j++ {
		if x.atom(j) == atom.Blockquote && embedClass(dom.Attr(x.nodes[j], "class")) {
			t += x.text[j]
			j = x.end[j] - 1
		}
	}
	return t
}

func embedClass(cls string) bool {
	return dom.AnyToken(cls, func(w string) bool { return slices.Contains(embedClasses, w) })
}
