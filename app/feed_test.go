package app

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

const rssFeed = `<?xml version="1.0"?><rss version="2.0"><channel><title>River News</title>
<description>All about &lt;b&gt;rivers&lt;/b&gt;</description>
<item><title>The Danube *floods*</title><link>https://news.example/danube</link>
<pubDate>Mon, 02 Mar 2026 10:00:00 GMT</pubDate><description>&lt;p&gt;Water rose by two metres.&lt;/p&gt;</description></item>
<item><title>Rhine traffic</title><link>https://news.example/rhine</link></item>
</channel></rss>`

const atomFeed = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom">
<title>Dev Log</title><subtitle>Notes</subtitle>
<entry><title>Release 1.0</title><link rel="alternate" href="https://dev.example/1-0"/>
<updated>2026-01-01T00:00:00Z</updated><summary>First stable release.</summary></entry></feed>`

func TestLoadFeeds(t *testing.T) {
	mux := http.NewServeMux()
	for path, body := range map[string]string{"/rss": rssFeed, "/atom": atomFeed, "/xml": atomFeed} {
		ct := map[string]string{"/rss": "application/rss+xml", "/atom": "application/atom+xml", "/xml": "text/xml"}[path]
		mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", ct)
			w.Write([]byte(body))
		})
	}
	mux.HandleFunc("/plainxml", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/xml")
		w.Write([]byte(`<?xml version="1.0"?><config><a>1</a></config>`))
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	cases := []struct {
		path, title string
		mode        Mode
		contains    []string
	}{
		{"/rss", "River News", ModeFeed, []string{"# River News", "> All about rivers",
			"- **[The Danube \\*floods\\*](<https://news.example/danube>)** · Mon, 02 Mar 2026", "Water rose by two metres.",
			"[Rhine traffic](<https://news.example/rhine>)"}},
		{"/atom", "Dev Log", ModeFeed, []string{"# Dev Log", "[Release 1.0](<https://dev.example/1-0>)", "First stable release."}},
		{"/xml", "Dev Log", ModeFeed, []string{"[Release 1.0]"}},
		{"/plainxml", "plainxml", ModePlainText, []string{"```xml"}},
	}
	for _, c := range cases {
		t.Run(strings.Trim(c.path, "/"), func(t *testing.T) {
			doc, err := NewLoader().Load(context.Background(), srv.URL+c.path)
			if err != nil {
				t.Fatal(err)
			}
			if doc.Mode != c.mode || doc.Title != c.title {
				t.Errorf("mode %s title %q, want %s %q", doc.Mode, doc.Title, c.mode, c.title)
			}
			for _, s := range c.contains {
				if !strings.Contains(doc.Markdown, s) {
					t.Errorf("markdown lacks %q:\n%s", s, doc.Markdown)
				}
			}
		})
	}
}
