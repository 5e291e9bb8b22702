package prune

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
)

// Boilerplate lines: short paragraphs whose whole text is a known phrase
// ("Advertisement", "Continue Reading Below", "Sharing is caring!"), starts
// with one ("READ MORE: <headline>"), or titles a block of related links
// ("DON'T MISS", "Related coverage", "Topics"); the title goes with the
// link-dense blocks that follow it. The phrases are data, in phrases.txt.
const (
	phraseMaxWords = 8  // a line matched whole or titling links
	prefixMaxWords = 30 // a line starting with a phrase: a headline after it
	// sectionShare caps the text a titled link block may take: on a listing
	// the links after "Latest news" are the content.
	sectionShare = 0.34
	// linkDense is the link density of a block of related links.
	linkDense = 0.6
)

//go:embed phrases.txt
var phrasesTxt string

// intlTxt holds the same concepts in German, French, Spanish, Italian,
// Portuguese, Dutch and Polish.
//
//go:embed phrases_intl.txt
var intlTxt string

// scriptsTxt holds the same concepts in Chinese, Japanese, Korean, Thai,
// Arabic, Hebrew, Russian, Ukrainian and Hindi.
//
//go:embed phrases_scripts.txt
var scriptsTxt string

// minedTxt holds the lines mined from the corpora by ./mine, in the same
// format.
//
//go:embed mined.txt
var minedTxt string

var phrases = parsePhrases(phrasesTxt + "\n" + intlTxt + "\n" + scriptsTxt + "\n" + minedTxt)

type phraseSet struct {
	line, title map[string]bool
	comment     map[string]bool // titles of a comment thread (commenttitles.go), lines too
	prefix      prefixTable
	pointer     prefixTable // "&": prefixes cut only before a link (pointerLine)
	promo       []string    // words of a call to action in a closing paragraph
	contact     map[string]bool
}

// prefixTable files the prefix phrases under their first byte: every
// short unit of the content is tested against them, and a line need only
// be tested against those that start with its first byte (some ten of
// 130).
type prefixTable [256][]string

// of returns the prefix phrases line may start with.
func (t *prefixTable) of(line string) []string {
	if line == "" {
		return nil
	}
	return t[line[0]]
}

func parsePhrases(s string) phraseSet {
	p := phraseSet{line: map[string]bool{}, title: map[string]bool{}, comment: map[string]bool{}, contact: map[string]bool{}}
	for _, l := range strings.Split(s, "\n") {
		if len(l) < 3 || l[1] != ' ' {
			continue
		}
		v, _, _ := strings.Cut(l[2:], "\t") // a tab starts a comment
		switch l[0] {
		case '=':
			p.line[v] = true
		case '%':
			p.line[v] = true
			p.comment[v] = true
		case '>':
			p.title[v] = true
		case '^':
			if v != "" {
				p.prefix[v[0]] = append(p.prefix[v[0]], v)
			}
		case '&':
			if v != "" {
				p.pointer[v[0]] = append(p.pointer[v[0]], v)
			}
		case '~':
			p.promo = append(p.promo, v)
		case '@':
			p.contact[v] = true
		}
	}
	return p
}

var quoteFolder = strings.NewReplacer("\u2019", "'", "\u2018", "'", "\u00a0", " ")

// normLine lower-cases s, folds curly quotes and drops leading and trailing
// punctuation, as phrases.txt writes its lines, and a trailing count in
// brackets (dropCount).
func normLine(s string) string {
	if ascii(s) {
		// Nothing to fold (the Replacer would only copy), and lower-casing
		// ASCII letters changes no punctuation, space or digit that
		// lineCore reads: trim first, lower-case what is left.
		return strings.ToLower(lineCore(s))
	}
	return lineCore(strings.ToLower(quoteFolder.Replace(s)))
}

// lineCore is s without the punctuation normLine trims from its ends
// (linePunct) and without a trailing count in brackets (dropCount); it
// slices s and never copies. contactLabel lower-cases it on the stack.
func lineCore(s string) string {
	s = strings.TrimFunc(s, linePunct)
	if c, ok := dropCount(s, false); ok {
		return strings.TrimRightFunc(c, linePunct)
	}
	return s
}

// linePunct reports whether r is white space or punctuation normLine
// trims from a line's ends.
func linePunct(r rune) bool {
	return unicode.IsSpace(r) || r == ':' || r == '.' || r == '!' || r == '…' || r == '»' || r == '›' ||
		r == '|' || r == '-' || r == '–' || r == '—' || r == '>' || r == '*' || r == '(' || r == ')' ||
		fullWidthPunct(r)
}

// dropCount returns line without the count that ends it, a number in
// brackets with the closing bracket trimmed already ("comments (12",
// "网友评论（3", "コメント（3件": a counter word after the digits is
// allowed), or with bare, a number after a space ("댓글 3"), and whether
// there was one. Chrome titles carry their count ("Comments (3)",
// "Комментарии (3)", "评论 (12)"), and the phrase lists cannot hold every
// number; the bare form only for comment titles, as "Video 2" or "Step 3"
// after a line phrase is a heading of the text.
func dropCount(line string, bare bool) (string, bool) {
	end := len(line)
	if strings.HasSuffix(line, "]") {
		end-- // "comments [3]": normLine trims the other closing brackets
	}
	if r, w := utf8.DecodeLastRuneInString(line[:end]); w > 1 && unicode.IsLetter(r) && !unicode.IsDigit(r) {
		end -= w // a counter word: 件, 条, 개
	}
	digits := end
	for digits > 0 {
		r, w := utf8.DecodeLastRuneInString(line[:digits])
		if !unicode.IsDigit(r) {
			break
		}
		digits -= w
	}
	if digits == end || digits == 0 {
		return line, false
	}
	r, w := utf8.DecodeLastRuneInString(line[:digits])
	switch {
	case digits == w: // the count alone: no title before it
	case r == '(' || r == '（' || r == '[' || r == '【':
		return strings.TrimRightFunc(line[:digits-w], unicode.IsSpace), true
	case bare && r == ' ' && end == len(line):
		return line[:digits-w], true
	}
	return line, false
}

func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func boilerLines(t *tree, cut func(int32, classify.Role)) {
	var sum int32
	code := false // documentation: its "Related content" and "See also" are content
	for _, r := range t.roots() {
		sum += t.text[r]
		code = code || t.code[r]
	}
	for _, u := range t.units {
		if !t.canCut(u) {
			continue
		}
		text := t.unitText[u]
		wc := dom.WordsUpTo(text, prefixMaxWords+1)
		if wc > prefixMaxWords {
			continue
		}
		line := normLine(text)
		switch {
		case wc <= phraseMaxWords && !code && phrases.title[line]:
			cutSection(t, u, sum, false, cut)
		case wc <= phraseMaxWords && !code && isTitlePrefix(line) && cutSection(t, u, sum, true, cut):
			// A title with its links after it went; with none after it, it
			// may still be a prefix or pointer line with its link inside
			// ("Leggi anche <a>…</a>", "Lees ook <a>…</a>").
		case wc <= phraseMaxWords && phrases.line[line] && (wc > 1 || !heading(t.nodes[u]) || labels[line]):
			// A heading "Facebook" titles a card of links to the page;
			// "Loading..." is a card's placeholder, "Advertisement" an ad's
			// label.
			cut(u, classify.RoleBoilerplate)
		case hasPrefix(line) && !labelledPrice(text), pointerLine(t, u, line): // pricelines.go
			cut(u, classify.RoleRelated)
		}
	}
}

// labels are one-word lines that are boilerplate even as headings.
var labels = map[string]bool{"loading": true, "advertisement": true, "anzeige": true, "werbung": true,
	"publicité": true, "publicidad": true, "pubblicità": true, "publicidade": true, "advertentie": true, "reklama": true}

// isTitlePrefix reports whether line starts with a title phrase of two
// words or more ("Related coverage from How to Do Everything", "More from
// Sportsnet", "Popular on IndieWire"); such a line is a title only when
// links follow it.
func isTitlePrefix(line string) bool {
	spaces := 0
	for i := 0; i < len(line); i++ {
		if line[i] != ' ' {
			continue
		}
		if spaces++; spaces >= 2 && phrases.title[line[:i]] {
			return true
		}
	}
	return false
}

// hasPrefix reports whether line starts with a prefix phrase as whole
// words: "previous article" starts "Previous article: The park", not
// "Previous articles in this series explained…".
func hasPrefix(line string) bool {
	for _, p := range phrases.prefix.of(line) {
		if startsWith(line, p) {
			return true
		}
	}
	return false
}

// startsWith reports whether line starts with prefix phrase p as whole
// words. A " * " in p stands for one to wildWords words: a site's own name
// in a line every site words alike ("Add Newsweek as a preferred source on
// Google", "Add CIO as a Preferred Source in Google Search": "add * as a
// preferred source").
func startsWith(line, p string) bool {
	head, tail, wild := strings.Cut(p, " * ")
	if !wild {
		return strings.HasPrefix(line, p) && wordEnds(line, len(p))
	}
	if !strings.HasPrefix(line, head+" ") {
		return false
	}
	rest := line[len(head)+1:]
	for k := 0; k < wildWords; k++ {
		i := strings.IndexByte(rest, ' ')
		if i <= 0 {
			return false
		}
		rest = rest[i+1:]
		if strings.HasPrefix(rest, tail) && wordEnds(rest, len(tail)) {
			return true
		}
	}
	return false
}

// StartsWith is startsWith for the phrase checker (mine -check), which
// reads the truths' lines as the rules would.
func StartsWith(line, p string) bool { return startsWith(line, p) }

// wildWords is the most words a " * " of a prefix phrase stands for: a
// site's name ("The Hindu Business Line" is four).
const wildWords = 4

// pointerLine reports whether line, the normalised text of element i,
// starts with a pointer phrase ("&" in the phrase files) and the rest of
// it is a link: "Siehe auch <a>Die Chronik des Streits</a>" and "<a>Más
// sobre La Semana Política</a>" point elsewhere, while "Siehe auch meinen
// Beitrag vom letzten Winter, …" or "Mais sobre o projeto deve ser
// divulgado …" is a sentence of the text that starts with the same words.
func pointerLine(t *tree, i int32, line string) bool {
	for _, p := range phrases.pointer.of(line) {
		if strings.HasPrefix(line, p) && wordEnds(line, len(p)) {
			rest := t.text[i] - letters(p)
			return rest > 0 && float32(t.link[i]) >= pointerLinked*float32(rest)
		}
	}
	return false
}

// pointerLinked is the share of a pointer line's text after its phrase
// that links hold: the headline it points to, give or take a bracket's
// count or a source's name beside the link.
const pointerLinked = 0.8

// wordEnds reports whether no word runs across byte i of s: s ends there,
// or a letter or digit does not stand on both sides.
func wordEnds(s string, i int) bool {
	if i <= 0 || i >= len(s) {
		return true
	}
	before, _ := utf8.DecodeLastRuneInString(s[:i])
	after, _ := utf8.DecodeRuneInString(s[i:])
	return !(isWordRune(before) && isWordRune(after))
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// cutSection cuts the title unit u and the link-dense blocks that follow
// it: the siblings after the highest element holding only u's text, up to
// the first block that is not link-dense. It reports whether it cut.
func cutSection(t *tree, u int32, total int32, needLinks bool, cut func(int32, classify.Role)) bool {
	h := u
	for p := t.parent[h]; p >= 0 && t.text[p] == t.text[u] && t.canCut(p); p = t.parent[h] {
		h = p
	}
	var links []int32
	size := t.text[h]
	for s := t.next(h); s >= 0; s = t.next(s) {
		if t.text[s] == 0 {
			continue
		}
		if t.linkDensity(s) < linkDense || t.cut[s] {
			break
		}
		links = append(links, s)
		size += t.text[s]
	}
	if float32(size) > sectionShare*float32(total) || needLinks && len(links) == 0 {
		return false
	}
	cut(h, classify.RoleRelated)
	for _, s := range links {
		cut(s, classify.RoleRelated)
	}
	return true
}

// heading reports whether n is <h1> to <h6> (dom.HeadingAtom), for the
// rules that test a tree node.
func heading(n *html.Node) bool {
	return dom.HeadingAtom(n.DataAtom)
}

// NormLine is the form in which phrases.txt and mined.txt write a line,
// for the command that mines them.
func NormLine(s string) string { return normLine(strings.Join(strings.Fields(s), " ")) }

// PrefixLine reports whether the phrase rules read text as a line that a
// prefix phrase may cut: prefixMaxWords words at most, as phrases.go and
// inlines.go bound it. ./mine's check asks it, so that a long sentence
// of a ground truth that starts with "Written by" is not counted against
// the phrase.
func PrefixLine(text string) bool { return dom.WordsUpTo(text, prefixMaxWords+1) <= prefixMaxWords }
