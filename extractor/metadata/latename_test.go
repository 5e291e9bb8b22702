package metadata

import (
	"strings"
	"testing"

	"folio/extractor/internal/htmltest"
)

func TestLateAuthorName(t *testing.T) {
	long := "<h1>T</h1>" + strings.Repeat("<p>Text of the post.</p>", 900)
	cases := []struct{ name, html, want string }{
		{"author-name-class-after-long-post", `<body>` + long + `<div class="wp-block-post-author-name">Shai Shmarel</div></body>`, "Shai Shmarel"},
		{"author-page-link-after-long-post", `<body>` + long + `<span>by </span><a href="/articles/authors/shannon-grilli">Shannon Grilli</a></body>`, "Shannon Grilli"},
		{"byline-class-after-long-post-is-not-read", `<body>` + long + `<div class="testimonial-author">Scott B.</div></body>`, ""},
		{"comment-author-name-is-not-read", `<body>` + long + `<div class="comment-author-name">Troll Person</div></body>`, ""},
		{"label-is-not-a-name", `<body>` + long + `<a href="/author/jane-doe">View all posts</a></body>`, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(htmltest.Parse(t, c.html), nil).Author; got != c.want {
				t.Errorf("author = %q, want %q", got, c.want)
			}
		})
	}
}
