package main

import (
	"time"

	"folio/extractor"
)

// renderFrontmatter is replaced by the frontmatter package once it lands.
func renderFrontmatter(m extractor.Metadata, source string, fetched time.Time) string {
	return ""
}
