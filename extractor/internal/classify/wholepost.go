package classify

// A one-line post is a post. dropUnlikely turns the short units of the
// chosen blocks that the model finds unlikely content into boilerplate
// (a "Reaction score" label beside a post), but on a forum a short unit
// that is all the text of its chosen block is a one-line reply, chosen
// whole by the selection or by rescueShapes and rescueThreads: dropping
// it empties the post ("I will wear mouse hair if that's what it takes."
// on old Reddit). wcxb-dev: old Reddit 0.783 -> 0.839, Lemmy 0.906 ->
// 0.931, lobste.rs 0.981 -> 0.989, an Invision thread 0.795 -> 0.806. On
// every page type it would cost collections (a tile's one-line name:
// one shop 0.954 -> 0.928), so forums only.
func wholePost(x *index, opt routeOptions, m, u int32) bool {
	return opt.keepComments && x.text[u] == x.text[m]
}
