package metadata

import "testing"

func TestNameAddr(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Vinay Sajip <vinay_sajip at red-dove dot com>", "Vinay Sajip <vinay_sajip at red-dove dot com>"},
		{"By Jane Doe <jane at example dot org>", "Jane Doe <jane at example dot org>"},
		{"Jane Doe on March 5", "Jane Doe"},
	}
	for _, c := range cases {
		if got := cleanAuthor(c.in); got != c.want {
			t.Errorf("cleanAuthor(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	html := `<body><h1>Logging HOWTO</h1><dl><dt>Author:</dt><dd>Vinay Sajip &lt;vinay_sajip at red-dove dot com&gt;</dd></dl></body>`
	if got := Extract(parseHTML(t, html), nil).Author; got != "Vinay Sajip <vinay_sajip at red-dove dot com>" {
		t.Errorf("author = %q", got)
	}
}
