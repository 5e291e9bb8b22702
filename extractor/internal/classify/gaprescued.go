package classify

// What the gap rules rescued stays. rescueBetween's rules (gap headings,
// code, quotations) join an element standing between two chosen blocks to
// the content because it belongs there: a section heading whose text is
// chosen, a command the text introduces. mergeUp then lifts the chosen
// blocks to their common parent, and dropUnlikely, reading the model's
// probability of each short unit inside that parent, cut the rescued
// heading again: the model, trained where an article's h1 repeats the
// page title, finds a short heading unlikely, which is why the gap rule
// was needed (readability-testpages lazy-image-1: "Add arguments to
// Node.js", over its section's first paragraph, was rescued and then
// dropped). On a page that declares itself an article, dropUnlikely
// passes over what a gap rule took. Elsewhere the model has the last
// word: on a shop's front page a blog teaser's headline between two
// chosen blocks was rescued as a heading, and its cut kept the page
// clean (wcxb-dev collection 4329, 0.493 -> 0.476 when kept).

// markRescued records that a gap rule joined element i to the content.
func (s *scores) markRescued(i int32) {
	if s.rescued == nil {
		s.rescued = map[int32]bool{}
	}
	s.rescued[i] = true
}

// keepRescued reports whether dropUnlikely leaves element i alone: a gap
// rule joined it to the content of a page that declares itself an
// article.
func keepRescued(s *scores, opt routeOptions, i int32) bool {
	return opt.pageType == TypeArticle && s.rescued[i]
}
