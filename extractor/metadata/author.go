package metadata

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"folio/extractor/internal/dom"
	"folio/extractor/internal/monthnames"
)

// maxAuthorLen and maxAuthorWords reject "authors" that are sentences: a
// byline class on a whole teaser, a meta author stuffed with keywords. Real
// bylines, even with credentials ("Dylan Bailey, MS, RD, FAND") and several
// names, stay under these.
const (
	maxAuthorLen   = 120
	maxAuthorWords = 14
)

var (
	// gluedBy is a byline label run into the name by the text walk
	// ("Posted byDamien Walter", "Geschrieben vonMax Muster"): a credit
	// word after one of its participles, in any of creditWords' languages
	// (bylineopenings.go).
	gluedBy = regexp.MustCompile(gluedByPattern())
	// templateKey is an unfilled template placeholder
	// ("page.head.extra.author").
	templateKey = regexp.MustCompile(`^[a-z_]+(?:\.[a-z_]+){3,}$`)
)

// cleanAuthor normalises one author string: the "By" prefix, trailing dates
// and separators removed. It returns "" for values that are not names: URLs,
// handles, e-mail addresses, sentences, dates.
func cleanAuthor(s string) string {
	s = clean(s)
	if breadcrumbTrail(s) {
		return ""
	}
	if len(s) > maxBylineInput {
		// Names come first in a byline; the rest is dates, roles and
		// share buttons. Cut on a rune boundary.
		i := maxBylineInput
		for i > 0 && !utf8.RuneStart(s[i]) {
			i--
		}
		s = s[:i]
	}
	s = afterLeadingDate(s)
	s = gluedBy.ReplaceAllString(s, "$1 $2")
	s = fromCredit(fromLabelledCredit(s))
	for i := 0; i < 2; i++ {
		s = strings.TrimSpace(byPrefix.ReplaceAllString(s, ""))
	}
	s = trimBylineLabel(s) // bylinelabels.go
	s, addr := splitNameAddr(s)
	s = cutGluedDate(s)
	s = cutBylineTail(s)
	s = cutHandle(s)
	if strings.HasSuffix(s, ":") {
		return "" // a label whose value was a date or a number ("Datum: 19.11.2021"), no name
	}
	s = strings.Trim(s, " ,;:|-–—·•&\"“”"+footnoteMarks)
	s = undouble(trimRole(trimBylineRole(s)))
	if isCalendarWord(s) {
		return ""
	}
	switch {
	case s == "", len(s) > maxAuthorLen, len(strings.Fields(s)) > maxAuthorWords:
		return ""
	case isURLish(s), strings.HasPrefix(s, "@"), strings.Contains(s, "@") && strings.Contains(s, "."):
		return ""
	case strings.ContainsAny(s, "0123456789") && !hasLetterRun(s, 4) && ParseDate(s) != "":
		return ""
	case !hasLetters(s, 2), notAName[strings.ToLower(s)], bylineLabel.MatchString(s), templateKey.MatchString(s):
		return ""
	case strings.Contains(s, "©"), strings.ContainsAny(s, "!$€£"): // a copyright line, a price, a slogan
		return ""
	case strings.ContainsAny(s, "<>"): // an address with no name before it, or markup cut in two
		return ""
	case strings.HasPrefix(s, "This "), strings.HasPrefix(s, "About "):
		return ""
	case hasFoldPrefix(s, "updated by ") || hasFoldPrefix(s, "fact checked by ") || hasFoldPrefix(s, "fact-checked by "):
		return "" // who revised or checked the page, not who wrote it
	}
	return s + addr
}

// fromCredit starts a byline at its credit when a section or a label
// comes first, set off by a separator: "Politik | By Jane Doe" credits
// Jane Doe, and cutBylineTail, which keeps what stands before the first
// separator, gave "Politik". A line that opens with no credit after any
// separator is left as it is.
func fromCredit(s string) string {
	if byPrefix.MatchString(s) {
		return s
	}
	for i := strings.IndexAny(s, bylineSeparators); i >= 0; {
		_, size := utf8.DecodeRuneInString(s[i:])
		rest := strings.TrimSpace(s[i+size:])
		if byPrefix.MatchString(rest) {
			return rest
		}
		j := strings.IndexAny(s[i+size:], bylineSeparators)
		if j < 0 {
			break
		}
		i += size + j
	}
	return s
}

// bylineSeparators set the parts of a byline apart: names, sections,
// dates, reading times.
const bylineSeparators = "|•·⋅»\n"

// footnoteMarks point from a name to a note elsewhere on the page
// ("Angela Holliday-Bell, MD*" over "*Medical reviewer"): the mark is
// not part of the name.
const footnoteMarks = "*†‡"

// notAName lists values seen in author fields that are placeholders or
// labels, not names. A CMS's default account ("admin", "Administrator",
// "Webmaster") is the login that posted the page, not its writer: no
// wcxb-dev page with one is labelled with an author. "Anonymous" is not
// among them: a page that declares its author anonymous (article:author
// "Anonymous") credits no one on purpose, and the annotators copy it
// (wcxb-dev +1 page, none lost, no spurious author). Polish "red."
// abbreviates "redakcja", the newsroom, signing an agency piece. A
// shop's or a guide's facets read as bylines ("By Category", "By
// Manufacturer", "By Price"): their nouns are no names.
var notAName = map[string]bool{
	"undefined": true, "null": true, "none": true, "unknown": true, "n/a": true, "category": true,
	"author": true, "authors": true, "false": true, "last": true, "post time": true,
	"updated": true, "view more": true, "view all": true, "the author": true, "read more": true,
	"admin": true, "administrator": true, "webmaster": true, "red.": true,
	"manufacturer": true, "brand": true, "price": true, "popularity": true, "relevance": true, "topic": true,
	"industry": true, "product": true, "solution": true, "use case": true, "role": true, "location": true,
	"rating": true, "region": true, "size": true, "color": true, "colour": true,
}

// maxAuthors bounds how many names an author field may hold: more are the
// commenters of a thread or a paper's contributor list, not a byline.
const maxAuthors = 10

// maxBylineInput is how much of a byline text cleanAuthor reads.
const maxBylineInput = 160

// bylineStops are the words after which a byline stops naming people.
var bylineStops = []string{" on ", "updated", "published", "posted", "modified", " last ", " in ", " at ", " via ", " view", " follow", " posts"}

// cutBylineTail cuts what follows the names in a byline: a separator (| • ·
// or a spaced dash), the first digit (dates, times, counts), or a word such
// as "Updated" or " on ". A month or weekday name left dangling before a
// cut digit goes too ("Jane Doe March 5" -> "Jane Doe", "Jane Doe
// Monday, 5 March" -> "Jane Doe").
func cutBylineTail(s string) string {
	cut := len(s)
	if i := strings.IndexAny(s, bylineSeparators); i >= 0 {
		cut = i
	}
	for _, sep := range []string{" — ", " – ", " - ", " / "} {
		if i := strings.Index(s[:cut], sep); i >= 0 {
			cut = i
		}
	}
	// A number starting a word ends the names ("Jane Doe 4 August 2010");
	// digits inside a word are part of a user name ("paulb203") unless
	// they are a day run into the name by the text walk and followed by a
	// month ("Lucas Nolan22 Dec 2016").
	digit := false
	for i := 0; i < cut; i++ {
		if i == 0 && numberedName(s[:cut]) {
			continue
		}
		if s[i] >= '0' && s[i] <= '9' && (i == 0 || s[i-1] == ' ' || s[i-1] == '(' || gluedDay(s[i:cut])) {
			cut, digit = i, true
			break
		}
	}
	lower := strings.ToLower(s[:cut])
	for _, w := range bylineStops {
		if i := strings.Index(lower, w); i > 0 {
			cut = min(cut, i)
		}
	}
	s = strings.TrimSpace(s[:cut])
	// The month, the weekday and the preposition of the date, left
	// dangling before the cut digit, go too ("Joe Wee Monday, 29
	// February 2016", "Marie Dubois, le mercredi 28 novembre"). A month
	// that is also a name (monthnames.Homonym: Turkish "Kasım", Polish
	// "Maja") stays: its languages write the day first, so it is the
	// name's ("Ali Kasım, 28 Kasım 2026"). The preposition only as a
	// preposition is written, lower-case and unpunctuated: "Le" ends a
	// name ("Thanh Le, May 3, 2024").
	for k := 0; digit && k < 3; k++ {
		i := strings.LastIndexByte(s, ' ')
		w := strings.Trim(s[i+1:], ".,")
		if _, homonym := monthnames.Homonym(strings.ToLower(w)); i <= 0 || homonym || monthNum(w) == 0 && !isCalendarWord(w) && !datePreposition[s[i+1:]] {
			break
		}
		s = strings.TrimSpace(s[:i])
	}
	return s
}

// numberedName reports whether s, a byline that starts with a digit, is a
// name that does: a first word of digits and letters that is no ordinal or
// unit ("3i Global", a generated user name "3d23d65-ddc6"), or a number
// before two or more capitalised words ("98 Buck Social"). A count or a
// reading time ("12 Comments", "5 min read", "3rd edition") is not.
func numberedName(s string) bool {
	words := strings.Fields(s)
	if len(words) == 0 {
		return false
	}
	first := words[0]
	n := 0
	for n < len(first) && dom.ASCIIDigit(first[n]) {
		n++
	}
	if n == 0 {
		return false
	}
	if n < len(first) {
		switch strings.ToLower(first[n:]) {
		case "st", "nd", "rd", "th", "s", "m", "h", "d", "min", "mins", "hr", "hrs", "k", "%":
			return false
		}
		return dom.ASCIILetter(first[n])
	}
	if len(words) < 3 {
		return false
	}
	for _, w := range words[1:] {
		if !capitalisedWords(w) || isCalendarWord(w) || !hasLetter(w) {
			return false
		}
	}
	return true
}

// gluedDay reports whether s starts with a day of one or two digits, a
// space and a month name: a date whose element the text walk ran into the
// name before it.
func gluedDay(s string) bool {
	n := 0
	for n < len(s) && n < 3 && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	if n == 0 || n > 2 || n >= len(s) || s[n] != ' ' {
		return false
	}
	month, _, _ := strings.Cut(s[n+1:], " ")
	return monthNum(strings.Trim(month, ".,")) > 0
}

// cutHandle drops a social handle printed after the name ("Ahiza Garcia
// @ahiza_garcia"). A value that is only a handle is rejected later.
func cutHandle(s string) string {
	if i := strings.Index(s, " @"); i > 0 {
		return strings.TrimSpace(s[:i])
	}
	return s
}

// undouble returns one copy of a name the text walk read twice ("Colin
// Gray Colin Gray": a linked name beside a hidden copy for screen readers).
// Initials are no name read twice: "R. R." signs a German blog's posts
// (trafilatura-dev), and its half alone is no name.
func undouble(s string) string {
	w := strings.Fields(s)
	if n := len(w); n >= 2 && n%2 == 0 && strings.Join(w[:n/2], " ") == strings.Join(w[n/2:], " ") && hasLetterRun(strings.Join(w[:n/2], " "), 2) {
		return strings.Join(w[:n/2], " ")
	}
	return s
}

// innerBy is the "by" that follows a date in a byline: "03/01/2017 by
// Agatha Caleo", "March 15, 2022 · 3 min read · By ASU Online".
var innerBy = regexp.MustCompile(`(?i)(?:^|[\s·•|,])(?:written |posted |published )?by\s*:?\s+`)

// maxLeadingDate is how far into a byline a leading date and reading time
// may run before the names.
const maxLeadingDate = 60

// afterLeadingDate drops a date (and a reading time) that a byline puts
// before the names: the text after an inner "by", or else the first
// separated part without digits ("Dec. 19, 2025 · Niko Matsakis"). A
// byline that does not start with a date is returned as it is.
func afterLeadingDate(s string) string {
	head := s[:min(len(s), maxLeadingDate)]
	end := strings.IndexAny(head, "·•|")
	if loc := innerBy.FindStringIndex(head); loc != nil && (end < 0 || loc[0] < end) {
		end = loc[0]
	}
	if end <= 0 || !startsWithDate(head[:end]) {
		return s
	}
	if loc := innerBy.FindStringIndex(s[end:]); loc != nil {
		return s[end+loc[1]:]
	}
	for part := range strings.FieldsFuncSeq(s[end:], func(r rune) bool { return r == '·' || r == '•' || r == '|' }) {
		if part = strings.TrimSpace(part); part != "" && !strings.ContainsAny(part, "0123456789") {
			return part
		}
	}
	return s
}

// startsWithDate reports whether s is a date, or starts with one: its
// first word is a number, a month or a weekday, and it holds a date.
// "Last updated on Aug 20, 2025 by MDN contributors" does not.
func startsWithDate(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" {
		return false
	}
	if !dom.ASCIIDigit(s[0]) {
		w, _, _ := strings.Cut(s, " ")
		if !isCalendarWord(w) {
			return false
		}
	}
	return dateInText(s) != ""
}

// cutGluedDate cuts a date run into the end of a name ("Yucy3/4/2025"): a
// digit straight after a letter starts a date when the rest parses as one;
// digits inside user names ("paulb203") do not.
func cutGluedDate(s string) string {
	for i := 1; i < len(s); i++ {
		if dom.ASCIIDigit(s[i]) && dom.ASCIILetter(s[i-1]) {
			if ParseDate(s[i:]) != "" {
				return s[:i]
			}
			return s
		}
	}
	return s
}

// joinAuthors cleans each name, drops duplicates (case-insensitively) and
// joins them with ", ".
func joinAuthors(names []string) string {
	return joinAuthorsWith(names, cleanAuthor)
}

// joinAuthorsWith is joinAuthors with each name cleaned by tidy.
func joinAuthorsWith(names []string, tidy func(string) string) string {
	var out []string
	seen := map[string]bool{}
	for _, n := range names {
		n = tidy(n)
		k := dom.FoldWords(n)
		if n == "" || seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, n)
	}
	if len(out) > maxAuthors {
		return ""
	}
	return strings.Join(out, ", ")
}

func isURLish(s string) bool {
	l := strings.ToLower(strings.TrimSpace(s))
	return strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://") ||
		strings.HasPrefix(l, "www.") || strings.HasPrefix(l, "/") ||
		(strings.Contains(l, ".com") && !strings.Contains(l, " "))
}

// hasLetters reports whether s holds n letters or more. A name has two
// at least: a lone initial is what cleanAuthor leaves of a line that
// named no one ("C-" in a documentation page's version menu).
func hasLetters(s string, n int) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			if n--; n <= 0 {
				return true
			}
		}
	}
	return n <= 0
}

func hasLetter(s string) bool { return hasLetters(s, 1) }

// hasLetterRun reports whether s has n letters in a row (a word, not "Jan").
func hasLetterRun(s string, n int) bool {
	run := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			run++
			if run >= n {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// nameParticles are the lower-case words names keep ("Marna van der
// Merwe", "Leonardo da Vinci").
var nameParticles = map[string]bool{"van": true, "der": true, "den": true, "de": true, "von": true,
	"da": true, "di": true, "du": true, "del": true, "la": true, "le": true, "bin": true, "al": true}

// linkLabelWords mark the label of a link to an author page, not a name.
var linkLabelWords = map[string]bool{"articles": true, "posts": true, "read": true, "view": true,
	"more": true, "profile": true, "bio": true, "stories": true}

// capitalisedWords reports whether every word of s that starts with a
// letter starts with a capital, particles aside: a name, not a link label
// such as "Articles by Juliette" or "Read Jane's articles".
func capitalisedWords(s string) bool {
	for w := range strings.FieldsSeq(s) {
		r, _ := utf8.DecodeRuneInString(w)
		if unicode.IsLetter(r) && !unicode.IsUpper(r) && !nameParticles[w] || linkLabelWords[strings.ToLower(w)] {
			return false
		}
	}
	return true
}

// maxNameWords is the most words one name of a byline may have; longer
// runs are sentences, not credits.
const maxNameWords = 6

// shortNames reports whether every comma-separated part of a cleaned byline
// is at most maxNameWords words. Counting the parts, not the whole, keeps
// credentials written after the name ("Paul Frew, Home and Digital
// Security Expert", "Julie Weisenhorn and Natalie Hoidal, Extension
// horticulture educators"), which the wcxb annotators copy with it:
// wcxb-dev author 86.1% -> 86.5% (3 pages gain, none lose) with the
// price and exclamation guard in cleanAuthor.
func shortNames(a string) bool {
	for _, p := range strings.Split(a, ", ") {
		if p, _ = splitNameAddr(p); len(strings.Fields(p)) > maxNameWords {
			return false
		}
	}
	return true
}
