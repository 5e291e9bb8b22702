package classify

// A block holding the page's headline (its first <h1> outside chrome) is
// never a stray (strays.go), even when it comes after the dominant block:
// shop templates often put the gallery and the description first in the
// markup and the buy box with the product's name after them, and a short
// block under the name is then cut as if it were a teaser after an
// article. A teaser, a prompt or a footer line does not carry the page's
// first <h1>; a second <h1> further down (a tab's own title) still can be
// cut.
func holdsHeadline(x *index, m, h1 int32) bool {
	return x.contains(m, h1)
}
