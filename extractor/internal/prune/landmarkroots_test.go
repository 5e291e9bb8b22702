package prune

import (
	"strings"
	"testing"

	"folio/extractor/internal/classify"
)

// menuLinks is a mega menu's list of product links.
func menuLinks(n int) string {
	var b strings.Builder
	b.WriteString("<ul>")
	for i := range n {
		b.WriteString(`<li><a href="/p` + string(rune('a'+i%26)) + `">Product ` + para("name", 2) + `</a></li>`)
	}
	b.WriteString("</ul>")
	return b.String()
}

func TestPruneLandmarkRoots(t *testing.T) {
	body := `<p>` + para("article", 150) + `</p>`
	cases := []struct {
		name string
		page string
		ids  []string
		cut  []string
	}{
		{"a mega menu chosen beside the article",
			`<header><nav><div id=menu>` + menuLinks(30) + `</div></nav></header><div id=text>` + body + `</div>`,
			[]string{"menu", "text"}, []string{"menu"}},
		{"the article's own header inside <article>",
			`<article><header><div id=menu>` + menuLinks(30) + `</div></header><div id=text>` + body + `</div></article>`,
			[]string{"menu", "text"}, nil},
		{"a site header whose text is a lead, not links",
			`<header><div id=lead><p>` + para("lead", 60) + `</p></div></header><div id=text>` + body + `</div>`,
			[]string{"lead", "text"}, nil},
		{"a sidebar's teasers, longer than the post",
			`<div id=text>` + body + `</div><aside><div id=side><p>` + para("teaser", 400) + `</p></div></aside>`,
			[]string{"text", "side"}, []string{"side"}},
		{"a post's own aside inside <article>",
			`<article><div id=text>` + body + `</div><aside><div id=side><p>` + para("callout", 40) + `</p></div></aside></article>`,
			[]string{"text", "side"}, nil},
		{"a legal note in the page footer",
			`<div id=text>` + body + `</div><footer><div id=legal><p>` + para("legal", 60) + `</p></div></footer>`,
			[]string{"text", "legal"}, []string{"legal"}},
		{"a footer holding more than the rest",
			`<div id=text>` + body + `</div><footer><div id=legal><p>` + para("legal", 300) + `</p></div></footer>`,
			[]string{"text", "legal"}, nil},
		{"a site header's menu chosen beside the article, longer than it",
			`<header><nav><div id=menu>` + menuLinks(200) + `</div></nav></header><div id=text>` + body + `</div>`,
			[]string{"menu", "text"}, []string{"menu"}},
		{"a menu outside any header, longer than the article",
			`<nav><div id=menu>` + menuLinks(200) + `</div></nav><div id=text>` + body + `</div>`,
			[]string{"menu", "text"}, []string{"menu"}},
		{"a nav that holds prose, not links",
			`<nav><div id=intro><p>` + para("intro", 200) + `</p></div></nav><div id=text>` + body + `</div>`,
			[]string{"intro", "text"}, nil},
		{"an article's own table of contents in a nav",
			`<article><nav><div id=toc>` + menuLinks(200) + `</div></nav><div id=text>` + body + `</div></article>`,
			[]string{"toc", "text"}, nil},
		{"links in a header beside a few words",
			`<header><div id=menu>` + menuLinks(30) + `</div></header><div id=text><p>` + para("short", 10) + `</p></div>`,
			[]string{"menu", "text"}, nil},
	}
	for _, c := range cases {
		roots := pageRoots(t, c.page, c.ids...)
		cuts := Prune(roots, nil, Page{Type: classify.TypeArticle})
		got := cutIDs(cuts, "landmark-root")
		if strings.Join(got, " ") != strings.Join(c.cut, " ") {
			t.Errorf("%s: cut %v, want %v", c.name, got, c.cut)
		}
	}
}
