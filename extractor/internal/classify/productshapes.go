package classify

// Product pages and repeated shapes (shapes.go). A product page repeats
// markup for two kinds of things: the shop's tiles of other products
// (whole-card links: a trafilatura-dev shop leaked its "Trixie
// Kleintierfutter" tiles when every shape could join) and the product's own
// accordion of questions and answers, feature cards or spec rows, of which
// the set of subtrees keeps some and drops their look-alikes at the same
// middling probability (a meal powder's FAQ: three answers of eight). On a
// product page a member joins its group only when it holds no link text,
// which a product tile always does, and does not sit under a box named for
// comments or reviews, whose shapes the stores repeat for every review (the
// same trafilatura-dev shop leaked again through one review). Other pages
// are not affected.
func productShapeMember(x *index, s *scores, opt routeOptions, i int32) bool {
	if !opt.shop() {
		return true
	}
	if x.link[i] > 0 {
		return false
	}
	for a := i; a >= 0; a = x.parent[a] {
		if s.hint[a] == code(RoleComments) {
			return false
		}
	}
	return true
}
