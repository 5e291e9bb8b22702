package classify

import (
	"fmt"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestArchiveBody: WordPress's archive and search pages say so in the
// <body>'s class, and are routed as listings even when the head says
// og:type article of every page; a post or a page that only holds the
// words elsewhere ("archived", an element's class) stays what it says.
func TestArchiveBody(t *testing.T) {
	article := `<meta property="og:type" content="article">`
	for _, c := range []struct {
		name, head, body string
		want             PageType
	}{
		{"category archive", article, `<body class="archive category category-zero-waste wp-theme-x">`, TypeListing},
		{"search results", ``, `<body class="search search-results logged-out">`, TypeListing},
		{"single post", article, `<body class="post-template-default single single-post postid-12">`, TypeArticle},
		{"archived post", article, `<body class="single archived">`, TypeArticle},
		{"archive word on an element", article, `<body class="home"><div class="archive">`, TypeArticle},
		{"declared product wins", `<script type="application/ld+json">{"@type":"Product"}</script>`, `<body class="archive">`, TypeProduct},
		// A news site's archived story says what it is in its JSON-LD.
		{"declared article wins", `<script type="application/ld+json">{"@type":"NewsArticle","headline":"T"}</script>`, `<body class="archive">`, TypeArticle},
	} {
		t.Run(c.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader("<html><head><title>T</title>" + c.head + "</head>" + c.body + "<p>x</p></body></html>"))
			if err != nil {
				t.Fatal(err)
			}
			if got := detectType(readSignals(doc, "https://blog.example/category/zero-waste/")); got != c.want {
				t.Errorf("detectType = %q, want %q", got, c.want)
			}
		})
	}
}

// TestArchiveKeepsItsPosts: a category archive that WordPress heads with
// og:type article, an intro longer than an article's short bound, then
// its posts' linked titles: routed as an article the titles were left
// out, as a listing they are its items.
func TestArchiveKeepsItsPosts(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<html><head><title>Posts for beginners</title><meta property="og:type" content="article"></head>`)
	b.WriteString(`<body class="archive category"><div class="content"><h1>Posts for beginners</h1><div class="category-description">`)
	b.WriteString(strings.Repeat(`<p>Welcome to the community: here you will find the posts that help you start, one small change at a time, with the habits that last.</p>`, 3))
	b.WriteString(`</div><div class="posts">`)
	for k := range 8 {
		fmt.Fprintf(&b, `<article class="excerpt"><header><h2><a href="/post-%d/">How to start with the habit number %d of a greener home</a></h2></header><a href="/post-%d/"><img src="/p%d.jpg" alt=""></a></article>`, k, k, k, k)
	}
	b.WriteString(`</div></div></body></html>`)
	page := b.String()
	if got := classifiedText(t, page, "https://blog.example/category/beginners/"); !strings.Contains(got, "habit number 7") {
		t.Errorf("the archive's posts were left out: %.200q", got)
	}
	plain := strings.Replace(page, `<body class="archive category">`, `<body>`, 1)
	if got := classifiedText(t, plain, "https://blog.example/category/beginners/"); strings.Contains(got, "habit number 7") {
		t.Errorf("without the body class the page is an article and the test shows nothing: %.200q", got)
	}
}
