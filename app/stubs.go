package app

import (
	"fmt"
	"strings"

	"folio/convert"
	"folio/extractor"
)

// The extractor decides what a sparse page is (extractor.Result.Source:
// a shell, or only metadata); the reader words it. These stubs are all the
// wording: each names the page, says why there is little to read, and links
// to the page for the browser.

// needsJSStub is shown for a client-side-rendered shell: the page's title
// and description, why the content is missing, the framework that would
// render it, and an [Open in browser](url) link.
func needsJSStub(framework, pageURL string, meta extractor.Metadata) string {
	var b strings.Builder
	title := strings.TrimSpace(meta.Title)
	if title == "" {
		title = "This page needs JavaScript"
	}
	fmt.Fprintf(&b, "# %s\n\n", escapeInline(title))
	if desc := strings.TrimSpace(meta.Description); desc != "" {
		fmt.Fprintf(&b, "> %s\n\n", escapeInline(desc))
	}
	fmt.Fprintf(&b, "This page is built in the browser by %s: its server sends an "+
		"empty shell, and the content appears only when the page's JavaScript runs. "+
		"Folio does not run JavaScript: open the page in your browser to read it.\n\n",
		frameworkLabel(framework))
	if pageURL != "" {
		fmt.Fprintf(&b, "[Open in browser](<%s>)\n", strings.ReplaceAll(pageURL, ">", "%3E"))
	}
	return b.String()
}

// frameworkLabel names the framework for a sentence.
func frameworkLabel(f string) string {
	if strings.TrimSpace(f) == "" || f == "JavaScript" {
		return "a JavaScript framework"
	}
	return f
}

// metadataStub writes what the page's metadata says: title, byline,
// image and description, then whatever little the extractor found, then
// a link to the page for the browser.
func metadataStub(m extractor.Metadata, pageURL, extracted string) string {
	var b strings.Builder
	if m.Title != "" {
		fmt.Fprintf(&b, "# %s\n\n", escapeInline(m.Title))
	}
	if by := convert.Byline(m, ""); by != "" {
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
