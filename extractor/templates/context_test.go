package templates

import (
	"strings"
	"testing"

	"folio/extractor/internal/htmltest"
)

// TestContextRules: a breadcrumb and a related-links block outside the
// content are learned as context and found again on the next page; the
// sidebar (not a context role) is not; nothing inside the content is.
func TestContextRules(t *testing.T) {
	const crumbs = `<ol class="crumbs"><li><a href="/">Home</a></li><li><a href="/blog">Blog</a></li></ol>`
	const related = `<section class="related-posts"><a href="/p/1">One</a><a href="/p/2">Two</a></section>`
	page := func(id int) string {
		p := blogPage(id, 4, "")
		p = strings.Replace(p, `<main class="site-main">`, `<main class="site-main">`+crumbs, 1)
		return strings.Replace(p, `</main>`, related+`</main>`, 1)
	}
	doc := htmltest.Parse(t, page(1))
	blocks := append(classified(doc), Block{find(doc, "crumbs"), "breadcrumb"}, Block{find(doc, "related-posts"), "related"})
	rules, err := Induce(doc, blocks)
	if err != nil {
		t.Fatal(err)
	}
	var ctx []string
	for _, r := range rules {
		if isContext(r.Role) {
			ctx = append(ctx, string(r.Role)+":"+r.Selectors[0])
		}
	}
	if len(ctx) != 2 {
		t.Fatalf("context rules %v, want the breadcrumb and the related block", ctx)
	}

	next := htmltest.Parse(t, page(2))
	lt := LearnedTemplate{Rules: rules}
	if !compileRules(lt.Rules) {
		t.Fatal("rules do not compile")
	}
	sel := selectRules(next, lt.Rules)
	got := lt.Context(next, sel.Nodes)
	if len(got) != 2 || got[0].Role != "breadcrumb" || got[1].Role != "related" ||
		got[0].Node != find(next, "crumbs") || got[1].Node != find(next, "related-posts") {
		t.Fatalf("Context = %+v, want crumbs then related-posts", got)
	}
	// A context rule never returns a node holding the content.
	wide := []Rule{{Role: "related", Selectors: []string{"main.site-main"}}}
	compileRules(wide)
	if got := Context(next, wide, sel.Nodes); len(got) != 0 {
		t.Errorf("Context returned an ancestor of the content: %+v", got)
	}
}
