package classify

// Headings between chosen blocks (the walk is rescueBetween's). A section
// heading standing between two chosen paragraphs is in none of them: the
// model, trained where an article's h1 repeats the page title, finds a
// short heading unlikely, and one block more costs the selection more than
// a few words bring. The Markdown then lost the article's outline
// (readability-testpages: a Medium story whose sections open with <h1>s
// kept 0 of its 12 headings). Such a heading, whose next text is chosen,
// introduces that text and joins the content.

func rescueGapHeadings(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	rescueBetween(x, s, opt, mains, func(i int32) (take, ok bool) {
		if !isHeading(x, i) {
			return false, false
		}
		return x.text[i] > 0 && nextTextChosen(x, s, mains, x.end[i]), true
	})
}

// nextTextChosen reports whether the first text unit at or after j, past
// chrome, lies in a chosen block.
func nextTextChosen(x *index, s *scores, mains map[int32]float64, j int32) bool {
	for n := int32(len(x.nodes)); j < n; j++ {
		if _, ok := mains[j]; ok {
			return x.text[j] > 0
		}
		if s.chrome[j] != 0 {
			j = x.end[j] - 1
			continue
		}
		if x.unit[j] == j && x.unitText[j] > 0 {
			return false
		}
	}
	return false
}
