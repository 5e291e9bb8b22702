package metadata

import (
	"testing"

	"folio/extractor/internal/htmltest"
)

func TestStartedBy(t *testing.T) {
	cases := []struct{ name, html, want string }{
		{"thread-starter", `<body><div id="display_head"><h2>How is everyone using AI?</h2><p>Started by Biology Forums, June 04, 2024, 11:23:55 AM</p></div></body>`, "Biology Forums"},
		{"similar-thread-entry", `<body><h1>Which GPU?</h1><ul><li>Started by Admin</li><li><time datetime="2026-03-12">Mar 12</time></li></ul></body>`, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(htmltest.Parse(t, c.html), nil).Author; got != c.want {
				t.Errorf("author = %q, want %q", got, c.want)
			}
		})
	}
}

func TestStartedDate(t *testing.T) {
	// The date in a thread's "Started by" credit dates the page before the
	// board's clock written next to the headline; an entry of a thread
	// list does not.
	head := `<body><h1>Simple Machines Community Forum</h1><ul><li>March 05, 2026, 07:16:19 AM</li></ul>`
	cases := []struct{ name, html, want string }{
		{"thread-starter", head + `<div id="display_head"><h2>How is everyone using AI?</h2><p>Started by Biology Forums, June 04, 2024, 11:23:55 AM</p></div></body>`, "2024-06-04"},
		{"thread-list-entry", head + `<ul><li><a href="/t/1">Which GPU?</a></li><li>Started by Admin, June 04, 2024</li></ul></body>`, "2026-03-05"},
	}
	checkPublished(t, cases)
}
