package convert

import (
	"strings"

	"folio/extractor"
	"folio/extractor/metadata"
)

// The extractor leaves a page's byline out of its content: WCXB's labels
// count "By Ann Lee · 3 May 2024" as boilerplate: of the first 151
// wcxb-dev articles, 125 have an author in their metadata and the
// reader's text names 6 of them in its first 600 characters (25 anywhere).
// A reader shows who wrote a piece and when, so the reader writes the
// byline back from the page's metadata, under the headline, as one line.

// bylined returns md with the metadata's byline under its headline (see
// headlineAt), leaving out what the text near the top already says.
func bylined(md string, m extractor.Metadata) string {
	at := headlineAt(md, m.Title)
	if at < 0 {
		return md
	}
	end := strings.IndexByte(md[at:], '\n')
	if end < 0 {
		end = len(md)
	} else {
		end += at
	}
	by := Byline(m, opening(md[end:]))
	if by == "" {
		return md
	}
	line := "\n\n*" + by + "*\n"
	if rest := strings.TrimLeft(md[end:], "\n"); rest != "" {
		return md[:end] + line + "\n" + rest
	}
	return md[:end] + line
}

// Byline joins author, date and site name from a page's metadata as one
// line, "Ann Lee · 1 May 2024 · Example", the date in the page's
// language. It leaves out what shown, the text the page already shows by
// its headline, says: an author it names, a date it writes. A site's name
// alone is no byline, and a site named as the author is named once.
func Byline(m extractor.Metadata, shown string) string {
	var parts []string
	author := strings.TrimSpace(m.Author)
	if author != "" && !strings.Contains(letters(shown), letters(firstName(author))) {
		parts = append(parts, EscapeInline(author))
	}
	if date := readableDate(m.Published, m.Language); date != "" && !metadata.ShowsDate(unescaped(shown), m.Published) {
		parts = append(parts, date)
	}
	if len(parts) == 0 {
		return ""
	}
	if site := strings.TrimSpace(m.SiteName); site != "" && letters(site) != letters(author) {
		parts = append(parts, EscapeInline(site))
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

// readableDate writes metadata's ISO 8601 date in words in the page's
// language (metadata.WrittenDate); anything else as it is.
func readableDate(iso, lang string) string {
	iso = strings.TrimSpace(iso)
	if date, ok := metadata.WrittenDate(iso, lang); ok {
		return date
	}
	return EscapeInline(iso)
}
