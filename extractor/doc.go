// Package extractor turns an HTML page into clean GitHub-Flavoured Markdown,
// plain text and metadata. It finds the page's main content, so that a reader
// or a language model gets the article, not the menus around it.
//
// The pipeline runs in stages: parse (charset detection, limits) -> metadata
// -> classify (blocks get roles) -> select (the profile chooses roles) ->
// render (DOM to GFM and to plain text). Each stage lives in its own package
// under internal/ and is timed.
//
// Usage:
//
//	res, err := extractor.Extract(page,
//		extractor.WithURL("https://example.com/post"),
//		extractor.WithProfile(extractor.ProfileMain))
//	if err != nil {
//		return err
//	}
//	fmt.Println(res.Markdown)
//
// # Security
//
// Input is untrusted. Size (MaxBytes), nesting depth (MaxDepth) and node
// count (MaxNodes) are limited; exceeding a limit returns a *LimitError that
// matches ErrTooLarge, ErrTooDeep or ErrTooManyNodes with errors.Is. Nothing
// in this package fetches the network: links and images are rewritten, never
// followed.
package extractor
