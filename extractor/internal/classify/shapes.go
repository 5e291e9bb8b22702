package classify

// Repeated blocks of one shape. A forum renders every post body with the
// same markup (Invision's div.ipsRichText, XenForo's div.bbWrapper), a
// listing every teaser, a guide every pick of its list, but the block
// selection judges each on its own: a one-line reply ("You guys are the
// best!") or a short pick is worth less than the block it costs, and the
// model finds short units unlikely, so the content keeps its long members
// and loses its short ones (wcxb-dev: lobste.rs kept 0.71 of its thread's
// words; a restaurant guide's picks: F1 0.71, 0.95 with this rule).
// rescueShapes adds the elements that share a chosen block's shape (its
// tag and class, and its parent's) when at least shapesMin and a quarter
// of the elements of that shape were chosen already: the group is the
// thread or the list, and its other members belong to it. A shape chosen
// only here and there (quotes, a sidebar's "top posts" excerpts) gains
// nothing; elements inside chrome (signatures, a sidebar) or holding a
// chosen block stay out. On wcxb-dev, against no rescue, a quarter gains
// most (summed page F1 +1.39; a half +0.54, 0.15 +0.32, where the shapes of
// quoted replies pass too). On pages typed as products only members
// without links and outside comments join (productshapes.go): there the
// shop's tiles of other products share a shape with the product's own
// blocks.
const (
	shapesMin   = 3    // chosen blocks of one shape before it counts as a group
	shapesShare = 0.25 // of the shape's elements with text, the part already chosen
)

func rescueShapes(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	if len(mains) < shapesMin {
		return
	}
	for _, c := range shapeCandidates(x, s, mains, shapesMin) {
		if !productShapeMember(x, s, opt, c.i) { // productshapes.go
			continue
		}
		if float64(c.group.chosen) >= shapesShare*float64(c.group.all) {
			mains[c.i] = c.group.score
		}
	}
}
