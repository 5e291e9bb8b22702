package gateway

import (
	"net/http/httptest"
	"testing"
)

func TestMatchGlob(t *testing.T) {
	cases := []struct {
		pattern, path string
		want          bool
	}{
		{"/docs/*", "/docs/intro", true},
		{"/docs/*", "/docs/a/b", false},
		{"/docs/**", "/docs/a/b", true},
		{"/docs/**", "/docs", true},
		{"/docs/**", "/docsx", false},
		{"/**/*.html", "/a/b/c.html", true},
		{"/**/*.html", "/a/b/c.htm", false},
		{"/p?ge", "/page", true},
		{"/p?ge", "/p/ge", false},
		{"/", "/", true},
		{"/exact", "/exact/", false},
	}
	for _, c := range cases {
		if got := matchGlob(c.pattern, c.path); got != c.want {
			t.Errorf("matchGlob(%q, %q) = %v", c.pattern, c.path, got)
		}
	}
}

func TestPolicyDecide(t *testing.T) {
	p := Policy{Rules: []Rule{
		{Name: "api", Paths: []string{"/api/**"}, Action: ActionPassthrough},
		{Name: "docs-bots", Paths: []string{"/docs/**"}, UserAgents: []string{AICrawlers, "MyAgent"}, Action: ActionMarkdown},
		{Name: "blog", Hosts: []string{"blog.example"}, Methods: []string{"GET"}, Action: ActionMarkdown},
	}}
	if err := p.compile(); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		method, host, path, ua, accept string
		convert                        bool
		vary                           string
	}{
		{"GET", "x", "/api/v1", "ClaudeBot/1.0", "text/markdown", false, ""},
		{"GET", "x", "/docs/a", "Mozilla/5.0 (compatible; ClaudeBot/1.0)", "text/html", true, "Accept, User-Agent"},
		{"GET", "x", "/docs/a", "myagent/2", "", true, "Accept, User-Agent"},
		{"GET", "x", "/docs/a", "Firefox", "text/html", false, "Accept, User-Agent"},
		{"GET", "x", "/docs/a", "Firefox", "text/markdown", true, "Accept, User-Agent"},
		{"GET", "x", "/about", "Firefox", "text/markdown", true, "Accept"},
		{"GET", "blog.example", "/post", "", "text/html", true, "Accept"},
		{"HEAD", "blog.example", "/post", "", "text/html", false, "Accept"},
		{"POST", "x", "/about", "", "text/markdown", false, ""},
	}
	for _, c := range cases {
		r := httptest.NewRequest(c.method, "http://"+c.host+c.path, nil)
		r.Header.Set("User-Agent", c.ua)
		r.Header.Set("Accept", c.accept)
		d := p.Decide(r, c.host)
		if d.Convert != c.convert || d.Vary != c.vary {
			t.Errorf("%s %s%s UA %q Accept %q: convert %v vary %q, want %v %q", c.method, c.host, c.path, c.ua, c.accept, d.Convert, d.Vary, c.convert, c.vary)
		}
	}
}

func TestPolicyValidation(t *testing.T) {
	bad := []Rule{
		{Action: "convert"},
		{Paths: []string{"docs/*"}, Action: ActionMarkdown},
		{Paths: []string{"/*/*/*/*/*"}, Action: ActionMarkdown},
		{Methods: []string{"POST"}, Action: ActionMarkdown},
		{UserAgents: []string{"@unknown-list"}, Action: ActionMarkdown},
	}
	for _, r := range bad {
		p := Policy{Rules: []Rule{r}}
		if err := p.compile(); err == nil {
			t.Errorf("rule %+v accepted", r)
		}
	}
	if len(Crawlers()) < 10 {
		t.Errorf("embedded crawler list has %d entries", len(Crawlers()))
	}
}
