package metadata

import (
	"testing"

	"folio/extractor/internal/htmltest"
)

func TestSentenceCredit(t *testing.T) {
	cases := []struct{ name, html, want string }{
		{"credit-in-sentence", `<body><h1>T</h1><p>Text.</p><div class="author-bio">This post was written by Danielle Padula, Head of Marketing and Community Development</div></body>`, "Danielle Padula, Head of Marketing and Community Development"},
		{"credit-link-in-sentence", `<body><h1>T</h1><p><em>This post was written by <a href="/find-a-provider/2838">Vanessa Mendez, MD</a>, gastroenterologist, Parkview Health.</em></p></body>`, "Vanessa Mendez, MD"},
		{"one-word-is-not-a-name", `<body><h1>T</h1><p>Parts of this guide were written by AI and checked by people.</p></body>`, ""},
		{"clause-is-not-a-name", `<body><h1>T</h1><p>The code was written by hand over a long weekend in the mountains.</p></body>`, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(htmltest.Parse(t, c.html), nil).Author; got != c.want {
				t.Errorf("author = %q, want %q", got, c.want)
			}
		})
	}
}
