package classify

// Words in the middle of a sentence. Class and id words that mark chrome
// even inside an article (hardHints: popup, share, sponsor...) name what an
// element does, and on an inline element inside a paragraph they name a
// link's behaviour, not a box of chrome: an annotated text's glossary links
// (class "popup", opening a note) carried words of the story itself, and
// cutting them left "am a man. The nature of my for the last thirty
// years..." (readability-testpages clean-links: the first sentence of
// Melville's Bartleby). An inline element whose paragraph holds at least as
// much text again outside it (and fragmentMinText bytes at least) is a
// fragment of running text; class words alone do not make it chrome. Its
// tag still can (an inline <button>, a <form>'s control).
const fragmentMinText = 40

// textFragment reports whether inline element i is a piece of a longer
// paragraph: its unit (the enclosing block's inline text) holds at least
// as much text outside i as inside, and fragmentMinText bytes or more.
func textFragment(x *index, i int32) bool {
	u := x.unit[i]
	if u == i || x.text[i] < 2 {
		return false // a block, or an icon's letter ("i" opening a tooltip)
	}
	rest := x.unitText[u] - x.text[i]
	return rest >= x.text[i] && rest >= fragmentMinText
}
