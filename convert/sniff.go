package convert

import (
	"bytes"
	"mime"
	"net/http"
	"path"
	"regexp"
	"strings"
)

// Kind is what a body is shown as.
type Kind int

// The kinds of body.
const (
	KindUnsupported Kind = iota // binary, images, PDF...: nothing to show
	KindMarkdown                // shown as it is, frontmatter aside
	KindHTML                    // run through the extractor
	KindText                    // plain text (or JSON, XML, YAML...), shown preformatted
	KindFeed                    // RSS or Atom, listed
)

var kindNames = [...]string{"unsupported", "markdown", "html", "text", "feed"}

// String returns the kind's lower-case name, e.g. "markdown".
func (k Kind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return "unsupported"
	}
	return kindNames[k]
}

// MarshalText writes the kind's name, so JSON shows "markdown".
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// Sniff decides how to show body, given the declared Content-Type and the
// path it came from (a URL path or a file name); it returns the kind and
// the media type the body is taken as. The declared type is trusted when it is specific and
// the body agrees; a missing, generic (octet-stream) or contradicted type
// falls back to http.DetectContentType and the Markdown heuristics.
func Sniff(declared string, body []byte, p string) (Kind, string) {
	mt, _, _ := mime.ParseMediaType(declared)
	mt = strings.ToLower(mt)
	switch {
	case mt == "text/markdown" || mt == "text/x-markdown":
		if looksLikeHTMLDoc(body) {
			return KindHTML, mt
		}
		return KindMarkdown, mt
	case mt == "text/html" || mt == "application/xhtml+xml":
		if !bytes.Contains(body, []byte("<")) && looksLikeMarkdown(body, p) {
			return KindMarkdown, mt
		}
		return KindHTML, mt
	case mt == "text/plain":
		return sniffText(body, p), mt
	case mt == "" || mt == "application/octet-stream" || mt == "binary/octet-stream" ||
		mt == "application/unknown":
		return sniffUnknown(body, p)
	case isTextual(mt):
		if strings.Contains(mt, "xml") && isFeed(body) {
			return KindFeed, mt
		}
		return KindText, mt
	}
	return KindUnsupported, mt
}

// sniffText handles text/plain, which static servers also send for .md
// files and, misconfigured, for HTML.
func sniffText(body []byte, p string) Kind {
	switch {
	case looksLikeHTMLDoc(body):
		return KindHTML
	case looksLikeMarkdown(body, p):
		return KindMarkdown
	}
	return KindText
}

// sniffUnknown looks at the bytes when the type says nothing.
func sniffUnknown(body []byte, p string) (Kind, string) {
	detected := http.DetectContentType(body)
	mt, _, _ := mime.ParseMediaType(detected)
	switch {
	case mt == "text/html" || mt == "text/xml" && looksLikeHTMLDoc(body):
		return KindHTML, mt
	case mt == "text/xml" && isFeed(body):
		return KindFeed, mt
	case strings.HasPrefix(mt, "text/"):
		return sniffText(body, p), mt
	case len(body) == 0:
		return KindText, "text/plain"
	}
	return KindUnsupported, mt
}

// isTextual reports whether a media type is text a reader can show
// preformatted: text/*, JSON, XML, YAML, JavaScript.
func isTextual(mt string) bool {
	if strings.HasPrefix(mt, "text/") {
		return true
	}
	for _, s := range []string{"json", "xml", "yaml", "javascript", "toml"} {
		if strings.HasSuffix(mt, "/"+s) || strings.HasSuffix(mt, "+"+s) {
			return true
		}
	}
	return false
}

// markdownExts are the file extensions of Markdown documents.
var markdownExts = map[string]bool{".md": true, ".markdown": true, ".mdown": true, ".mkd": true, ".mkdn": true}

// IsMarkdownPath reports whether p (a path or URL path) names a Markdown file.
func IsMarkdownPath(p string) bool { return markdownExts[strings.ToLower(path.Ext(p))] }

var (
	atxHeading = regexp.MustCompile(`(?m)^#{1,6} \S`)
	mdLink     = regexp.MustCompile(`\[[^\]\n]+\]\([^)\s]+\)`)
	mdList     = regexp.MustCompile(`(?m)^\s{0,3}([-*+]|\d+\.) \S`)
	mdFence    = regexp.MustCompile("(?m)^(```|~~~)")
	mdEmphasis = regexp.MustCompile(`\*\*[^*\n]+\*\*|__[^_\n]+__`)
)

// looksLikeMarkdown applies the Markdown heuristics: a Markdown file
// extension, YAML frontmatter, a leading ATX heading, or at least two kinds
// of Markdown syntax in the first 4 KB (one alone is common in plain text).
func looksLikeMarkdown(body []byte, p string) bool {
	head := body[:min(len(body), 4096)]
	if IsMarkdownPath(p) {
		return true
	}
	trimmed := bytes.TrimLeft(head, "\ufeff \t\r\n")
	if bytes.HasPrefix(trimmed, []byte("---\n")) || bytes.HasPrefix(trimmed, []byte("---\r\n")) {
		if _, _, ok := SplitFrontmatter(string(trimmed)); ok {
			return true
		}
	}
	if bytes.HasPrefix(trimmed, []byte("# ")) {
		return true
	}
	signals := 0
	for _, re := range []*regexp.Regexp{atxHeading, mdLink, mdList, mdFence, mdEmphasis} {
		if re.Match(head) {
			signals++
		}
	}
	return signals >= 2
}

// looksLikeHTMLDoc reports whether body starts like an HTML document.
func looksLikeHTMLDoc(body []byte) bool {
	head := bytes.ToLower(bytes.TrimLeft(body[:min(len(body), 1024)], "\ufeff \t\r\n"))
	for _, p := range []string{"<!doctype html", "<html", "<head", "<body", "<!--"} {
		if bytes.HasPrefix(head, []byte(p)) {
			return p != "<!--" || bytes.Contains(head, []byte("<html"))
		}
	}
	return false
}

// SniffFile decides for a local file: by its extension first (name
// without a ".gz"), then by its content.
func SniffFile(name string, data []byte) (Kind, string) {
	if k, mt, ok := KindOfFileName(name); ok {
		return k, mt
	}
	return sniffUnknown(data, "")
}

// KindOfFileName returns what a file's extension says it is: Markdown
// (.md, .markdown...), text (.txt, .text) or HTML (.html, .htm, .xhtml);
// ok is false for any other extension.
func KindOfFileName(name string) (k Kind, mediaType string, ok bool) {
	switch ext := strings.ToLower(path.Ext(name)); {
	case markdownExts[ext]:
		return KindMarkdown, "text/markdown", true
	case ext == ".txt" || ext == ".text":
		return KindText, "text/plain", true
	case ext == ".html" || ext == ".htm" || ext == ".xhtml":
		return KindHTML, "text/html", true
	}
	return KindUnsupported, "", false
}
