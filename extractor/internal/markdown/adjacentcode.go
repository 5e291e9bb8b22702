package markdown

// Adjacent code spans: pages set a value beside its encoding, a flag beside
// its argument or a type beside its name as <code> elements with nothing
// between them (<code>U+00DF</code><code>0x C3 9F</code>), which a browser
// shows as two pills. Written touching, the closing fence of the first
// span and the opening fence of the second fuse into one backtick run,
// CommonMark reads one code span holding the backticks ("U+00DF``0x C3
// 9F"), and the plain text glues the two values into one word
// ("U+00DF0x"). A code span that starts right where another ended is
// written after a space, in the Markdown and in the text.
//
// Measured (gym score): wcxb-dev 0.908226 -> 0.908233 (0415, a post that
// sets code points beside their UTF-8 bytes, 0.977 -> 0.987); ScrapingHub,
// trafilatura-dev and readability-testpages unchanged.

// spaceAfterCode asks for a space before a code span that would touch the
// code span written last.
func (r *renderer) spaceAfterCode() {
	if r.inl.codeEnd > r.inl.segStart && r.inl.codeEnd == len(r.ib) {
		r.inl.pending = true
	}
}
