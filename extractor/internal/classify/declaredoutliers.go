package classify

// Short blocks inside a declared story body are not outliers. dropOutliers
// (outliers.go) measures distance from the largest group of chosen text, and
// that group need not be the story: on The Independent (Readability's
// bug-1255978) a 50-slide gallery nested five levels down in the
// itemprop="articleBody" element holds four times the article's text, so
// every article paragraph under outlierMax bytes (the lede, "1. Take any
// blankets off the bed" and the other numbered tips) lay "far" from it and
// was dropped while the gallery's captions stayed. The publisher's
// declaration says otherwise: whatever shares a declared body with the
// largest group is part of the story, however deep the group sits.
//
// On readability-testpages F1 0.9028 -> 0.9030 (bug-1255978 0.304 -> 0.323,
// recall 0.838 -> 0.910); wcxb-dev, scrapinghub and trafilatura-dev do not
// change.

// inDeclaredBody reports whether a, the nearest common ancestor of the
// group and a block (index.commonAncestor), is, or lies inside, an element
// declaring itemprop="articleBody".
func inDeclaredBody(x *index, a int32) bool {
	for ; a >= 0; a = x.parent[a] {
		if declaresBody(x, a) {
			return true
		}
	}
	return false
}
