package metadata

import (
	"strings"
	"testing"

	"folio/extractor/internal/htmltest"
)

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
	// splitNameAddr agrees with the regexp alone, whose form ends with '>'.
	for _, s := range []string{"Jane <j at x dot org>", " Jane <j at x dot org>  ", "Jane <j at x dot org> and more", "Jane Doe", "a > b", ""} {
		name, addr := s, ""
		if m := nameAddr.FindStringSubmatch(strings.TrimSpace(s)); m != nil {
			name, addr = m[1], " "+m[2]
		}
		if n, a := splitNameAddr(s); n != name || a != addr {
			t.Errorf("splitNameAddr(%q) = %q, %q, want %q, %q", s, n, a, name, addr)
		}
	}
	html := `<body><h1>Logging HOWTO</h1><dl><dt>Author:</dt><dd>Vinay Sajip &lt;vinay_sajip at red-dove dot com&gt;</dd></dl></body>`
	if got := Extract(htmltest.Parse(t, html), nil).Author; got != "Vinay Sajip <vinay_sajip at red-dove dot com>" {
		t.Errorf("author = %q", got)
	}
}
