package metadata

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
)

// Bylines in the other Latin-script languages open with their own "By":
// "Von Jane Doe", "Par Marie Dubois", "Por Ana García", "Door Jan de
// Vries", "Di Marco Rossi", "Av Lars Berg", "Escrito por …", "Geschrieben
// von …". bylineStart reads only the English ones, so on a page that
// marks its byline with no class (utility CSS, page builders) the name
// went unread. These words also open headlines and sentences ("Von Kopf
// bis Fuß", "Par exemple"), and some are English words ("Door Locks",
// "Par Cans"), so a line counts only when what follows the word is a list
// of names (bylineNames) and the word is the page's language's; on a page
// that declares no language, only the words that are no English word.
// Each word is the everyday label of a news byline in its language.

// latinByline is a byline's opening words and the language they belong
// to (creditWords, bylineopenings.go); word is the length of the first
// word.
type latinByline struct {
	lead, lang string
	word       int
}

// maxLeadWord is the longest first word of latinBylines, in bytes
// ("veröffentlicht", 15 bytes).
const maxLeadWord = 15

// latinBylineLead returns the length of the byline opening txt starts
// with in the page's language lang (a BCP 47 tag), or 0. The opening must
// be followed by white space and a capital.
func latinBylineLead(txt, lang string) int {
	// The first word decides for most text: find it once, and compare
	// only the openings whose first word is as long.
	w := 0
	for w < len(txt) && w <= maxLeadWord && !isSpaceByte(txt[w]) {
		w++
	}
	if w > maxLeadWord || w == len(txt) {
		return 0
	}
	primary, _, _ := strings.Cut(lang, "-")
	for _, b := range latinBylines {
		if b.word != w || len(txt) <= len(b.lead) || !strings.EqualFold(txt[:len(b.lead)], b.lead) || !isSpaceByte(txt[len(b.lead)]) {
			continue
		}
		if !strings.EqualFold(primary, b.lang) && (primary != "" || englishWords[b.lead]) {
			continue
		}
		rest := strings.TrimLeft(txt[len(b.lead):], " \t\n\u00a0")
		if r, _ := utf8.DecodeRuneInString(rest); unicode.IsUpper(r) {
			return len(b.lead)
		}
	}
	return 0
}

// latinLead is the cheap pre-check of latinBylineLead: the first letters
// of its openings.
func latinLead(c byte) bool {
	switch c | 0x20 {
	case 'a', 'd', 'e', 'g', 'p', 'r', 's', 'v':
		return true
	}
	return c == 0xc3 // É
}

// isSpaceByte reports whether c is ASCII white space or the first byte
// of a no-break space (U+00A0), which bylines put after "Von".
func isSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0xc2 }

// nameJoiners part the names of a byline: "and" in the languages of
// latinBylines.
var nameJoiners = []string{" and ", " und ", " et ", " y ", " e ", " en ", " och ", " og ", " & "}

// bylineNames reports whether s, the rest of a byline after its opening
// and tidied by cleanAuthor, is a list of names: each part between commas
// and joining words two to four capitalised words of letters, the first
// not a particle ("VON DER SEE Werbeagentur" is a firm's name, "Von
// Ursula von der Leyen" a credit).
func bylineNames(s string) bool {
	if s == "" {
		return false
	}
	for _, j := range nameJoiners {
		s = strings.ReplaceAll(s, j, ", ")
	}
	for _, p := range strings.Split(s, ", ") {
		p = strings.TrimSpace(p)
		first, _, _ := strings.Cut(p, " ")
		if n := wordCount(p); n < 2 || n > 4 || !capitalisedWords(p) || nameParticles[strings.ToLower(first)] {
			return false
		}
		for _, r := range p {
			if !unicode.IsLetter(r) && r != ' ' && r != '-' && r != '.' && r != '\'' && r != '’' {
				return false
			}
		}
	}
	return true
}

// latinTextByline records the line text node t opens, when it is a
// byline in the page's language that names people.
func (s *signals) latinTextByline(t *html.Node, txt string) {
	n := latinBylineLead(txt, s.lang)
	if n == 0 {
		return
	}
	p := t.Parent
	if p == nil || p.DataAtom == 0 {
		return
	}
	line := nodeText(p, maxBylineText)
	if len(line) > maxTextByline || !bylineNames(cleanAuthor(line)) || inFactsBox(p) {
		return
	}
	s.textBylines = append(s.textBylines, line)
	s.underHeadline(line)
}
