// Package lint checks that Markdown produced from HTML kept the structure of
// its source, by parsing the Markdown back with goldmark (GFM) and comparing
// it with the HTML it came from.
//
// A string search cannot see the failure this guards against: HTML indented
// deep enough produces lines that start with four spaces, CommonMark reads
// them as an indented code block, and every link inside dies while the
// link syntax still appears in the output string.
//
// Usage:
//
//	for _, v := range lint.Check(md, []*html.Node{article}, skip, pageURL) {
//		log.Println(v)
//	}
//
// The rules: no indented code block unless the source had preformatted text;
// every kept <a href> with text or an image survives as a link; one fenced
// code block per source <pre>; the multiset of heading levels is unchanged.
package lint
