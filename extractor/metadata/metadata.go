package metadata

import (
	"net/url"

	"golang.org/x/net/html"
)

// Metadata describes a page. Empty fields were not found.
type Metadata struct {
	Title       string `json:"title,omitempty"`
	Author      string `json:"author,omitempty"`    // names joined with ", "
	Published   string `json:"published,omitempty"` // ISO 8601: 2006-01-02 or RFC 3339
	SiteName    string `json:"site_name,omitempty"`
	Language    string `json:"language,omitempty"` // BCP 47, as the page declares it
	Description string `json:"description,omitempty"`
	Canonical   string `json:"canonical,omitempty"` // absolute
	Image       string `json:"image,omitempty"`     // absolute
	// Type is the page's declared type (og:type, JSON-LD @type), e.g.
	// "article", "Product", "DiscussionForumPosting".
	Type string `json:"type,omitempty"`
}

// Reading is what one walk over a page yields: its metadata, and the
// descriptions the page gives of people (AuthorBios), which content
// pruning asks for on the same page.
type Reading struct {
	Metadata   Metadata
	AuthorBios []string
	// TitleChoice is set when the page's h1 and its structured title
	// disagree: Metadata.Title is the rule's choice from the walk alone,
	// and the extractor settles it with TitleChoice.Title once it knows
	// whether the h1 lies in the main content.
	TitleChoice *TitleChoice
}

// Extract reads the metadata of a parsed page. pageURL may be nil; when set
// it resolves relative canonical and image URLs and supplies dates found in
// the path.
//
// Extract walks the tree once, collecting meta tags, JSON-LD and a bounded
// set of body hints (h1, <time>, bylines), then decides each field from those
// signals, most reliable source first.
func Extract(doc *html.Node, pageURL *url.URL) Metadata {
	return Read(doc, pageURL).Metadata
}

// Read is Extract that also returns the page's AuthorBios, found by the
// same walk.
func Read(doc *html.Node, pageURL *url.URL) Reading {
	if doc == nil {
		return Reading{}
	}
	s := collect(doc)
	ld := parseJSONLD(s.jsonld)
	var m Metadata
	m.SiteName = siteNameFrom(s, ld)
	var choice *TitleChoice
	m.Title, choice = titleFrom(s, ld, siteNames(s, ld, m.SiteName, pageURL), pageURL)
	if !productPage(s, ld) {
		m.Author = authorFrom(s, ld, m.SiteName)
		m.Published = publishedFrom(s, ld, pageURL)
	}
	m.Language = languageFrom(s, ld)
	m.Description = descriptionFrom(s, ld)
	m.Canonical = canonicalFrom(s, pageURL)
	m.Image = imageFrom(s, ld, pageURL)
	m.Type = typeFrom(s, ld)
	return Reading{Metadata: m, AuthorBios: authorBios(s, ld), TitleChoice: choice}
}
