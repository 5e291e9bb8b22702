package metadata

import (
	"testing"

	"folio/extractor/internal/htmltest"
)

func TestDescribedAuthor(t *testing.T) {
	cases := []struct{ name, html, want string }{
		{"name-before-author-description", `<body><h1>T</h1><p>Text.</p><div><p class="gb-headline">Asser Christensen</p><div class="dynamic-author-description">Licensed Q Arabica Grader, M.A. Journalism</div></div></body>`, "Asser Christensen"},
		{"heading-before-author-bio-is-not-a-name", `<body><h1>T</h1><h3>About the author</h3><div class="author-bio">Jane writes.</div></body>`, ""},
		{"comment-author-description", `<body><h1>T</h1><b>Troll Person</b><div class="comment-author-description">Member</div></body>`, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(htmltest.Parse(t, c.html), nil).Author; got != c.want {
				t.Errorf("author = %q, want %q", got, c.want)
			}
		})
	}
}
