package prune

// Datelines on pages that are no prose. datelines leaves pages whose links
// pass proseLinks alone, because event listings and archives print dates as
// their content. But a short story on a link-heavy page (a blog post
// between its navigation and a petition link, where even the date above
// the story is a link: "Donnerstag, 31. Mai 2012") is no listing: there the
// dateline stands above the story's first long paragraph, and only the
// datelines before that paragraph (storyStart) are cut. A page with no
// long paragraph has no story for a dateline to stand above and keeps its
// dates (a schedule); the count of dated lines that marks a list of
// entries (datelineMaxLines) still covers the whole content.
//
// Measured with gym score against the guard that skipped such pages
// (--worst 2000 on each corpus, load about 30): trafilatura-dev P 0.9183
// -> 0.9189, F1 0.9436 -> 0.9439 (a blog's linked date, 0.800 -> 1.000);
// wcxb-dev precise mean 0.909518 -> 0.909522 (a research institute's page
// 0.957 -> 0.964); ScrapingHub and readability-testpages unchanged; no
// page loses. Dropping the guard instead (every dateline of a non-prose
// page) cost wcxb-dev 0.00005: a sports schedule's dated headers went
// (0.075 -> 0.000).

// storyStart returns the index in t.units of the first long paragraph
// (tailLong letters or more, at most tailLinks of them in links), or 0
// when there is none.
func storyStart(t *tree) int {
	for k, u := range t.units {
		if !t.cut[u] && !t.mixed[u] && t.own[u] >= tailLong && t.linkDensity(u) <= tailLinks {
			return k
		}
	}
	return 0
}
