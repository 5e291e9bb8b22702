package importer

import (
	"fmt"
	"net/url"
	"strings"
	"time"
)

// Kind names an export format.
type Kind string

// The formats Read understands.
const (
	Pocket   Kind = "pocket"   // Pocket's CSV (title,url,time_added,tags,status), or its zip of them
	Omnivore Kind = "omnivore" // Omnivore's zip or its unpacked folder
	URLList  Kind = "urls"     // one URL a line; '#' starts a comment
	Markdown Kind = "markdown" // a folder of .md files, read recursively
)

// Kinds lists the formats, in the order a person would look for them.
var Kinds = []Kind{Pocket, Omnivore, URLList, Markdown}

// ParseKind reads a format's name.
func ParseKind(s string) (Kind, error) {
	for _, k := range Kinds {
		if strings.EqualFold(s, string(k)) {
			return k, nil
		}
	}
	return "", fmt.Errorf("importer: unknown format %q (pocket, omnivore, urls or markdown)", s)
}

// Item is one page of an export.
type Item struct {
	// Key names the item in the journal and the report: its URL, or a
	// Markdown file's path.
	Key string
	// URL is the page's address ("" for a Markdown file without one).
	URL         string
	Title       string
	Tags        []string
	Saved       time.Time
	Read        bool
	Author      string
	Description string
	// Content returns the page as the export kept it (nil when it kept
	// none, and the page is fetched); ContentType says what it is.
	Content     func() ([]byte, error)
	ContentType string
	// Path is a Markdown file's absolute path: its Source in the library.
	Path string
	// Invalid says why the item cannot be imported ("" when it can).
	Invalid string
}

// source is what the library records the item as saved from.
func (it Item) source() string {
	if it.URL != "" {
		return it.URL
	}
	return it.Path
}

// Source is a read export: its format, a name for its journal, and its
// items in the export's order.
type Source struct {
	Kind Kind
	// ID names the journal: a hash of the export's content (or of a
	// folder's path), so that the same export resumes wherever it lies.
	ID    string
	Items []Item
	// closer releases what Read holds open (an Omnivore zip).
	closer func() error
}

// Close releases the export's file, if Read kept one open.
func (s *Source) Close() error {
	if s.closer != nil {
		return s.closer()
	}
	return nil
}

// webURL checks an export's URL: absolute http(s) with a host. It returns
// the URL trimmed, or why it cannot be fetched.
func webURL(raw string) (string, string) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return "", "no URL"
	}
	u, err := url.Parse(raw)
	if err != nil {
		return raw, "not a valid URL"
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return raw, "not a web address (http or https)"
	}
	if u.Hostname() == "" {
		return raw, "no host in the URL"
	}
	return raw, ""
}

// urlItem makes an item from a URL an export names.
func urlItem(raw string) Item {
	u, why := webURL(raw)
	return Item{Key: u, URL: u, Invalid: why}
}

// splitTags splits a tag list on sep, dropping empty tags.
func splitTags(s, sep string) []string {
	var out []string
	for _, t := range strings.Split(s, sep) {
		if t = strings.TrimSpace(t); t != "" {
			out = append(out, t)
		}
	}
	return out
}
