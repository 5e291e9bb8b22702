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

// titleLead is how far into the Markdown a level-1 heading counts as the
// page's headline, and the first heading of any level when its text is
// the title's; titleHead how far a level-1 heading with the title's text
// may be.
const (
	titleHead = 3000
	titleLead = 600
)

var (
	h1Line      = regexp.MustCompile(`(?m)^ {0,3}# +\S`)
	headingLine = regexp.MustCompile(`(?m)^ {0,3}#{1,6} +(.+?) *#* *$`)
)

// headlined returns md with "# title" above it unless md has a headline
// (headlineAt).
func headlined(md, title string) string {
	title = strings.Join(strings.Fields(title), " ")
	if title == "" || headlineAt(md, title) >= 0 {
		return md
	}
	return "# " + EscapeInline(title) + "\n\n" + md
}

// headlineAt returns the offset of the line that is md's headline, or
// -1 when it has none: its first level-1 heading within titleLead, or
// the first heading there of any level when it reads as title (a page
// whose title is an h2 keeps it), whichever comes first; else a level-1
// heading within titleHead that reads as title, below breadcrumbs, a
// notice or an author's note. A level-1 heading further down that is not
// the title is a section of the page ("# How we tested"), and the page
// still wants its title on top.
func headlineAt(md, title string) int {
	lead := md[:min(len(md), titleLead)]
	at := firstH1(lead)
	if m := headingLine.FindStringSubmatchIndex(lead); m != nil && (at < 0 || m[0] < at) && readsAs(md[m[2]:m[3]], title) && !inFence(md[:m[0]]) {
		at = m[0]
	}
	if at >= 0 {
		return at
	}
	head := md[:min(len(md), titleHead)]
	for off := 0; ; {
		h := firstH1(head[off:])
		if h < 0 {
			return -1
		}
		h += off
		if m := headingLine.FindStringSubmatchIndex(head[h:]); m != nil && m[0] == 0 && readsAs(head[h+m[2]:h+m[3]], title) {
			return h
		}
		next := strings.IndexByte(head[h:], '\n')
		if next < 0 {
			return -1
		}
		off = h + next + 1
	}
}

// readsAs reports whether a heading's text reads as the page's title,
// perhaps without its subtitle or with the site's name.
func readsAs(heading, title string) bool {
	h, t := letters(heading), letters(title)
	return h != "" && t != "" && (strings.HasPrefix(h, t) || strings.HasPrefix(t, h) && 2*len(h) >= len(t))
}

// firstH1 returns the offset of md's first level-1 heading line outside
// fenced code, or -1: a "# install" comment in a shell block near the top
// of a page is code, and the page still wants its title on top. It reads
// md once, line by line: a page of fenced comments costs one pass.
func firstH1(md string) int {
	var fence string
	for off := 0; off < len(md); {
		line := md[off:]
		next := len(md)
		if nl := strings.IndexByte(line, '\n'); nl >= 0 {
			line, next = line[:nl], off+nl+1
		}
		if fence == "" && h1Line.MatchString(line) {
			return off
		}
		fence = fenceAfter(fence, line)
		off = next
	}
	return -1
}

// inFence reports whether the end of md is inside a fenced code block,
// where a line starting with "#" is code, not a heading.
func inFence(md string) bool {
	var fence string
	for line := range strings.SplitSeq(md, "\n") {
		fence = fenceAfter(fence, line)
	}
	return fence != ""
}

// fenceAfter returns the run of the fence open after line, given the one
// open before it ("" outside a block). As in CommonMark, only a run of
// the opening fence's character, at least as long, closes it: a "```"
// line inside a "~~~" block is code.
func fenceAfter(fence, line string) string {
	t := strings.TrimLeft(line, " ")
	if len(line)-len(t) > 3 || !strings.HasPrefix(t, "```") && !strings.HasPrefix(t, "~~~") {
		return fence
	}
	run := t[:len(t)-len(strings.TrimLeft(t, t[:1]))]
	switch {
	case fence == "":
		return run
	case run[0] == fence[0] && len(run) >= len(fence) && strings.TrimSpace(t[len(run):]) == "":
		return ""
	}
	return fence
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
