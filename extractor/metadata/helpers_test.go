package metadata

import (
	"testing"

	"folio/extractor/internal/htmltest"
)

// checkPublished reads each case's page and checks the publication date
// found, a subtest per case: the check of every date rule's test.
func checkPublished(t *testing.T, cases []struct{ name, html, want string }) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(htmltest.Parse(t, c.html), nil).Published; got != c.want {
				t.Errorf("Published = %q, want %q", got, c.want)
			}
		})
	}
}
