package prune

import (
	"strings"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Copyright lines after the text: "© 2026 Siberian Herald. All rights
// reserved. Reproduction of materials requires a link to the source.",
// "جميع الحقوق محفوظة © 2026 صحيفة الأفق". A site prints one at the foot
// of every page; where the class names are hashed the classifier can take
// it for a paragraph and choose it beside the story. Among the last
// copyrightEdge units of the content, after commentTitleRest letters of
// text, a unit of copyrightWords words or fewer that holds the copyright
// sign (or starts with "Copyright") and a year is one, in any language,
// when it is a content root alone (a block chosen apart from the story's).
// Inside the story's own block the line is the story's: a wire's rights
// line ("© 2019 CBS Broadcasting Inc. All Rights Reserved. This material
// may not be published ..."), which ScrapingHub's truths keep (measured:
// cutting it there cost a cbslocal story 1.000 -> 0.940). An image credit
// ("© AFP") holds no year and is credits.go's.
const (
	copyrightEdge  = 2
	copyrightWords = 40
)

func copyrightLines(t *tree, cut func(int32, classify.Role)) {
	var before int32 // letters of the text before the unit
	for k, u := range t.units {
		if t.cut[u] {
			continue
		}
		before += t.own[u]
		if k < len(t.units)-copyrightEdge || before-t.own[u] < commentTitleRest || !t.canCut(u) {
			continue
		}
		if s := t.unitText[u]; !piecesOver(s, copyrightWords) && copyrightLine(s) && t.text[rootOf(t, u)] == t.text[u] {
			cut(u, classify.RoleFooter)
		}
	}
}

// copyrightLine reports whether s holds a copyright sign, or starts with
// the word, and a year (19xx, 20xx, or 25xx of the Buddhist era).
func copyrightLine(s string) bool {
	i := strings.Index(s, "©")
	if i < 0 {
		if len(s) < 9 || !strings.EqualFold(s[:9], "copyright") {
			return false
		}
	}
	for j := 0; j+4 <= len(s); j++ {
		if (s[j] == '1' && s[j+1] == '9' || s[j] == '2' && (s[j+1] == '0' || s[j+1] == '5')) &&
			dom.ASCIIDigit(s[j+2]) && dom.ASCIIDigit(s[j+3]) && (j == 0 || !dom.ASCIIDigit(s[j-1])) && (j+4 == len(s) || !dom.ASCIIDigit(s[j+4])) {
			return true
		}
	}
	return false
}

// rootOf returns the content root holding i.
func rootOf(t *tree, i int32) int32 {
	for t.parent[i] >= 0 {
		i = t.parent[i]
	}
	return i
}
