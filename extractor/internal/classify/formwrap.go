package classify

// A short form with no control to fill is a wrapper, not a form. Old
// Reddit wraps every comment body in <form class="usertext"> holding only
// a hidden input (the comment's id, for editing in place); contentForm
// keeps a form posting back only from formMinGood good text up, so a
// one-line comment's form stayed chrome and the thread lost most of its
// comments (wcxb-dev: an old Reddit thread F1 0.405 -> 0.489 with this
// rule alone, 0.736 with rescueThreads). Nothing can be typed or pressed
// in a form without a visible control, so it asks nothing of the reader;
// its text is what it wraps. Larger such forms (a Drupal form around a
// whole forum page) are left to contentForm's tests: freeing them changed
// which blocks a wcxb-dev thread chose, and lost it comments.
func wrapperForm(x *index, s *scores, i int32) bool {
	if x.text[i] == 0 || s.good[i] >= formMinGood {
		return false
	}
	c, contact := controls(x.nodes[i])
	return c == 0 && !contact
}
