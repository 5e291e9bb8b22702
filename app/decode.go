package app

import (
	"mime"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html/charset"
	"golang.org/x/text/encoding"
)

// toUTF8 decodes a Markdown or text body. A charset declared in the
// Content-Type wins (Shift_JIS, KOI8-R...); otherwise valid UTF-8 is kept
// as is and anything else is read as Windows-1252, the usual encoding of
// old text files and of servers that declare nothing. A UTF-8 byte-order
// mark is dropped.
func toUTF8(body []byte, contentType string) string {
	if enc := declaredEncoding(contentType); enc != nil {
		if out, err := enc.NewDecoder().Bytes(body); err == nil {
			return strings.TrimPrefix(string(out), "\ufeff")
		}
	}
	if utf8.Valid(body) {
		return strings.TrimPrefix(string(body), "\ufeff")
	}
	enc, _ := charset.Lookup("windows-1252")
	if out, err := enc.NewDecoder().Bytes(body); err == nil {
		return string(out)
	}
	return strings.ToValidUTF8(string(body), "\ufffd")
}

// declaredEncoding returns the encoding named by the charset parameter,
// or nil for none, an unknown one, or UTF-8 (which needs no decoding).
func declaredEncoding(contentType string) encoding.Encoding {
	_, params, err := mime.ParseMediaType(contentType)
	if err != nil || params["charset"] == "" {
		return nil
	}
	enc, name := charset.Lookup(params["charset"])
	if enc == nil || name == "utf-8" {
		return nil
	}
	return enc
}
