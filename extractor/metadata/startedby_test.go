package metadata

import "testing"

func TestStartedBy(t *testing.T) {
	cases := []struct{ name, html, want string }{
		{"thread-starter", `<body><div id="display_head"><h2>How is everyone using AI?</h2><p>Started by Biology Forums, June 04, 2024, 11:23:55 AM</p></div></body>`, "Biology Forums"},
		{"similar-thread-entry", `<body><h1>Which GPU?</h1><ul><li>Started by Admin</li><li><time datetime="2026-03-12">Mar 12</time></li></ul></body>`, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(parseHTML(t, c.html), nil).Author; got != c.want {
				t.Errorf("author = %q, want %q", got, c.want)
			}
		})
	}
}
