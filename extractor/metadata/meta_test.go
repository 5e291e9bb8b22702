package metadata

import (
	"net/url"
	"testing"

	"folio/extractor/internal/htmltest"
)

func TestMetaFields(t *testing.T) {
	page, _ := url.Parse("https://www.example.com/news/2023/04/05/story?x=1")
	cases := []struct {
		name, html string
		get        func(Metadata) string
		want       string
	}{
		{"site-og", `<meta property="og:site_name" content="Example">`, site, "Example"},
		{"site-publisher", `<script type="application/ld+json">{"@type":"Article","publisher":{"@type":"Organization","name":"Pub"}}</script>`, site, "Pub"},
		{"site-website", `<script type="application/ld+json">[{"@type":"WebSite","name":"Web"}]</script>`, site, "Web"},
		{"site-app-name", `<meta name="application-name" content="App">`, site, "App"},
		{"lang-html", `<html lang="en-US"><head></head></html>`, lang, "en-US"},
		{"lang-content-language", `<meta http-equiv="Content-Language" content="de">`, lang, "de"},
		{"lang-og-locale", `<meta property="og:locale" content="pt_BR">`, lang, "pt-BR"},
		{"lang-garbage", `<html lang="{{lang}}"></html>`, lang, ""},
		{"desc-meta", `<meta name="description" content="  A   summary. ">`, desc, "A summary."},
		{"desc-og", `<meta property="og:description" content="OG summary">`, desc, "OG summary"},
		{"canonical-relative", `<link rel="canonical" href="/news/story">`, canon, "https://www.example.com/news/story"},
		{"canonical-og-url", `<meta property="og:url" content="https://example.com/s">`, canon, "https://example.com/s"},
		{"image-og-relative", `<meta property="og:image" content="/img/a.jpg">`, image, "https://www.example.com/img/a.jpg"},
		{"image-protocol-relative", `<meta name="twitter:image" content="//cdn.example.com/a.jpg">`, image, "https://cdn.example.com/a.jpg"},
		{"image-jsonld-object", `<script type="application/ld+json">{"@type":"Article","image":{"@type":"ImageObject","url":"https://x.test/i.png"}}</script>`, image, "https://x.test/i.png"},
		{"image-data-url", `<meta property="og:image" content="data:image/png;base64,AAAA">`, image, ""},
		{"type-og", `<meta property="og:type" content="article">`, typ, "article"},
		{"type-jsonld-wins", `<meta property="og:type" content="website"><script type="application/ld+json">{"@type":"QAPage"}</script>`, typ, "QAPage"},
		{"published-url", `<html></html>`, pub, "2023-04-05"},
		{"published-meta", `<meta property="article:published_time" content="2022-01-02T03:04:05+01:00">`, pub, "2022-01-02T03:04:05+01:00"},
		{"published-jsonld-first", `<meta property="article:published_time" content="2022-01-02"><script type="application/ld+json">{"@type":"BlogPosting","datePublished":"2021-05-06"}</script>`, pub, "2021-05-06"},
		{"published-time-pubdate", `<body><time datetime="2020-02-03" pubdate>Feb 3</time></body>`, pub, "2020-02-03"},
		{"published-time-modified-skipped", `<body><article><header><time class="updated" datetime="2020-02-04">x</time><time datetime="2020-02-03">y</time></header></article></body>`, pub, "2020-02-03"},
		{"published-near-h1", `<body><h1>Title</h1><p>By Jane · March 5, 2024</p></body>`, pub, "2024-03-05"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := c.get(Extract(htmltest.Parse(t, c.html), page)); got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

func site(m Metadata) string  { return m.SiteName }
func lang(m Metadata) string  { return m.Language }
func desc(m Metadata) string  { return m.Description }
func canon(m Metadata) string { return m.Canonical }
func image(m Metadata) string { return m.Image }
func typ(m Metadata) string   { return m.Type }
func pub(m Metadata) string   { return m.Published }

func TestHostLabel(t *testing.T) {
	for in, want := range map[string]string{"www.nytimes.com": "nytimes", "www.bbc.co.uk": "bbc", "localhost": "localhost", "a.b.example.org": "example"} {
		if got := hostLabel(in); got != want {
			t.Errorf("hostLabel(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestExtractBadInput: Extract never panics and returns empty fields for
// documents with nothing in them.
func TestExtractBadInput(t *testing.T) {
	if m := Extract(nil, nil); m != (Metadata{}) {
		t.Errorf("nil doc: %+v", m)
	}
	for _, in := range []string{"", "\x00\xff\xfe", "<html><head><meta><link><script type=application/ld+json></script>", "<title></title><h1></h1>"} {
		if m := Extract(htmltest.Parse(t, in), nil); m != (Metadata{}) {
			t.Errorf("%q: %+v", in, m)
		}
	}
}
