// Package htmltest parses HTML for the extractor's tests as the extractor
// reads it: with scripting off, as Folio's parser runs, so that a
// <noscript> holds elements and not raw text. Tests of the metadata,
// templates, rules and fingerprint packages each wrote this helper;
// it has one home here.
//
//	doc := htmltest.Parse(t, `<html><body><h1>Title</h1></body></html>`)
package htmltest

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// Parse parses page (a string or bytes) into a document with scripting
// off; a parse error fails the test.
func Parse[T ~string | ~[]byte](t testing.TB, page T) *html.Node {
	t.Helper()
	doc, err := html.ParseWithOptions(strings.NewReader(string(page)), html.ParseOptionEnableScripting(false))
	if err != nil {
		t.Fatal(err)
	}
	return doc
}
