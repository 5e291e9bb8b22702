package classify

// Headings between chosen blocks (the walk is rescueBetween's). A section
// heading standing between two chosen paragraphs is in none of them: the
// model, trained where an article's h1 repeats the page title, finds a
// short heading unlikely, and one block more costs the selection more than
// a few words bring. The Markdown then lost the article's outline
// (readability-testpages: a Medium story whose sections open with <h1>s
// kept 0 of its 12 headings). Such a heading, whose next text is chosen,
// introduces that text and joins the content.
//
// On a page that declares itself an article, the next text may lie past one
// subheading: a section's <h1> over an <h2> over its first paragraph
// ("What about existing solutions?", "Add arguments to Node.js") is an
// outline, and both join. Past any number of headings, the runs of
// teaser headlines and of FAQ questions whose answers are folded away
// joined too (wcxb-dev 0.907089 -> 0.907090, an index-fund guide 0.970 ->
// 0.956, a newsroom's "More Proof Points" 0.911 -> 0.899); past one,
// 0.907096. Elsewhere the heading's next text must be chosen itself (past
// any number of headings on every article-like page, on an earlier main:
// 0.906210 -> 0.906209).

func rescueGapHeadings(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	rescueBetween(x, s, opt, mains, func(i int32) (take, ok bool) {
		if !isHeading(x, i) {
			return false, false
		}
		return x.text[i] > 0 && nextTextChosen(x, s, mains, x.end[i], opt.pageType == TypeArticle), true
	})
}

// nextTextChosen reports whether the first text unit at or after j, past
// chrome (and past one heading when overHeading is set), lies in a chosen
// block.
func nextTextChosen(x *index, s *scores, mains map[int32]float64, j int32, overHeading bool) bool {
	for n := int32(len(x.nodes)); j < n; j++ {
		if _, ok := mains[j]; ok {
			return x.text[j] > 0
		}
		if s.chrome[j] != 0 {
			j = x.end[j] - 1
			continue
		}
		if overHeading && isHeading(x, j) {
			overHeading = false // one subheading, not a run of teasers
			j = x.end[j] - 1
			continue
		}
		if x.unit[j] == j && x.unitText[j] > 0 {
			return false
		}
	}
	return false
}
