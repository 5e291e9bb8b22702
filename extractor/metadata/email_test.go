package metadata

import (
	"testing"

	"folio/extractor/internal/htmltest"
)

func TestStructuredEmailAuthor(t *testing.T) {
	cases := []struct{ name, html, want string }{
		{"jsonld-person-email", `<script type="application/ld+json">{"@type":"BlogPosting","author":{"@type":"Person","name":"beatriz.pinto@example.studio"}}</script>`, "beatriz.pinto@example.studio"},
		{"meta-email", `<meta name="author" content="jane@example.com">`, "jane@example.com"},
		{"body-email-is-not-author", `<body><h1>T</h1><p class="author">Contact: jane@example.com</p></body>`, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(htmltest.Parse(t, c.html), nil).Author; got != c.want {
				t.Errorf("author = %q, want %q", got, c.want)
			}
		})
	}
}
