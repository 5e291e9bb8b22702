package metadata

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func parseHTML(t testing.TB, s string) *html.Node {
	t.Helper()
	doc, err := html.ParseWithOptions(strings.NewReader(s), html.ParseOptionEnableScripting(false))
	if err != nil {
		t.Fatal(err)
	}
	return doc
}
