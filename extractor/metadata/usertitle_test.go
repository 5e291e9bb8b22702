package metadata

import (
	"testing"

	"folio/extractor/internal/htmltest"
)

func TestUserTitlePoster(t *testing.T) {
	cases := []struct{ name, html, want string }{
		{"fluxbb-poster", `<body><h1>Why did the ISO grow?</h1><div class="postleft"><dl><dt><strong>chunix64</strong></dt><dd class="usertitle"><strong>Member</strong></dd></dl></div><div class="postright"><p>Question text.</p></div></body>`, "chunix64"},
		{"title-without-name-before", `<body><h1>T</h1><div><span class="usertitle">Member</span></div></body>`, ""},
		{"text-before-title-is-not-a-name", `<body><h1>T</h1><div><b>x</b> Posted in <span class="usertitle">Member</span></div></body>`, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(htmltest.Parse(t, c.html), nil).Author; got != c.want {
				t.Errorf("author = %q, want %q", got, c.want)
			}
		})
	}
}
