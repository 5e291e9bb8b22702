package metadata_test

import (
	"fmt"
	"net/url"
	"strings"

	"golang.org/x/net/html"

	"folio/extractor/metadata"
)

func ExampleExtract() {
	page := `<html lang="en"><head>
<title>Why YAML bites | Example Blog</title>
<meta property="og:site_name" content="Example Blog">
<script type="application/ld+json">{"@type":"BlogPosting","headline":"Why YAML bites",
 "author":{"@type":"Person","name":"Jane Doe"},"datePublished":"2023-04-05T09:30:00+02:00",}</script>
</head><body><h1>Why YAML bites</h1><p>By Jane Doe</p></body></html>`
	doc, _ := html.ParseWithOptions(strings.NewReader(page), html.ParseOptionEnableScripting(false))
	u, _ := url.Parse("https://blog.example.com/2023/04/05/yaml")
	m := metadata.Extract(doc, u)
	fmt.Println(m.Title)
	fmt.Println(m.Author)
	fmt.Println(m.Published)
	fmt.Println(m.SiteName, m.Language, m.Type)
	// Output:
	// Why YAML bites
	// Jane Doe
	// 2023-04-05T09:30:00+02:00
	// Example Blog en BlogPosting
}

func ExampleParseDate() {
	for _, s := range []string{"April 5, 2023", "2021-11-01T10:52:50+0100", "05.04.2023", "Tue, 04 Apr 2023 10:00:00 GMT"} {
		fmt.Println(metadata.ParseDate(s))
	}
	// Output:
	// 2023-04-05
	// 2021-11-01T10:52:50+01:00
	// 2023-04-05
	// 2023-04-04T10:00:00Z
}
