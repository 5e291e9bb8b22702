package fetch

import (
	"bytes"
	"mime"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html/charset"
)

// Charset names the character encoding of body, lower case: the charset
// the Content-Type declares when it is one Go knows, else a byte-order
// mark, else for HTML a <meta charset> in the first 1024 bytes (the HTML
// standard's prescan), else "utf-8" when the body is valid UTF-8, else
// "windows-1252", what browsers assume for old pages and text files that
// declare nothing.
func Charset(body []byte, contentType string) string {
	mt, params, _ := mime.ParseMediaType(contentType)
	if cs := params["charset"]; cs != "" {
		if enc, name := charset.Lookup(cs); enc != nil {
			return name
		}
	}
	if mt == "text/html" || mt == "application/xhtml+xml" || mt == "" && looksLikeHTML(body) {
		_, name, _ := charset.DetermineEncoding(body, contentType)
		return name
	}
	switch {
	case bytes.HasPrefix(body, []byte("\xef\xbb\xbf")):
		return "utf-8"
	case bytes.HasPrefix(body, []byte("\xfe\xff")):
		return "utf-16be"
	case bytes.HasPrefix(body, []byte("\xff\xfe")):
		return "utf-16le"
	case utf8.Valid(body):
		return "utf-8"
	}
	return "windows-1252"
}

// Decode returns body as UTF-8, decoded from the named charset (any label
// the WHATWG Encoding standard knows; unknown labels and "" mean UTF-8).
// A byte-order mark is dropped and invalid UTF-8 becomes U+FFFD.
func Decode(body []byte, label string) string {
	if enc, name := charset.Lookup(label); enc != nil && name != "utf-8" {
		if out, err := enc.NewDecoder().Bytes(body); err == nil {
			return strings.TrimPrefix(string(out), "\ufeff")
		}
	}
	return strings.ToValidUTF8(strings.TrimPrefix(string(body), "\ufeff"), "\ufffd")
}

// DecodeText returns body as UTF-8 by the charset Charset finds for it.
func DecodeText(body []byte, contentType string) string {
	return Decode(body, Charset(body, contentType))
}

// looksLikeHTML reports whether body starts like an HTML document.
func looksLikeHTML(body []byte) bool {
	head := bytes.ToLower(bytes.TrimLeft(body[:min(len(body), 512)], "\ufeff \t\r\n"))
	return bytes.HasPrefix(head, []byte("<!doctype html")) || bytes.HasPrefix(head, []byte("<html"))
}
