package app

import (
	"fmt"
	"net/url"
	"strings"
	"unicode"

	"folio/extractor"
	"folio/spa"
)

// SparseChars is the extracted text, in non-space characters, below which
// a page counts as sparse and the fallback chain runs. A real article or
// product page yields thousands; 200 is about two sentences, less than any
// page a reader wants to read in Folio rather than in a browser.
const SparseChars = 200

// sparse reports whether extracted text is under SparseChars.
func sparse(text string) bool {
	n := 0
	for _, r := range text {
		if !unicode.IsSpace(r) {
			n++
			if n >= SparseChars {
				return false
			}
		}
	}
	return true
}

// fallback replaces a sparse extraction with, in order: the text of data
// embedded in the page (JSON-LD, Next.js props), a stub for a client-side-
// rendered shell, a stub made of the page's metadata. It leaves doc alone
// when none applies.
func fallback(doc *Document, res *extractor.Result, base *url.URL) {
	page := scanPage(doc.Raw)
	doc.Metadata = mergeMeta(res.Metadata, resolveMeta(page.meta, base))
	if md, ok := page.embeddedMarkdown(base); ok && len(md) > len(res.Markdown) {
		doc.Markdown = withTitle(doc.Metadata.Title, md)
		return
	}
	pageURL := ""
	if base != nil {
		pageURL = base.String()
	}
	if det, shell := spa.Detect(doc.Raw); shell {
		doc.Mode = ModeNeedsJS
		doc.Framework = det.Framework
		doc.Markdown = spa.Stub(det, pageURL, doc.Metadata)
		return
	}
	if hasMeta(doc.Metadata) {
		doc.Mode = ModeMetadataOnly
		doc.Markdown = metadataStub(doc.Metadata, pageURL, res.Markdown)
		return
	}
	if strings.TrimSpace(res.Markdown) == "" {
		doc.Markdown = emptyStub(res.Empty, pageURL)
	}
}

// withTitle puts a level-1 title above md unless md starts with a heading.
func withTitle(title, md string) string {
	if title == "" || strings.HasPrefix(strings.TrimSpace(md), "#") {
		return md
	}
	return "# " + escapeInline(title) + "\n\n" + md
}

// hasMeta reports whether the metadata has enough for a stub: a
// description or an image beside the title.
func hasMeta(m extractor.Metadata) bool {
	return m.Description != "" || m.Image != "" || (m.Title != "" && (m.Author != "" || m.Published != ""))
}

// emptyStub explains a page on which nothing was found.
func emptyStub(why, pageURL string) string {
	var b strings.Builder
	b.WriteString("# Nothing to read here\n\n")
	if why == "" {
		why = "the page has no text"
	}
	fmt.Fprintf(&b, "Folio found no content on this page: %s.\n", why)
	if pageURL != "" {
		fmt.Fprintf(&b, "\n[Open in browser](<%s>)\n", pageURL)
	}
	return b.String()
}

// mergeMeta fills the fields the extractor left empty from Folio's own
// scan of the page's head.
func mergeMeta(m, scanned extractor.Metadata) extractor.Metadata {
	fill := func(dst *string, src string) {
		if *dst == "" {
			*dst = src
		}
	}
	fill(&m.Title, scanned.Title)
	fill(&m.Author, scanned.Author)
	fill(&m.Published, scanned.Published)
	fill(&m.SiteName, scanned.SiteName)
	fill(&m.Language, scanned.Language)
	fill(&m.Description, scanned.Description)
	fill(&m.Canonical, scanned.Canonical)
	fill(&m.Image, scanned.Image)
	fill(&m.Type, scanned.Type)
	return m
}

// resolveMeta makes the scanned image and canonical URLs absolute.
func resolveMeta(m extractor.Metadata, base *url.URL) extractor.Metadata {
	if base == nil {
		return m
	}
	for _, p := range []*string{&m.Image, &m.Canonical} {
		if *p == "" {
			continue
		}
		if u, err := base.Parse(*p); err == nil {
			*p = u.String()
		}
	}
	return m
}
