package classify

// handFallbackText is the page text (non-space bytes) from which a
// selection of stray words is no shell's: about twenty sentences. The
// client-side shells of wcxb-dev whose few chosen words are cleared hold
// 1063 bytes at most (a collection's loading banner, its cart and its
// menus); trafilatura-dev 0804, a photo story of short captions under
// like and comment counters, holds 3836, and the model, which reads its
// captions one by one, finds none of them content.
const handFallbackText = 25 * minContent

// handFallback reports whether a selection of stray words (less than
// minContent) on this page is worth a second reading by the hand weights:
// the page holds much text and no client-side framework's markers, so it
// is no shell waiting for its scripts, and the hand estimate, which scores
// boxes of many short lines together, may find the story the model's
// line-by-line reading missed.
func handFallback(x *index, sig signals) bool {
	return x.text[0] >= handFallbackText && !sig.appShell && !appRoot(x)
}
