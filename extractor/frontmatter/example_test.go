package frontmatter_test

import (
	"fmt"
	"time"

	"folio/extractor/frontmatter"
	"folio/extractor/metadata"
)

func ExampleRender() {
	m := metadata.Metadata{
		Title:     `Colons: "quotes" and # hashes`,
		Author:    "yes",
		Published: "2023-04-05",
		SiteName:  "- Example",
		Language:  "en",
	}
	fetched := time.Date(2026, 1, 2, 15, 4, 5, 0, time.UTC)
	fmt.Print(frontmatter.Render(frontmatter.FromMetadata(m, "https://example.com/a", fetched)))
	// Output:
	// ---
	// source: https://example.com/a
	// title: 'Colons: "quotes" and # hashes'
	// author: "yes"
	// date: 2023-04-05
	// site: '- Example'
	// language: en
	// fetched: 2026-01-02T15:04:05Z
	// ---
}
