package mdview

// ReadingPosition returns where the reader is: the top-level block at the
// top of the view and how far into it (0 to 1) the view starts. Unlike a
// scroll offset it stays right when the zoom, the width or the images
// above change, so a reader can keep it for the next visit.
func (v *View) ReadingPosition() (block int, frac float32) {
	return v.pager.anchor()
}

// SetReadingPosition scrolls to a place ReadingPosition returned, clamped
// to the document (which may have changed since).
func (v *View) SetReadingPosition(block int, frac float32) {
	n := len(v.doc.blocks)
	if n == 0 {
		return
	}
	block = max(0, min(block, n-1))
	frac = max(0, min(frac, 1))
	v.scrollToBlock(block, 0) // builds the block, so its height is measured
	if frac > 0 {
		v.scrollToBlock(block, frac*v.pager.items[block].h+v.blockGap())
	}
}
