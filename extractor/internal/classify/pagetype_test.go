package classify

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestDetectType(t *testing.T) {
	cases := []struct {
		name, head, url string
		want            PageType
	}{
		{"mkdocs", `<meta name="generator" content="mkdocs-1.6.1, mkdocs-material-9.5.3">`, "https://docs.example/tutorial/", TypeDocs},
		{"sphinx", `<meta name="generator" content="Docutils 0.19: https://docutils.sourceforge.io/">`, "https://docs.example/usage.html", TypeDocs},
		{"docs generator after another", `<meta name="generator" content="Hugo 0.120"><meta name="generator" content="Docusaurus v3.1">`, "https://docs.example/", TypeDocs},
		{"docusaurus blog post is an article", `<meta name="generator" content="Docusaurus v3.1"><script type="application/ld+json">{"@type":"BlogPosting"}</script>`, "https://docs.example/blog/x", TypeArticle},
		{"wordpress", `<meta name="generator" content="WordPress 6.4">`, "https://blog.example/post", TypeUnknown},
		{"forum path wins", `<meta name="generator" content="Sphinx 7">`, "https://q.example/questions/1", TypeForum},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader("<html><head><title>T</title>" + c.head + "</head><body><p>x</p></body></html>"))
			if err != nil {
				t.Fatal(err)
			}
			if got := detectType(readSignals(doc, c.url)); got != c.want {
				t.Errorf("detectType = %q, want %q", got, c.want)
			}
		})
	}
}

// TestDocsKeepTheirTitle: an H1 repeating the <title> is dropped on an
// article but kept on a documentation page, whose ground truth keeps it.
func TestDocsKeepTheirTitle(t *testing.T) {
	body := `<body><main><h1>Tutorial - User Guide</h1>` + strings.Repeat(`<p>This tutorial shows you how to use the framework with most of its features, step by step, section after section.</p>`, 6) + `</main></body></html>`
	for _, c := range []struct {
		head      string
		keepTitle bool
	}{
		{`<meta property="og:type" content="article">`, false},
		{`<meta name="generator" content="mkdocs-1.6.1, mkdocs-material-9.5.3">`, true},
	} {
		got := classifiedText(t, `<html><head><title>Tutorial - User Guide - FastAPI</title>`+c.head+`</head>`+body, "https://docs.example/tutorial/")
		if kept := strings.Contains(got, "User Guide"); kept != c.keepTitle {
			t.Errorf("%s: H1 kept %v, want %v (main text %.60q)", c.head, kept, c.keepTitle, got)
		}
	}
}
