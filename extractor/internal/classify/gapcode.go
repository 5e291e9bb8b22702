package classify

import "golang.org/x/net/html/atom"

// Code blocks between chosen blocks (the walk is rescueBetween's). When the
// block set takes an article paragraph by paragraph, a <pre> standing
// between two chosen paragraphs is in none of them: a one-line command
// ("node --prof app.js") is a few words the model finds unlikely, and one
// block more costs the selection more than they bring. The Markdown then
// lost the commands the text introduces (readability-testpages: a Medium
// story kept 0 of its 3 code blocks). Such a <pre>, with text and no longer
// than a terminal line (gapCodeMax), joins the content; it runs before the
// heading rule, so that a heading whose next text is the code block is
// taken too.
//
// Longer listings are left to the selection: WCXB's truths leave a
// tutorial's source files out on about as many pages as they keep them
// (with no limit wcxb-dev fell 0.906176 -> 0.905739: a CLI tools review
// 0.990 -> 0.651 on its React listings; at 160 bytes 0.906178, at 300
// 0.906128, at 80 0.906210).

// gapCodeMax is the most text (bytes) of a <pre> the rule takes: one line
// of a classic 80-column terminal, a command.
const gapCodeMax = 80

func rescueGapCode(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	rescueBetween(x, s, opt, mains, func(i int32) (take, ok bool) {
		if x.atom(i) != atom.Pre {
			return false, false
		}
		return x.text[i] > 0 && x.text[i] <= gapCodeMax, true
	})
}
