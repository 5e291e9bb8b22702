package extractor

import (
	"net/http"
	"strings"
)

// binaryKind names the kind of data when data is not text at all (an image,
// a PDF, an archive, random bytes), or returns "". Such input gets an empty
// result that says why, rather than Markdown made of escaped noise.
//
// The verdict is deliberately cautious: http.DetectContentType recognises
// HTML and XML openings before it looks for binary bytes, and its generic
// "application/octet-stream" verdict (a control byte somewhere in the first
// 512 bytes) is confirmed by the share of control bytes in the first 4 KB, so
// that a page with one stray control character still extracts.
func binaryKind(data []byte) string {
	ct := http.DetectContentType(data)
	switch {
	case strings.HasPrefix(ct, "text/"), strings.Contains(ct, "xml"), strings.Contains(ct, "json"):
		return ""
	case ct == "application/octet-stream":
		if controlShare(data[:min(len(data), 4096)]) < 0.01 {
			return ""
		}
		return "binary data"
	default:
		if i := strings.IndexByte(ct, ';'); i >= 0 {
			ct = ct[:i]
		}
		return ct
	}
}

// controlShare is the fraction of bytes that never occur in text: C0
// controls other than tab, newline, form feed, carriage return and escape.
func controlShare(b []byte) float64 {
	if len(b) == 0 {
		return 0
	}
	n := 0
	for _, c := range b {
		if c < 0x20 && c != '\t' && c != '\n' && c != '\f' && c != '\r' && c != 0x1b {
			n++
		}
	}
	return float64(n) / float64(len(b))
}
