package convert

import (
	"regexp"
	"strings"
	"unicode"

	"folio/extractor"
)

// Headline is the page a reader shows for the extractor's Markdown: the
// page's title on top as its headline and the byline under it. The reader
// and the library's saves write it, so a page reads, and re-extracts, the
// same whichever saved it. Markdown with no text stays as it is: a page
// on which nothing was found is empty, not a title, so the reader shows
// its stub and the library refuses it (library.ErrEmpty).
func Headline(md string, m extractor.Metadata) string {
	if strings.TrimSpace(md) == "" {
		return md
	}
	return bylined(headlined(md, m.Title), m)
}

// The extractor returns an article's body; on most pages the headline is
// not part of it (107 of the first 150 wcxb-dev pages had no level-1
// heading in their first 3,000 characters under the reader's profile), so
// a converted page would open without its title. headlined puts the page's
// title on top as a level-1 heading unless the Markdown already starts
// with it.

// titleHead is how far into the Markdown a level-1 heading counts as the
// page's headline; titleLead how far the first heading of any level may be
// and still be taken for the title when its text matches.
const (
	titleHead = 3000
	titleLead = 600
)

var (
	h1Line      = regexp.MustCompile(`(?m)^ {0,3}# +\S`)
	headingLine = regexp.MustCompile(`(?m)^ {0,3}#{1,6} +(.+?) *#* *$`)
)

// headlined returns md with "# title" above it when md has no level-1
// heading near its start and does not open with a heading matching title.
func headlined(md, title string) string {
	title = strings.Join(strings.Fields(title), " ")
	if title == "" {
		return md
	}
	if firstH1(md[:min(len(md), titleHead)]) >= 0 || titleHeading(md, title) >= 0 {
		return md
	}
	return "# " + EscapeInline(title) + "\n\n" + md
}

// titleHeading returns the offset of md's first heading, of any level,
// when it is within titleLead and reads as title, perhaps without its
// subtitle or with the site's name; -1 otherwise. A page whose title is
// an h2 keeps it as its headline.
func titleHeading(md, title string) int {
	m := headingLine.FindStringSubmatchIndex(md[:min(len(md), titleLead)])
	if m == nil || inFence(md[:m[0]]) {
		return -1
	}
	h, t := letters(md[m[2]:m[3]]), letters(title)
	if h != "" && t != "" && (strings.HasPrefix(h, t) || strings.HasPrefix(t, h) && 2*len(h) >= len(t)) {
		return m[0]
	}
	return -1
}

// headlineAt returns the offset of the line that is md's headline: its
// first level-1 heading or a first heading that reads as title
// (titleHeading), whichever comes first; -1 when it has neither.
func headlineAt(md, title string) int {
	at := firstH1(md)
	if h := titleHeading(md, title); h >= 0 && (at < 0 || h < at) {
		at = h
	}
	return at
}

// firstH1 returns the offset of md's first level-1 heading line outside
// fenced code, or -1: a "# install" comment in a shell block near the top
// of a page is code, and the page still wants its title on top.
func firstH1(md string) int {
	for off := 0; ; {
		loc := h1Line.FindStringIndex(md[off:])
		if loc == nil {
			return -1
		}
		if at := off + loc[0]; !inFence(md[:at]) {
			return at
		}
		off += loc[1]
	}
}

// inFence reports whether the end of md is inside a fenced code block,
// where a line starting with "#" is code, not a heading. As in CommonMark,
// only a run of the opening fence's character, at least as long, closes
// it: a "```" line inside a "~~~" block is code.
func inFence(md string) bool {
	var fence string // the open fence's run, "" outside a block
	for _, line := range strings.Split(md, "\n") {
		t := strings.TrimLeft(line, " ")
		if len(line)-len(t) > 3 || !strings.HasPrefix(t, "```") && !strings.HasPrefix(t, "~~~") {
			continue
		}
		run := t[:len(t)-len(strings.TrimLeft(t, t[:1]))]
		switch {
		case fence == "":
			fence = run
		case run[0] == fence[0] && len(run) >= len(fence) && strings.TrimSpace(t[len(run):]) == "":
			fence = ""
		}
	}
	return fence != ""
}

// letters is s lower-cased with only its letters and digits, for comparing
// a heading with a title whatever their markup and punctuation.
func letters(s string) string {
	var b strings.Builder
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}
