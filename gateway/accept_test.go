package gateway

import "testing"

func TestPrefersMarkdown(t *testing.T) {
	cases := []struct {
		accept string
		want   bool
	}{
		{"", false},
		{"text/markdown", true},
		{"TEXT/Markdown", true},
		{"text/markdown, text/html, */*", true},
		{"text/markdown;q=1.0, text/html;q=0.9", true},
		{"text/html, text/markdown;q=0.9", false},
		{"text/html;q=0.5, text/markdown;q=0.5", true},
		{"text/markdown;q=0", false},
		{"text/markdown;q=bogus, text/html;q=0.1", false},
		{"text/markdown;q=1.5", false},
		{"*/*", false},
		{"text/*", false},
		{"text/*;q=0.8, text/markdown;q=0.9", true},
		{"text/html;level=1, text/markdown; charset=utf-8; q=0.8", false},
		{"text/markdown;charset=utf-8", true},
		{"application/json, text/markdown;q=0.2", true}, // html only reached by nothing: q 0
		{"text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", false},
		{" , ;q=1, text/markdown", true},
	}
	for _, c := range cases {
		if got := PrefersMarkdown(c.accept); got != c.want {
			t.Errorf("PrefersMarkdown(%q) = %v, want %v", c.accept, got, c.want)
		}
	}
}

func FuzzPrefersMarkdown(f *testing.F) {
	f.Add("text/markdown;q=0.5, text/html;q=0.4")
	f.Add(";;;,,,q=")
	f.Fuzz(func(t *testing.T, accept string) { PrefersMarkdown(accept) })
}
