package metadata

import (
	"testing"

	"folio/extractor/internal/htmltest"
)

func TestLabelledName(t *testing.T) {
	cases := []struct{ name, html, want string }{
		{"label-run-into-name", `<body><h1>T</h1><div class="blog-author"><span class="author-label">Insights from</span> <span class="author-name-text">Liza Burke</span></div><div class="author">Liza Burke</div></body>`, "Liza Burke"},
		{"middle-name-is-not-a-label", `<body><h1>T</h1><div class="byline">Mary Ann Evans</div><div class="author">Ann Evans</div></body>`, "Mary Ann Evans"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(htmltest.Parse(t, c.html), nil).Author; got != c.want {
				t.Errorf("author = %q, want %q", got, c.want)
			}
		})
	}
}
