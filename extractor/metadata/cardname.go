package metadata

import (
	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// Author cards and forum posts print the name in the element just before
// a label that says whose it is: an author description
// (authordesc.go), a writing role (rolecard.go), a forum's user title
// (usertitle.go). These helpers are what those rules share.

// textBefore returns the text of the element just before n among its
// siblings, skipping blank text between them; "" when text comes first
// or nothing does.
func textBefore(n *html.Node) string {
	for p := n.PrevSibling; p != nil; p = p.PrevSibling {
		if p.Type == html.ElementNode {
			return nodeText(p, maxBylineText)
		}
		if p.Type == html.TextNode && !dom.Blank(p.Data) {
			return ""
		}
	}
	return ""
}

// cardName returns the first of names that, cleaned, reads as a person's
// name: two to four capitalised words.
func cardName(names []string) string {
	for _, b := range names {
		if a := cleanAuthor(b); wordCount(a) >= 2 && wordCount(a) <= 4 && capitalisedWords(a) {
			return a
		}
	}
	return ""
}
