package metadata

import (
	"strings"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// vBulletin 3's post template (postbit) opens each post with a header row
// that holds its permalink anchor, a status icon and the post's date as
// bare text: <a name="post2017066"><img src="statusicon/post_old.gif"></a>
// 30th March 2025, 16:26. Nothing marks that date (no class, no <time>,
// no structured data on most boards), and the thread title above it is no
// h1, so the headline windows never see it. The first post's date is the
// thread's: the text right after the page's first such anchor is read for
// it. It dates a page nothing else dates, and where the thread's
// structured date is a day the page does not show it counts as a date
// shown near the headline (shownOver: a board that stores UTC and shows
// its members' evening in their zone).
//
// Measured on wcxb-dev (TestMetadataAccuracy): +2 pages (the two vBulletin
// 3 threads of the corpus), none lost, spurious unchanged;
// readability-testpages unchanged.

// maxAnchorText bounds the text read after the anchor: the date line.
const maxAnchorText = 80

// isPostAnchor reports whether an <a name> value is a vBulletin post
// permalink: "post" and digits.
func isPostAnchor(v string) bool {
	d, ok := strings.CutPrefix(v, "post")
	if !ok || d == "" {
		return false
	}
	for i := 0; i < len(d); i++ {
		if !dom.ASCIIDigit(d[i]) {
			return false
		}
	}
	return true
}

// dateAfterAnchor returns the date written in the text nodes that follow
// the anchor a among its siblings, up to the next element with text, or "".
func dateAfterAnchor(a *html.Node) string {
	var b strings.Builder
	for n := a.NextSibling; n != nil && b.Len() < maxAnchorText; n = n.NextSibling {
		if n.Type == html.ElementNode {
			break
		}
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
	}
	return dateInText(clean(b.String()))
}
