package metadata

import (
	"testing"

	"folio/extractor/internal/htmltest"
)

func TestRoleCardName(t *testing.T) {
	cases := []struct{ name, html, want string }{
		{"name-then-writing-role", `<body><h1>T</h1><p>Text.</p><div><p class="chakra-text">Juliette Carreiro</p><p class="chakra-text">Tech Writer</p></div></body>`, "Juliette Carreiro"},
		{"name-then-separated-role", `<body><h1>T</h1><div><p class="bold">Matteo Laratta</p><p class="grey">| Author</p></div></body>`, "Matteo Laratta"},
		{"testimonial-founder-is-not-author", `<body><h1>T</h1><div><p>Rob Hope</p><p>Founder</p></div></body>`, ""},
		{"separators-and-a-line-break", "<body><h1>T</h1><div><p>Jane Roe</p><p>- \n -</p></div></body>", ""},
		{"role-inside-longer-text", `<body><h1>T</h1><div><p>Jane Roe</p><p>Our writer <b>of the week</b></p></div></body>`, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Extract(htmltest.Parse(t, c.html), nil).Author; got != c.want {
				t.Errorf("author = %q, want %q", got, c.want)
			}
		})
	}
}
