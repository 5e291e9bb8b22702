package prune

import (
	"strings"
	"testing"
)

// A token table agrees with testing every token with strings.Contains.
func TestTokenTable(t *testing.T) {
	words := []string{"", "c", "comment", "comments-area", "x-comment", "commen", "share", "reshare", "byline",
		"next-", "next", "post-next-link", "top-stories", "stories", "premium-box", "premium", "tags", "stags",
		"wp-block-related", "elated", "author-box", "coauthor", "article-infos", "entry", "-", "news", "newsletters"}
	for _, list := range [][]string{discardTokens, pageChromeTokens, {"badge", "sold-out", "stock", "facet", "refine"}} {
		for _, tok := range list {
			words = append(words, tok, "x"+tok+"y", tok[1:], tok[:len(tok)-1])
		}
	}
	for _, c := range []struct {
		list  []string
		table *tokenTable
	}{{discardTokens, discardTable}, {pageChromeTokens, pageChromeTable}, {commentTokens, commentTable},
		{[]string{"badge", "sold-out", "soldout", "stock"}, badgeTokens}, {[]string{"facet", "filter", "refine"}, facetTokens}} {
		for _, w := range words {
			want := false
			for _, tok := range c.list {
				want = want || strings.Contains(w, tok)
			}
			if got := c.table.in(w); got != want {
				t.Errorf("in(%q) = %v, want %v (tokens %q)", w, got, want, c.list)
			}
		}
	}
}
