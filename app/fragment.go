package app

import (
	"strings"

	"folio/extractor"
)

// HTMLToMarkdown converts an HTML fragment, such as a raw HTML block inside
// a Markdown file, to Markdown with the extractor and no content selection
// (ProfileAll: the author put it there, all of it is content). Links stay as
// written so that the view resolves them against the document. Bad input
// gives "".
func HTMLToMarkdown(fragment string) string {
	res, err := extractor.Extract([]byte("<html><body>"+fragment+"</body></html>"),
		extractor.WithProfile(extractor.ProfileAll))
	if err != nil {
		return ""
	}
	return strings.TrimSpace(res.Markdown)
}
