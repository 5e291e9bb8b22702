package dom

// IsInvisible reports whether r is a character that is not shown and
// carries no text: the zero-width space and word joiner, the byte-order
// mark, the soft hyphen, and the marks that set the direction of
// bidirectional text (LRM U+200E, RLM U+200F, the Arabic letter mark
// U+061C, the embeddings and overrides U+202A..U+202E, the isolates
// U+2066..U+2069). Arabic and Hebrew pages set the direction marks
// around numbers and Latin names ("عام \u200f2030"); Markdown has no
// markup for direction and a reader lays each paragraph out by its first
// strong letter, so in the output the marks only glue themselves to
// words, where a phrase list, a date or a duplicate no longer matches.
// The Markdown walker and the metadata reader leave them all out.
//
// The zero-width non-joiner and joiner (U+200C, U+200D) are not among
// them: they shape the letters beside them. Persian writes "می‌خواهم"
// with a non-joiner in most sentences, Indic scripts choose a conjunct by
// them, and emoji sequences ("👨‍👩‍👧") are joined by them, so dropping
// them misspells the word or splits the emoji.
func IsInvisible(r rune) bool {
	switch r {
	case 0x200B, 0x2060, 0xFEFF, 0xAD,
		0x200E, 0x200F, 0x061C,
		0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
		0x2066, 0x2067, 0x2068, 0x2069:
		return true
	}
	return false
}
