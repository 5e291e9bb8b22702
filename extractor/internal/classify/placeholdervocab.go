package classify

// Placeholder text that does not open with "Lorem ipsum". Generators and
// themes cut the standard passage into paragraphs, so a placeholder
// section also holds paragraphs opening "Tempor incididunt ut labore...",
// "Duis aute irure dolor..." or "Ut enim ad minim veniam...". Read by
// their opening alone, those looked like prose: on a demo page made of
// such paragraphs, placeholderPage missed half the placeholder and the
// page lost it (readability-testpages: 25 fixtures kept the "Lorem
// ipsum" paragraph or the others, never both, recall 0.44-0.51).
//
// An opening is placeholder when every whole word in it is a word of the
// standard passage (or of its common "consetetur sadipscing" variant) and
// at least two are words no living language uses (placeholderRare): the
// common Latin words ("in", "et", "sed", "est") alone never decide, so a
// real Latin quotation is not mistaken for filler.

// placeholderMinWords: the whole words an opening must hold. Four words of
// the passage in a row are not chance.
const placeholderMinWords = 4

// placeholderCommon holds the words of the passages that real Latin (and
// some other languages) also use.
var placeholderCommon = map[string]bool{
	"lorem": true, "dolor": true, "sit": true, "amet": true, "elit": true,
	"sed": true, "do": true, "tempor": true, "ut": true, "et": true,
	"dolore": true, "magna": true, "enim": true, "ad": true, "quis": true,
	"nisi": true, "ex": true, "ea": true, "in": true, "esse": true,
	"eu": true, "nulla": true, "sint": true, "non": true, "sunt": true,
	"culpa": true, "qui": true, "officia": true, "id": true, "est": true,
	"anim": true, "velit": true, "diam": true,
	"erat": true, "at": true, "vero": true, "eos": true, "accusam": true,
	"justo": true, "duo": true, "clita": true, "kasd": true, "no": true,
	"sea": true, "takimata": true, "sanctus": true, "rebum": true, "stet": true,
	"commodo": true, "voluptua": true, "gubergren": true,
}

// placeholderRare holds the words of the passages that mark them.
var placeholderRare = map[string]bool{
	"ipsum": true, "consectetur": true, "adipiscing": true, "adipisicing": true,
	"eiusmod": true, "incididunt": true, "labore": true, "aliqua": true,
	"veniam": true, "nostrud": true, "exercitation": true, "ullamco": true,
	"laboris": true, "aliquip": true, "consequat": true, "irure": true,
	"reprehenderit": true, "voluptate": true, "cillum": true, "fugiat": true,
	"pariatur": true, "excepteur": true, "occaecat": true, "cupidatat": true,
	"proident": true, "deserunt": true, "mollit": true, "laborum": true,
	"consetetur": true, "sadipscing": true, "elitr": true, "nonumy": true,
	"eirmod": true, "invidunt": true, "aliquyam": true, "dolores": true,
	"duis": true, "aute": true, "minim": true,
}

// placeholderPassage reports whether an opening (as unitOpening writes it)
// is a run of the standard placeholder passage. When the opening filled
// its buffer, its last word may be cut and is not read.
func placeholderPassage(opening []byte, full bool) bool {
	var word [16]byte
	words, rare := 0, 0
	n := 0
	flush := func() bool {
		if n == 0 {
			return true
		}
		// string(b) inside a map index does not allocate.
		switch {
		case placeholderRare[string(word[:n])]:
			rare++
		case placeholderCommon[string(word[:n])]:
		default:
			return false
		}
		n = 0
		words++
		return true
	}
	for i := 0; i < len(opening); i++ {
		c := opening[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c >= 'a' && c <= 'z' {
			if n == len(word) {
				return false
			}
			word[n] = c
			n++
			continue
		}
		if c == ' ' || c == ',' || c == '.' || c == ';' || c == ':' {
			if !flush() {
				return false
			}
			continue
		}
		return false
	}
	if !full && !flush() {
		return false
	}
	return words >= placeholderMinWords && rare >= 2
}
