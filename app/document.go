// Package app is Folio's application core, with no Fyne: it loads a file or
// a URL into a Document (fetch, sniff, convert, fallback chain) and keeps
// history, recent items and settings.
package app

import (
	"net/url"
	"time"

	"folio/extractor"
)

// Mode says which path produced what the reader shows.
type Mode string

// The source modes shown in the status bar.
const (
	ModeLocalFile      Mode = "local-file"      // a Markdown file on disk
	ModeServerMarkdown Mode = "server-markdown" // the server answered Markdown
	ModeConverted      Mode = "converted"       // HTML converted by the extractor
	ModePlainText      Mode = "plain-text"      // text/plain shown preformatted
	ModeNeedsJS        Mode = "needs-javascript"
	ModeMetadataOnly   Mode = "metadata-only" // sparse page: a stub from meta tags
	ModeBuiltin        Mode = "builtin"       // a bundled document (welcome, help)
)

// Document is one loaded page or file, ready to show.
type Document struct {
	Source   string   // what the user opened: a path or a URL
	URL      *url.URL // final URL after redirects (web pages); the base for links
	Dir      string   // the folder of a local file; the base for relative links
	Mode     Mode
	Markdown string
	Title    string
	Metadata extractor.Metadata
	// Framework names the client-side framework when Mode is ModeNeedsJS.
	Framework string
	// Raw is the body as received (HTML snapshot for "save" and "report").
	Raw         []byte
	ContentType string
	Extraction  time.Duration // time spent in the extractor
	// Template is set when a learned or operator template served the page.
	Template string
	Fetched  time.Time
}
