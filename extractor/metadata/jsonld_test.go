package metadata

import (
	"strings"
	"testing"

	"folio/extractor/internal/htmltest"
)

func TestDecodeLenient(t *testing.T) {
	cases := []struct {
		name, in string
		n        int
	}{
		{"object", `{"@type":"Article"}`, 1},
		{"array", `[{"@type":"A"},{"@type":"B"}]`, 1},
		{"trailing-commas", `{"@type":"Article","headline":"x",}`, 1},
		{"trailing-comma-array", `{"a":[1,2,],}`, 1},
		{"raw-newline-in-string", "{\"headline\":\"line one\nline two\"}", 1},
		{"invalid-escape", `{"headline":"it\'s"}`, 1},
		{"html-comment-wrapper", `<!-- {"@type":"Article"} -->`, 1},
		{"cdata-wrapper", `//<![CDATA[
{"@type":"Article"}
//]]>`, 1},
		{"two-values", `{"@type":"A"} {"@type":"B"}`, 2},
		{"garbage", `not json at all`, 0},
		{"truncated", `{"@type":"Article","headline":`, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := len(decodeLenient(c.in)); got != c.n {
				t.Errorf("decoded %d values, want %d", got, c.n)
			}
		})
	}
}

func TestMainEntity(t *testing.T) {
	cases := []struct{ name, ld, want string }{
		{"graph-article-over-webpage", `{"@graph":[{"@type":"WebPage","name":"P"},{"@type":"WebSite","name":"S"},{"@type":"BlogPosting","headline":"H"}]}`, "BlogPosting"},
		{"product", `[{"@type":"BreadcrumbList"},{"@type":"Product","name":"Shoe"}]`, "Product"},
		{"type-array", `{"@type":["Article","NewsArticle"]}`, "Article"},
		{"mainEntity", `{"@type":"WebPage","mainEntity":{"@type":"DiscussionForumPosting","headline":"Q"}}`, "DiscussionForumPosting"},
		{"qapage-question", `{"@type":"QAPage","mainEntity":{"@type":"Question","name":"Q","author":{"@type":"Person","name":"AtlanG"}}}`, "Question"},
		{"prefixed-type", `{"@type":"http://schema.org/NewsArticle"}`, "NewsArticle"},
		{"nothing", `{"@type":"BreadcrumbList"}`, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ld := parseJSONLD([]string{c.ld})
			got := ""
			if ld.main != nil {
				got = ldTypes(ld.main)[0]
			}
			if got != c.want {
				t.Errorf("main entity %q, want %q", got, c.want)
			}
		})
	}
}

func TestJSONLDAndArticleBody(t *testing.T) {
	doc := htmltest.Parse(t, `<html><head><script type="application/ld+json">{"@graph":[{"@type":"WebSite","name":"S"},{"@type":"Article","headline":"H","articleBody":"Body &amp; text."}]}</script></head><body></body></html>`)
	if got := len(JSONLD(doc)); got != 2 {
		t.Fatalf("JSONLD returned %d entities, want 2", got)
	}
	if got := ArticleBody(doc); got != "Body & text." {
		t.Fatalf("ArticleBody = %q", got)
	}
}

func TestJSONLDSizeCap(t *testing.T) {
	big := `{"@type":"Article","headline":"` + strings.Repeat("x", maxJSONLDBytes) + `"}`
	doc := htmltest.Parse(t, `<script type="application/ld+json">`+big+`</script><script type="application/ld+json">{"@type":"Article","headline":"Small"}</script>`)
	if got := Extract(doc, nil).Title; got != "Small" {
		t.Fatalf("title %q: the oversized script should be skipped", got)
	}
}

func TestLDString(t *testing.T) {
	cases := []struct {
		in   any
		want string
	}{
		{"a &amp; b", "a & b"},
		{[]any{"", "first"}, "first"},
		{map[string]any{"@value": "v"}, "v"},
		{map[string]any{"url": "https://x.test/i.png"}, "https://x.test/i.png"},
		{3.0, ""},
	}
	for _, c := range cases {
		if got := ldString(c.in); got != c.want {
			t.Errorf("ldString(%v) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestMetaJSONLD(t *testing.T) {
	// JSON-LD written as a Remix meta descriptor's tag is read as a script.
	doc := htmltest.Parse(t, `<head><meta name="script:ld+json" content="{&quot;@type&quot;:&quot;Article&quot;,&quot;headline&quot;:&quot;Full EV Cars&quot;,&quot;datePublished&quot;:&quot;2025-11-17T09:00:00-05:00&quot;}"></head><body><p>Text.</p></body>`)
	m := Extract(doc, nil)
	if m.Published != "2025-11-17T09:00:00-05:00" || m.Type != "Article" {
		t.Errorf("Published = %q, Type = %q; want the descriptor's Article of 2025-11-17", m.Published, m.Type)
	}
	if got := JSONLD(doc); len(got) != 1 {
		t.Errorf("JSONLD = %d entities, want 1", len(got))
	}
}
