package classify

// Comment trees whose posts the selection barely starts. Old Reddit,
// Lemmy and their like render every comment body with one markup (old
// Reddit's form.usertext under div.entry, Lemmy's div.comment-content),
// but most comments are a line or two, and the block selection chooses
// one or two of them: too few for rescueShapes, which waits for
// shapesMin chosen members and a quarter of the shape (wcxb-dev: an old
// Reddit thread chose 3 of 38 comment bodies, a Lemmy thread 1 of 21).
// On a page routed as a forum, a shape repeated threadMembers times or
// more, one member of which was chosen, is the thread: its other members
// join when their text is prose rather than links (threadLinks), outside
// chrome and holding no chosen block. A question-and-answer page
// (schema.org QAPage) is left out: there the short shape is the comments
// under answers, which are not its content (Stack Overflow's follow-ups).
// Fewer members (profile fields, quotes of a few posts: phpBB's
// dd.profile-custom-field, 5 per page) stay out.
const (
	threadMembers = 15  // elements of one shape with text before it is a thread
	threadLinks   = 0.1 // most link text a joining member may hold, of its text
)

func rescueThreads(x *index, s *scores, opt routeOptions, mains map[int32]float64) {
	if !opt.keepComments || opt.qa || len(mains) == 0 {
		return
	}
	for _, c := range shapeCandidates(x, s, mains, 1) {
		if c.group.all >= threadMembers && float64(x.link[c.i]) <= threadLinks*float64(x.text[c.i]) {
			mains[c.i] = c.group.score
		}
	}
}
