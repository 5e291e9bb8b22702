package metadata

import "testing"

func TestIsAuthorPage(t *testing.T) {
	cases := []struct {
		href string
		want bool
	}{
		{"/author/jane-doe/", true},
		{"https://example.com/blog/authors/emmanuel-oyibo", true},
		{"/author/jane-doe?ref=byline", true},
		{"/authors/", false},
		{"/author", false},
		{"/author/jane/page/2", false},
		{"/authorization/login", false},
		{"/blog/post", false},
	}
	for _, c := range cases {
		if got := isAuthorPage(c.href); got != c.want {
			t.Errorf("isAuthorPage(%q) = %v, want %v", c.href, got, c.want)
		}
	}
}
