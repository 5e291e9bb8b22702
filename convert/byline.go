package convert

import (
	"strings"
	"time"

	"folio/extractor"
)

// The extractor leaves a page's byline out of its content: WCXB's labels
// count "By Ann Lee · 3 May 2024" as boilerplate: of the first 151
// wcxb-dev articles, 125 have an author in their metadata and the
// reader's text names 6 of them in its first 600 characters (25 anywhere).
// A reader shows who wrote a piece and when, so the reader writes the
// byline back from the page's metadata, under the headline, as one line.

// bylineHead is how far into the Markdown the headline may be for the
// byline to go under it; further down the page opens with something else
// and a line after its headline would read as part of the text.
const bylineHead = titleLead

// bylined returns md with the metadata's byline under its level-1 headline,
// leaving out what the text near the top already says (an author named in
// the lines before the first paragraph, a date written there).
func bylined(md string, m extractor.Metadata) string {
	at := firstH1(md[:min(len(md), bylineHead)])
	if at < 0 {
		return md
	}
	end := strings.IndexByte(md[at:], '\n')
	if end < 0 {
		end = len(md)
	} else {
		end += at
	}
	head := opening(md[end:])
	var parts []string
	author := strings.TrimSpace(m.Author)
	if author != "" && !strings.Contains(letters(head), letters(firstName(author))) {
		parts = append(parts, EscapeInline(author))
	}
	if date := readableDate(m.Published); date != "" && !writesDate(head, m.Published) {
		parts = append(parts, date)
	}
	if len(parts) == 0 {
		return md // nothing to add: a site's name alone is no byline
	}
	if site := strings.TrimSpace(m.SiteName); site != "" && letters(site) != letters(author) {
		parts = append(parts, EscapeInline(site))
	}
	line := "\n\n*" + strings.Join(parts, " · ") + "*\n"
	if rest := strings.TrimLeft(md[end:], "\n"); rest != "" {
		return md[:end] + line + "\n" + rest
	}
	return md[:end] + line
}

// Byline joins author, date and site name for a page known only by its
// metadata: "Ann Lee · 1 May 2024 · Example".
func Byline(m extractor.Metadata) string {
	var parts []string
	if a := strings.TrimSpace(m.Author); a != "" {
		parts = append(parts, EscapeInline(a))
	}
	if d := readableDate(m.Published); d != "" {
		parts = append(parts, d)
	}
	if s := strings.TrimSpace(m.SiteName); s != "" {
		parts = append(parts, EscapeInline(s))
	}
	return strings.Join(parts, " · ")
}

// opening is the text before md's first long paragraph: where a page that
// kept its byline has it.
func opening(md string) string {
	const long = 200
	var b strings.Builder
	for block := range strings.SplitSeq(md, "\n\n") {
		t := strings.TrimSpace(block)
		if len(t) >= long && !strings.HasPrefix(t, "#") && !strings.HasPrefix(t, "![") {
			break
		}
		b.WriteString(t)
		b.WriteString("\n")
		if b.Len() > titleHead {
			break
		}
	}
	return b.String()
}

// firstName is the first of the names metadata joins with ", ": a page
// that writes its byline names at least the first author.
func firstName(authors string) string {
	name, _, _ := strings.Cut(authors, ",")
	return name
}

// isoDay is the day of metadata's ISO 8601 date (2006-01-02 or RFC 3339),
// or false when the date is in another form.
func isoDay(iso string) (time.Time, bool) {
	const layout = "2006-01-02"
	if len(iso) < len(layout) {
		return time.Time{}, false
	}
	t, err := time.Parse(layout, iso[:len(layout)])
	return t, err == nil
}

// readableDate writes metadata's ISO 8601 date as "2 January 2006", a
// form no reader misreads; anything else as it is.
func readableDate(iso string) string {
	iso = strings.TrimSpace(iso)
	t, ok := isoDay(iso)
	if !ok {
		return EscapeInline(iso)
	}
	return t.Format("2 January 2006")
}

// writesDate reports whether text shows the date of iso in one of the
// forms English pages write it in, or as ISO itself.
func writesDate(text, iso string) bool {
	t, ok := isoDay(strings.TrimSpace(iso))
	if !ok {
		return false
	}
	for _, layout := range []string{"2006-01-02", "January 2, 2006", "Jan 2, 2006", "2 January 2006", "2 Jan 2006", "January 2 2006", "02.01.2006", "2.1.2006", "01/02/2006", "1/2/2006"} {
		if strings.Contains(text, t.Format(layout)) {
			return true
		}
	}
	return false
}
