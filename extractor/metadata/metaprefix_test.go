package metadata

import "testing"

func TestPrefixedPublished(t *testing.T) {
	// A publication tag behind a vendor prefix dates the page after the
	// plain tags; a prefixed bare "date" does not.
	cases := []struct{ name, html, want string }{
		{"vendor-prefix", `<head><meta name="w-published-date" content="2025-05-27T06:03:43.274Z"></head>`, "2025-05-27T06:03:43Z"},
		{"plain-tag-first", `<head><meta name="w-published-date" content="2025-05-27"><meta name="publish_date" content="2024-01-02"></head>`, "2024-01-02"},
		{"first-by-name", `<head><meta name="z-pubdate" content="2023-03-03"><meta name="a-pubdate" content="2022-02-02"></head>`, "2022-02-02"},
		{"release-date", `<head><meta name="release-date" content="2025-05-27"></head>`, ""},
		{"unknown-name", `<head><meta name="w-published-at" content="2025-05-27"></head>`, ""},
	}
	checkPublished(t, cases)
}
