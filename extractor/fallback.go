package extractor

import (
	"net/url"

	"golang.org/x/net/html"

	"folio/extractor/internal/embedded"
	"folio/extractor/internal/markdown"
	"folio/extractor/internal/parse"
	"folio/spa"
)

// SparseChars is the extracted text, in non-space characters, below which
// the content profiles (main, rag) run the fallback chain: embedded
// content, then the shell verdict, then the metadata. A real article or
// product page yields thousands; 200 is about two sentences.
const SparseChars = embedded.MinChars

// fallback completes a sparse result on the same tree: the content the
// page embeds as data when its text is longer than the markup's (text, not
// Markdown: a sparse page's Markdown can be mostly image addresses; the
// page's title is not added: the caller's headline, if any, comes from
// Metadata), else the verdict that the page is a client-side-rendered
// shell, else that its metadata is all it has. raw is the page's source,
// where framework markers are looked for.
func fallback(doc *html.Node, raw []byte, res *Result, base *url.URL, lim Limits) {
	if nodes := embedded.Content(doc, parse.Limits(lim)); nodes != nil {
		md, text := markdown.Render(nodes, markdown.Options{Base: base})
		if len(text) > len(res.Text) {
			res.Markdown, res.Text, res.Empty = md, text, ""
			res.Source, res.Template = SourceEmbedded, nil
			return
		}
	}
	if det, shell := spa.Detect(raw, doc); shell {
		res.Source, res.Framework, res.Template = SourceShell, det.Framework, nil
		res.Markdown, res.Text = "", ""
		res.Empty = "the page is built in the browser by " + frameworkName(det.Framework) +
			": its content appears only when its JavaScript runs"
		return
	}
	if describes(res.Metadata) {
		res.Source = SourceMetadata
	}
}

// frameworkName names a shell's framework for a sentence.
func frameworkName(f string) string {
	if f == "" || f == "JavaScript" {
		return "a JavaScript framework"
	}
	return f
}

// describes reports whether metadata says enough about a page to stand in
// for it: a description or an image, or a title with an author or date.
func describes(m Metadata) bool {
	return m.Description != "" || m.Image != "" || (m.Title != "" && (m.Author != "" || m.Published != ""))
}
