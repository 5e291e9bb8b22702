package classify

import "golang.org/x/net/html/atom"

// Dropping unlikely units inside the chosen blocks. The block selection
// (selectSet) pays a cost per block, so a short unit in the middle of the
// content stays in when cutting it out would take two blocks: a "Book a
// demo" button, a "Reaction score" label, an affiliate disclaimer. Once the
// blocks are chosen, short units the model finds unlikely content become
// boilerplate, skipped when rendering.
//
// On wcxb-dev (model retrained with each setting, in-sample), dropping units
// of 12 words or fewer below probability 0.35 takes the "without" snippet
// leak from 7.1% to 6.1% at equal F1; 0.5 gives 5.4% but loses 0.4 points
// of "with" snippets. Longer units are left to the selection: their words
// weigh in the F1 estimate already.
const (
	dropProb  = 0.35
	dropWords = 12
	// dropButtonWords: a unit of this many words or fewer styled as a
	// button (buttonLike) is a call to action, whatever the model says:
	// leak 6.1% -> 5.9%, "with" 90.3% -> 90.2%.
	dropButtonWords = 5
)

// On shop pages alone (route.go's shop) other floors were measured and
// not kept (gym score wcxb, precise mean, on bfd1cd7, 0.913937): no
// model drop at all (buttons still go), 0.914003, product 0.81219 ->
// 0.81305 (host draws below 0.80: 27.2% -> 25.9%), collection 0.81668
// -> 0.81709, but listing 0.84291 -> 0.84245 (an instrument shop's list
// 0.843 -> 0.802) and collections' leaked "without" snippets 3.6% ->
// 4.0%, 47 pages moving both ways. On product and collection routes,
// 0.25 took product to 0.81274 and listing to 0.84261, 0.45 product to
// 0.81125 and collection to 0.81579.

// dropUnlikely marks as boilerplate the short units inside the chosen
// blocks that the model finds unlikely content or that are buttons.
func dropUnlikely(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	if s.prob == nil {
		return
	}
	for m := range mains {
		for u := m + 1; u < x.end[m]; u++ {
			if s.chrome[u] != 0 {
				u = x.end[u] - 1
				continue
			}
			if x.unit[u] != u || x.unitText[u] == 0 || keepRescued(s, opt, u) || wholePost(x, opt, m, u) || !unlikely(x, s, u) {
				continue
			}
			if x.text[u] == x.unitText[u] {
				s.chrome[headingOf(x, u, m)] = code(RoleBoilerplate)
				u = x.end[u] - 1
				continue
			}
			if x.ownText[u] == 0 {
				// A block holding both blocks and inline text (a link
				// dressed as a button beside paragraphs): drop the inline
				// elements that carry the unit's text.
				x.children(u, func(c int32) {
					if x.unit[c] == u && x.text[c] > 0 {
						s.chrome[c] = code(RoleBoilerplate)
					}
				})
			}
		}
	}
}

// headingOf returns the heading (below m) whose words unit u holds, when u
// is a piece of one (a docs generator's <h2><div>Title</div><a>#</a></h2>),
// else u: dropping the words alone left "## [Direct link to heading](#toc)",
// a heading of its anchor link only (wcxb-dev 0498).
func headingOf(x *index, u, m int32) int32 {
	for h := x.parent[u]; h > m; h = x.parent[h] {
		if isHeading(x, h) {
			if x.text[h]-x.link[h] <= x.text[u] {
				return h
			}
			break
		}
	}
	return u
}

// unlikely reports whether unit u is short and doubted by the model, or a
// button. A <pre> is neither: the model reads prose (sentences, commas,
// link share), and a short code block has none of it, so a tutorial's
// six-line program inside a numbered step ("package main ... func main()
// {...}", go.dev's getting started) was dropped as a stray label. The
// selection still decides whether a listing is content; inside it, code
// stays code.
func unlikely(x *index, s *scores, u int32) bool {
	if x.atom(u) == atom.Pre {
		return false
	}
	w := x.unitWords[u]
	return w <= dropWords && s.prob[u] < dropProb && !priceUnit(x, u) && !cardPrice(x, s, u) && !cardName(x, u) || w <= dropButtonWords && s.button[u]
}
