package classify

// State modifiers in class names. BEM and similar conventions name what an
// element holds or offers with "has-" or "with-" before a word:
// "fig--has-shares" is a figure that has share buttons (the buttons carry
// their own class), "card--with-sidebar" a card laid out beside one. Split
// into words, "shares" and "sidebar" read as chrome, and a story's photos
// became boilerplate (readability-testpages: a Guardian story's 13 figures,
// class "fig--has-shares"). A word right after "has" or "with" describes
// the element's contents, so it suggests no role; the element's own words
// still do.
func modifierWord(words []string, k int) bool {
	if k == 0 {
		return false
	}
	p := words[k-1]
	return p == "has" || p == "with"
}
