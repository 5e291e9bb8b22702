package extractor

import (
	"strings"
	"testing"
)

// TestTitleSettledByContent: the metadata walk's rule takes an h1 that
// shares three words with og:title; once the classifier has found the
// content, the title choice's model takes the structured title that the
// address's slug spells. Without settleTitle the rule's h1 is reported.
func TestTitleSettledByContent(t *testing.T) {
	page := `<html><head><title>Winter Garden Planting Guide for Small Yards | Acme</title>
<meta property="og:title" content="Winter Garden Planting Guide for Small Yards">
<meta property="og:site_name" content="Acme"></head>
<body><header><a href="/">Acme</a></header><main><h1>Planting a Winter Garden Today</h1>
<p>` + strings.Repeat("Frost-hardy greens and bulbs go in before the ground freezes, and a layer of mulch keeps them. ", 6) + `</p></main></body></html>`
	res, err := Extract([]byte(page), WithURL("https://acme.example/guides/winter-garden-planting-guide-for-small-yards"))
	if err != nil {
		t.Fatal(err)
	}
	if want := "Winter Garden Planting Guide for Small Yards"; res.Metadata.Title != want {
		t.Errorf("title = %q, want %q", res.Metadata.Title, want)
	}
	res, err = Extract([]byte(page))
	if err != nil {
		t.Fatal(err)
	}
	if want := "Planting a Winter Garden Today"; res.Metadata.Title != want {
		t.Errorf("without an address, title = %q, want the rule's %q", res.Metadata.Title, want)
	}
}
