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

// checkPublished reads each case's page and checks the publication date
// found, a subtest per case: the check of every date rule's test.
func checkPublished(t *testing.T, cases []struct{ name, html, want string }) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(parseHTML(t, c.html), nil).Published; got != c.want {
				t.Errorf("Published = %q, want %q", got, c.want)
			}
		})
	}
}
