package app

import (
	"net/url"
	"time"
	"unicode"

	"folio/extractor"
)

// Mode says what a document is and which path produced what the reader
// shows, so that nothing downstream (the status bar, reporting) sniffs the
// body again.
type Mode string

// The source modes shown in the status bar.
const (
	ModeLocalFile      Mode = "local-file"      // a Markdown file on disk
	ModeServerMarkdown Mode = "server-markdown" // the server answered Markdown
	ModeConverted      Mode = "converted"       // HTML converted by the extractor
	ModePlainText      Mode = "plain-text"      // text/plain shown preformatted
	ModeFeed           Mode = "feed"            // an RSS or Atom feed listed as Markdown
	ModeNeedsJS        Mode = "needs-javascript"
	ModeMetadataOnly   Mode = "metadata-only" // sparse page: a stub from meta tags
	ModeBuiltin        Mode = "builtin"       // a bundled document (welcome, help)
)

// Document is one loaded page or file, ready to show.
type Document struct {
	Source string   // what was opened: a file's absolute path, or the URL as given
	URL    *url.URL // final URL after redirects (web pages); the base for links
	Dir    string   // the folder of a local file; the base for relative links
	// Root is the folder local links may not leave; Dir when empty. The
	// reader keeps the first document's folder here while the user follows
	// links into subfolders, so that "../README.md" can lead back.
	Root     string
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
	// Rules lists the extractor rules that fired on the page, in order.
	Rules []string
}

// wordsPerMinute is an adult's silent reading speed for non-fiction in
// English (Brysbaert 2019 meta-analysis: 238 wpm); rounded down to 230 to
// allow for code and tables.
const wordsPerMinute = 230

// Words counts the words a reader sees: whitespace-separated tokens of the
// Markdown that hold at least one letter or digit, so markup such as "#",
// "-", "|" or "```" is not counted.
func (d *Document) Words() int {
	n := 0
	counted := false
	for _, r := range d.Markdown {
		if unicode.IsSpace(r) {
			counted = false
			continue
		}
		if !counted && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			n++
			counted = true
		}
	}
	return n
}

// ReadingTime estimates how long the document takes to read at
// 230 words a minute, rounded up to a whole minute; zero for no words.
func (d *Document) ReadingTime() time.Duration {
	w := d.Words()
	if w == 0 {
		return 0
	}
	minutes := (w + wordsPerMinute - 1) / wordsPerMinute
	return time.Duration(minutes) * time.Minute
}

// IsWeb reports whether the document came from the web (it has a URL).
func (d *Document) IsWeb() bool { return d.URL != nil }
