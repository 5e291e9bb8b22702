package metadata

import (
	"regexp"
	"strings"
)

// The openings of a byline in the Latin-script languages ("By", "Written
// by", "Von", "Geschrieben von", "Author:"), in one place: the walk finds
// English text bylines by textOpenings (bylineLead, bylineLabel,
// bylineStart), those of other languages by creditWords on a page in
// their language (latinBylines), and cleanAuthor strips any of them from
// a name (byPrefix). A word one of them learns, the others know. The
// openings of other scripts ("Автор:", "记者") are bylinelabels.go's.

// creditWord is the word that credits a writer in one language ("by",
// "von", "par") and the words that may come before it ("written",
// "geschrieben").
type creditWord struct {
	lang   string   // ISO 639-1
	word   string   // lower-case
	before []string // participles and nouns before the word: "written by"
	// bare is whether the word alone opens a byline on a page in lang
	// ("Von Jane Doe"); anyPage whether cleanAuthor strips it alone from
	// a name whatever the page's language. Italian "da" is neither
	// ("Da Silva" is a name). A word that is bare must be anyPage too:
	// cleanAuthor does not know the page's language, and a Danish "Af
	// Lars Berg" was credited to "Af Lars Berg".
	bare, anyPage bool
	// english is whether the word alone is also an English word ("Door
	// Locks", "Par Cans"): it opens a byline only on a page that declares
	// lang, never on a page of no language.
	english bool
}

// creditWords are the words that credit a writer, by language: each is
// the everyday label of a news byline in its language.
var creditWords = []creditWord{
	{lang: "en", word: "by", before: []string{"written", "posted", "post", "published", "started", "reviewed", "authored",
		"story", "words", "text", "reporting", "recipe", "photo", "photos", "article", "edited", "guide", "review",
		"interview", "analysis", "opinion", "column", "essay", "feature", "commentary"}, bare: true, anyPage: true},
	{lang: "de", word: "von", before: []string{"geschrieben", "verfasst", "erstellt", "veröffentlicht", "gepostet", "eingestellt"}, bare: true, anyPage: true},
	{lang: "fr", word: "par", before: []string{"écrit", "rédigé", "publié", "posté"}, bare: true, anyPage: true, english: true},
	{lang: "es", word: "por", before: []string{"escrito", "publicado", "redactado"}, bare: true, anyPage: true},
	{lang: "pt", word: "por", before: []string{"escrito", "publicado", "postado"}, bare: true, anyPage: true},
	{lang: "it", word: "da", before: []string{"scritto", "pubblicato", "postato"}},
	{lang: "it", word: "di", bare: true, anyPage: true, english: true},
	{lang: "nl", word: "door", before: []string{"geschreven", "geplaatst", "gepubliceerd"}, bare: true, anyPage: true, english: true},
	{lang: "sv", word: "av", before: []string{"skrivet"}, bare: true, anyPage: true, english: true},
	{lang: "no", word: "av", before: []string{"skrevet"}, bare: true, anyPage: true, english: true},
	{lang: "nb", word: "av", bare: true, anyPage: true, english: true},
	{lang: "da", word: "af", before: []string{"skrevet"}, bare: true, anyPage: true, english: true},
	// Indonesian and Malay "oleh" is also a first name (Ukrainian
	// "Oleh"): alone it credits only with its colon (creditListLabels).
	{lang: "id", word: "oleh", before: []string{"ditulis"}},
	{lang: "ms", word: "oleh", before: []string{"ditulis"}},
}

// creditLabels are the words that label a writer's name rather than
// credit it ("Author: Jane Doe", "Autor Jan Nowak", Indonesian "Penulis:
// …"), a colon optional; creditListLabels need their colon
// ("Contributors: …", "Oleh: Budi Santoso"), since "Authors Guild",
// "Contributor Network" and "Oleh Petrenko" are names.
var (
	creditLabels     = []string{"via", "autor", "autorin", "autora", "autorka", "author", "auteur", "autore", "yazar", "szerző", "penulis", "作者"}
	creditListLabels = []string{"authors", "contributors", "contributor", "oleh"}
)

// textOpening is how an English text byline opens, as the walk reads it:
// a label alone over the name in the next element ("Written by" /
// "Jane Doe": label), or the start of a line that goes on with the name
// ("By Jane Doe": start; colon when the opening needs its colon there,
// caps when it may be written in capitals, "BY JANE DOE").
type textOpening struct {
	lead                      string
	label, start, colon, caps bool
}

// textOpenings are the openings of the text bylines the walk records
// (byline.go): English, with the bare credit words of German, French,
// Spanish and Portuguese as labels, and the names of the role in the
// Latin-script languages, which open a line with their colon as
// "Author:" does ("Autor: Jan Kowalski", "Auteur : Marie Dubois",
// "Autorin: Anna Schmidt", "Autore: Marco Rossi", Turkish "Yazar: …",
// Hungarian "Szerző: …", Indonesian "Penulis: …"), and Indonesian
// "Oleh: …" (by), which is a first name without its colon: the label
// names the role in one word, so no page's language is asked. The ones new to the
// walk are no labels over a name in another element: a book review's
// facts box writes "<u>Autorin: </u>Alys Arden" between "Seiten:" and
// "Verlag:", the book's author and not the post's (trafilatura-dev).
var textOpenings = []textOpening{
	{lead: "written by", label: true, start: true}, {lead: "posted by", label: true, start: true},
	{lead: "published by", label: true}, {lead: "authored by", label: true, start: true},
	{lead: "article by", label: true}, {lead: "words by", label: true}, {lead: "started by", start: true},
	{lead: "by", label: true, start: true, caps: true},
	{lead: "author", label: true, start: true, colon: true}, {lead: "authors", label: true, start: true, colon: true},
	{lead: "author(s)", label: true}, {lead: "auteur(s)", label: true},
	{lead: "contributor", label: true, start: true, colon: true}, {lead: "contributors", label: true, start: true, colon: true},
	{lead: "auteur", label: true, start: true, colon: true}, {lead: "autor", label: true, start: true, colon: true},
	{lead: "autorin", start: true, colon: true}, {lead: "autora", start: true, colon: true},
	{lead: "autorka", start: true, colon: true}, {lead: "autore", start: true, colon: true},
	{lead: "yazar", start: true, colon: true}, {lead: "szerző", start: true, colon: true},
	{lead: "penulis", start: true, colon: true}, {lead: "oleh", start: true, colon: true},
	{lead: "von", label: true}, {lead: "par", label: true}, {lead: "por", label: true},
}

var (
	// byPrefix is the opening of a byline in any of creditWords'
	// languages, which cleanAuthor strips from a name: a credit word
	// alone or after its participle, or a label.
	byPrefix = regexp.MustCompile(byPrefixPattern())
	// bylineLabel is a text node that is only the label of a byline, with
	// the name in the next element: <p>Written by</p><p>Jane Doe</p>.
	// Reports and papers write "Author(s)" over a list of names
	// (wcxb-dev +1 page, none lost).
	bylineLabel = regexp.MustCompile(`(?i)^(?:` + textOpeningAlt(func(o textOpening) bool { return o.label }) + `)\s*[:：]?$`)
	// bylineStart is a text node that starts a byline: "By Jane Doe".
	bylineStart = regexp.MustCompile(`^(?:` + bylineStartAlt() + `)\s*:?\s+[\p{Lu}\d]`)
	// bylineLeads are the lower-case starts of every text bylineLabel
	// and bylineStart accept; checking them first keeps the regexps off
	// ordinary text nodes (bylineLead).
	bylineLeads = textOpeningLeads()
	// latinBylines are the openings of bylines in the languages other
	// than English, longest first where one is the start of another.
	latinBylines = latinOpenings()
	// englishWords are the openings that are also English words: they
	// count only on a page that declares their language.
	englishWords = englishOpenings()
)

// byPrefixPattern builds byPrefix: the participles of the words cleanAuthor
// strips on any page, optional, before one of those words or a label; or
// a participle and the word it needs ("scritto da", "skrevet af").
func byPrefixPattern() string {
	var before, bare, needs []string
	for _, c := range creditWords {
		if !c.anyPage {
			for _, b := range c.before {
				needs = append(needs, regexp.QuoteMeta(b)+`\s+`+regexp.QuoteMeta(c.word))
			}
			continue
		}
		before = appendNew(before, c.before...)
		bare = appendNew(bare, c.word)
	}
	bare = appendNew(bare, creditLabels...)
	return `(?i)^(?:(?:` + quotedAlt(before) + `)\s+)?(?:(?:` + quotedAlt(bare) + `)\s*[:：]?|(?:` +
		quotedAlt(creditListLabels) + `)\s*[:：])\s+|^(?i:` + strings.Join(needs, "|") + `)\s+`
}

// gluedByPattern builds gluedBy: a participle and its credit word
// ("written by", "geschrieben von", "écrit par") at the start, run into
// a capital. A credit word alone is left out: "ByJane" is too rare to be
// worth reading "Vonage" or "Parker" wrongly.
func gluedByPattern() string {
	var pairs []string
	for _, c := range creditWords {
		for _, b := range c.before {
			pairs = appendNew(pairs, b+" "+c.word)
		}
	}
	return `^((?i:` + quotedAlt(pairs) + `))(\p{Lu})`
}

// textOpeningAlt is the alternation of the openings keep accepts.
func textOpeningAlt(keep func(textOpening) bool) string {
	var alt []string
	for _, o := range textOpenings {
		if keep(o) {
			alt = append(alt, o.lead)
		}
	}
	return quotedAlt(alt)
}

// bylineStartAlt is the alternation of the openings that start a line,
// each with its first letter in either case, in capitals where caps says
// so, and with its colon where colon says so.
func bylineStartAlt() string {
	var alt []string
	for _, o := range textOpenings {
		if !o.start {
			continue
		}
		first := o.lead[:1]
		a := "[" + strings.ToUpper(first) + first + "]" + regexp.QuoteMeta(o.lead[1:])
		if o.colon {
			a += `[ \x{a0}\x{202f}]?:` // French sets a space before its colon ("Auteur : …")
		}
		alt = append(alt, a)
		if o.caps {
			alt = append(alt, strings.ToUpper(o.lead))
		}
	}
	return strings.Join(alt, "|")
}

// textOpeningLeads lists the leads of textOpenings.
func textOpeningLeads() []string {
	leads := make([]string, len(textOpenings))
	for i, o := range textOpenings {
		leads[i] = o.lead
	}
	return leads
}

// latinOpenings lists the openings of creditWords outside English, each
// word's participles before the word alone.
func latinOpenings() []latinByline {
	var out []latinByline
	for _, c := range creditWords {
		if c.lang == "en" {
			continue
		}
		for _, b := range c.before {
			out = append(out, latinByline{lead: b + " " + c.word, lang: c.lang})
		}
		if c.bare {
			out = append(out, latinByline{lead: c.word, lang: c.lang})
		}
	}
	for i, b := range out {
		if out[i].word = strings.IndexByte(b.lead, ' '); out[i].word < 0 {
			out[i].word = len(b.lead)
		}
	}
	return out
}

// englishOpenings returns the credit words that are English words.
func englishOpenings() map[string]bool {
	out := map[string]bool{}
	for _, c := range creditWords {
		if c.english {
			out[c.word] = true
		}
	}
	return out
}

// appendNew appends the values of vs that list does not hold yet.
func appendNew(list []string, vs ...string) []string {
	for _, v := range vs {
		found := false
		for _, l := range list {
			if l == v {
				found = true
				break
			}
		}
		if !found {
			list = append(list, v)
		}
	}
	return list
}

// quotedAlt is the alternation of the literal words ws.
func quotedAlt(ws []string) string {
	q := make([]string, len(ws))
	for i, w := range ws {
		q[i] = regexp.QuoteMeta(w)
	}
	return strings.Join(q, "|")
}
