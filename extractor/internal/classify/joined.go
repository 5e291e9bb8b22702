package classify

// What a rescue rule joined, the later stages keep. The prune stage reads
// the chosen content again with rules of its own, and some read only a
// box's name: phpBB prints a post's credit in p.author and Discourse's
// crawler view in div.crawler-post-meta, which the discard names read as
// an author box and as page meta. A rule here that joins a block because
// it knows what the block is (a post's poster name, postcredits.go) marks
// it, the block goes out with Block.Joined, and prune cuts no joined
// block whole (prune.Page.Joined). A rule sets the mark only where it was
// measured to be right: gap rules' headings and commands are not marked,
// as prune's cuts of those (a call to action between two paragraphs, a
// method signature the docs repeat) measured right (wcxb-dev article,
// documentation and service each lost 0.00001 to 0.00002 with them
// marked).

// markJoined records that a rescue rule joined element i to the content
// and that no later stage should cut it whole.
func (s *scores) markJoined(i int32) {
	if s.joined == nil {
		s.joined = map[int32]bool{}
	}
	s.joined[i] = true
}
