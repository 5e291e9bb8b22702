// Package metadata reads a page's title, author, date and other facts from
// JSON-LD, OpenGraph/Twitter/Dublin Core meta tags, <time> and heuristics.
// PLACEHOLDER: the real implementation replaces this file.
package metadata

import (
	"net/url"

	"golang.org/x/net/html"
)

// Metadata describes a page. Empty fields were not found.
type Metadata struct {
	Title       string `json:"title,omitempty"`
	Author      string `json:"author,omitempty"`
	Published   string `json:"published,omitempty"` // ISO 8601
	SiteName    string `json:"site_name,omitempty"`
	Language    string `json:"language,omitempty"`
	Description string `json:"description,omitempty"`
	Canonical   string `json:"canonical,omitempty"`
	Image       string `json:"image,omitempty"`
	// Type is the page's declared type (og:type, JSON-LD @type), e.g.
	// "article", "Product", "DiscussionForumPosting".
	Type string `json:"type,omitempty"`
}

// Extract reads the metadata of a parsed page. pageURL may be nil; when set
// it resolves relative canonical and image URLs and supplies dates found in
// the path.
func Extract(doc *html.Node, pageURL *url.URL) Metadata {
	return Metadata{}
}
