package app

import (
	"fmt"
	"strings"

	"folio/extractor"
)

// metadataStub writes what the page's metadata says: title, byline,
// image and description, then whatever little the
// extractor found, then a link to the page for the browser.
func metadataStub(m extractor.Metadata, pageURL, extracted string) string {
	var b strings.Builder
	if m.Title != "" {
		fmt.Fprintf(&b, "# %s\n\n", escapeInline(m.Title))
	}
	if by := byline(m); by != "" {
		fmt.Fprintf(&b, "*%s*\n\n", by)
	}
	if m.Image != "" {
		fmt.Fprintf(&b, "![%s](<%s>)\n\n", escapeInline(m.Title), m.Image)
	}
	if m.Description != "" {
		fmt.Fprintf(&b, "> %s\n\n", escapeInline(m.Description))
	}
	if ex := strings.TrimSpace(extracted); ex != "" {
		b.WriteString(ex + "\n\n")
	}
	b.WriteString("---\n\nFolio found little text on this page; this summary comes from its metadata.")
	// The page's own address, not its canonical one: the reader offers
	// "Open in Browser" for the page it shows, and recognises this link.
	link := pageURL
	if link == "" {
		link = m.Canonical
	}
	if link != "" {
		fmt.Fprintf(&b, " [Open in browser](<%s>)", link)
	}
	b.WriteString("\n")
	return b.String()
}

// byline joins author, date and site name: "Ann Lee · 2024-05-01 · Example".
func byline(m extractor.Metadata) string {
	var parts []string
	for _, s := range []string{m.Author, m.Published, m.SiteName} {
		if s = strings.TrimSpace(s); s != "" {
			parts = append(parts, escapeInline(s))
		}
	}
	return strings.Join(parts, " · ")
}
