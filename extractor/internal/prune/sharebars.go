package prune

import (
	"strings"

	"folio/extractor/internal/classify"
)

// Share bars on one line: a title the phrase lists know ("Share", "分享到：",
// "この記事をシェア", "공유하기", "แชร์", "شارك", "שתפו"; the ">" lines)
// followed, in the same paragraph unit, by nothing but short links, one
// per network or action ("微信 微博 QQ空间 复制链接"). cutSection takes a
// title standing in a block of its own and the link blocks after it; a
// bar that writes its title as its first link, or as a label before the
// links in the same <div>, is one unit whose line matches no phrase, and
// on pages with hashed class names nothing else names it. The links must
// be shareLinks or more, all the text after the title, and short
// (shareLinkWords pieces each on average): a title before headlines
// ("Related: <a>Looted colonial art returns home</a>") is left to the
// rules of teasers.
const (
	shareLinks     = 3
	shareLinkWords = 3
	shareMaxTitle  = 4 // words of the title
)

func shareBars(t *tree, cut func(int32, classify.Role)) {
	for _, u := range t.units {
		if !t.canCut(u) || t.link[u] == 0 || t.linkDensity(u) < linkDense {
			continue
		}
		text := t.unitText[u]
		if piecesOver(text, phraseMaxWords+shareLinks*shareLinkWords) {
			continue
		}
		n := t.links(u)
		if n < shareLinks {
			continue
		}
		rest, ok := afterTitle(normLine(text))
		if !ok || letters(rest) > t.link[u] {
			continue // the text after the title is not all links
		}
		if !piecesOver(rest, n*shareLinkWords) {
			cut(u, classify.RoleBoilerplate)
		}
	}
}

// afterTitle returns what follows the longest title phrase line starts
// with, cut at a space within its first shareMaxTitle words, and whether
// it starts with one: "Share this article: <links>" is titled "share
// this article", not "share" with "this article:" before its links.
func afterTitle(line string) (string, bool) {
	rest, ok := "", false
	for i, k := 0, 0; i < len(line) && k < shareMaxTitle; i++ {
		if line[i] != ' ' {
			continue
		}
		k++
		if phrases.title[strings.TrimRightFunc(line[:i], linePunct)] { // line is normLine's already
			rest, ok = line[i+1:], true
		}
	}
	return rest, ok
}
