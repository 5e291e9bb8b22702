package metadata

import (
	"strings"

	"folio/extractor/internal/dom"
)

// A document title is a chain of parts joined by a separator: the page's
// name, its section, its site ("What is Ownership? - The Rust Programming
// Language", "Online Mental Health Care | Cerebral | Online Therapy").
// Every title rule that reads those parts cuts the title here, so that
// they agree on what a part is. A separator between two numbers is no cut:
// "2019 - 2020", "9 / 11" and "24 | 7" are a range, a date or a name
// inside one part. Before this home each rule split the title itself, and
// the copies had drifted (one cut season ranges that the others kept).

// titleSeparators split a document title into the page's title and the
// site's name ("Headline | Site", "Site :: Headline"). Hyphens need spaces
// around them so that "Wi-Fi" stays whole.
var titleSeparators = []string{" | ", " - ", " — ", " – ", " :: ", " · ", " • ", " » ", " « ", " ~ ", " / ", " ｜ "}

// siteSeparators are titleSeparators and the underscore, which stripSite
// alone reads, and only to cut a part that names the site
// ("宇航员在太空中喝酒会怎么样 _光明网"): underscores join words inside too many
// titles to cut at them on a guess.
var siteSeparators = append(titleSeparators[:len(titleSeparators):len(titleSeparators)], "_")

// A titleSplit is a title cut at every occurrence of one separator that
// is not a number range. It keeps offsets, not parts, so that cutting
// allocates nothing: the title rules run on every page.
type titleSplit struct {
	t, sep      string
	first, last int // offsets of the first and the last cut in t
}

// splitTitle cuts t at sep; ok is false when sep never cuts t.
func splitTitle(t, sep string) (s titleSplit, ok bool) {
	first := nextCut(t, sep, 0)
	if first < 0 {
		return titleSplit{}, false
	}
	// The last cut is found walking forward, as next finds the cuts, so
	// that overlapping separators ("Foo - - Bar") give the same parts.
	last := first
	for j := nextCut(t, sep, first+len(sep)); j >= 0; j = nextCut(t, sep, j+len(sep)) {
		last = j
	}
	return titleSplit{t: t, sep: sep, first: first, last: last}, true
}

// nextCut returns the offset of the first occurrence of sep in t at or
// after from that is not a number range, or -1.
func nextCut(t, sep string, from int) int {
	for from <= len(t) {
		i := strings.Index(t[from:], sep)
		if i < 0 {
			return -1
		}
		if i += from; !numberRange(t, i, sep) {
			return i
		}
		from = i + len(sep)
	}
	return -1
}

// numberRange reports whether the separator at i joins two numbers
// ("2026 / 2027", "9 - 5"): a range, not a title part.
func numberRange(t string, i int, sep string) bool {
	j := i + len(sep)
	return i > 0 && j < len(t) && dom.ASCIIDigit(t[i-1]) && dom.ASCIIDigit(t[j])
}

// head is the first part: the text before the first cut.
func (s titleSplit) head() string { return strings.TrimSpace(s.t[:s.first]) }

// rest is the text after the first cut: every part but the head.
func (s titleSplit) rest() string { return strings.TrimSpace(s.t[s.first+len(s.sep):]) }

// init is the text before the last cut: every part but the tail.
func (s titleSplit) init() string { return strings.TrimSpace(s.t[:s.last]) }

// tail is the last part: the text after the last cut.
func (s titleSplit) tail() string { return strings.TrimSpace(s.t[s.last+len(s.sep):]) }

// next returns the offset of the cut after the one at i, or -1 after the
// last; the part between them is t[i+len(sep):next].
func (s titleSplit) next(i int) int {
	if i >= s.last {
		return -1
	}
	return nextCut(s.t, s.sep, i+len(s.sep))
}

// parts returns every part, trimmed, in order.
func (s titleSplit) parts() []string {
	var out []string
	from := 0
	for i := s.first; i >= 0; i = s.next(i) {
		out = append(out, strings.TrimSpace(s.t[from:i]))
		from = i + len(s.sep)
	}
	return append(out, strings.TrimSpace(s.t[from:]))
}

// separatorAt returns the title separator that cuts s at offset i ("the
// h1's words, then a separator"), or "" when none does.
func separatorAt(s string, i int) string {
	for _, sep := range titleSeparators {
		if strings.HasPrefix(s[i:], sep) && !numberRange(s, i, sep) {
			return sep
		}
	}
	return ""
}

// separatorMarks are the marks of titleSeparators without their spaces,
// and the colon that joins a label to a name.
var separatorMarks = func() string {
	marks := " :"
	for _, sep := range titleSeparators {
		marks += strings.TrimSpace(sep)
	}
	return marks
}()

// trimSeparators removes white space and separator marks around t: what
// stays of a title part cut loose from its neighbours ("| Nuts & Volts
// Magazine").
func trimSeparators(t string) string { return strings.Trim(t, separatorMarks) }
