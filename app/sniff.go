package app

import (
	"bytes"
	"mime"
	"net/http"
	"path"
	"regexp"
	"strings"
)

// kind is what a body will be shown as.
type kind int

const (
	kindUnsupported kind = iota
	kindMarkdown
	kindHTML
	kindText
	kindFeed // RSS or Atom
)

// sniff decides how to show body, given the declared Content-Type and the
// path it came from. The declared type is trusted when it is specific and
// the body agrees; a missing, generic (octet-stream) or contradicted type
// falls back to http.DetectContentType and the Markdown heuristics.
func sniff(declared string, body []byte, p string) (kind, string) {
	mt, _, _ := mime.ParseMediaType(declared)
	mt = strings.ToLower(mt)
	switch {
	case mt == "text/markdown" || mt == "text/x-markdown":
		if looksLikeHTMLDoc(body) {
			return kindHTML, mt
		}
		return kindMarkdown, mt
	case mt == "text/html" || mt == "application/xhtml+xml":
		if !bytes.Contains(body, []byte("<")) && looksLikeMarkdown(body, p) {
			return kindMarkdown, mt
		}
		return kindHTML, mt
	case mt == "text/plain":
		return sniffText(body, p), mt
	case mt == "" || mt == "application/octet-stream" || mt == "binary/octet-stream" ||
		mt == "application/unknown":
		return sniffUnknown(body, p)
	case isTextual(mt):
		if strings.Contains(mt, "xml") && isFeed(body) {
			return kindFeed, mt
		}
		return kindText, mt
	}
	return kindUnsupported, mt
}

// sniffText handles text/plain, which static servers also send for .md
// files and, misconfigured, for HTML.
func sniffText(body []byte, p string) kind {
	switch {
	case looksLikeHTMLDoc(body):
		return kindHTML
	case looksLikeMarkdown(body, p):
		return kindMarkdown
	}
	return kindText
}

// sniffUnknown looks at the bytes when the type says nothing.
func sniffUnknown(body []byte, p string) (kind, string) {
	detected := http.DetectContentType(body)
	mt, _, _ := mime.ParseMediaType(detected)
	switch {
	case mt == "text/html" || mt == "text/xml" && looksLikeHTMLDoc(body):
		return kindHTML, mt
	case mt == "text/xml" && isFeed(body):
		return kindFeed, mt
	case strings.HasPrefix(mt, "text/"):
		return sniffText(body, p), mt
	case len(body) == 0:
		return kindText, "text/plain"
	}
	return kindUnsupported, mt
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
		if _, _, ok := splitFrontmatter(string(trimmed)); ok {
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
