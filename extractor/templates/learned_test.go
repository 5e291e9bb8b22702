package templates

import (
	"errors"
	"strings"
	"testing"

	"folio/extractor/internal/fingerprint"
	"folio/extractor/internal/htmltest"
)

func TestInduce(t *testing.T) {
	doc := htmltest.Parse(t, blogPage(1, 5, ""))
	rules, err := Induce(doc, classified(doc))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]Role{}
	for _, r := range rules {
		got[r.Selectors[0]] = r.Role
	}
	if got["div.entry-content"] != RoleMain || got["div.share-bar"] != "boilerplate" || len(rules) != 2 {
		t.Errorf("rules %v", got)
	}
	// No stable selector: a bare div among bare divs.
	bare := htmltest.Parse(t, `<div><div><p>a</p></div><div><p>b</p></div></div>`)
	n := bare.FirstChild.LastChild.FirstChild.FirstChild // html>body>div>div
	if _, err := Induce(bare, []Block{{n, RoleMain}}); !errors.Is(err, ErrNoTemplate) {
		t.Errorf("bare page: %v", err)
	}
	if _, err := Induce(doc, nil); !errors.Is(err, ErrNoTemplate) {
		t.Errorf("no blocks: %v", err)
	}
}

func TestUniqueSelectorClimbs(t *testing.T) {
	doc := htmltest.Parse(t, `<div class="rail"><div class="body">x</div></div><div class="story"><div class="body">y</div></div>`)
	target := find(find(doc, "story"), "body")
	if s := uniqueSelector(doc, target); s != "div.story div.body" {
		t.Errorf("selector %q", s)
	}
	idDoc := htmltest.Parse(t, `<div id="content"><p>x</p></div><div id="post-4312">y</div>`)
	if s := simple(idDoc.FirstChild.LastChild.FirstChild); s != "div#content" {
		t.Errorf("stable id: %q", s)
	}
	if s := simple(idDoc.FirstChild.LastChild.LastChild); s != "" {
		t.Errorf("per-page id used: %q", s)
	}
}

func learnedFor(t testing.TB) LearnedTemplate {
	doc := htmltest.Parse(t, blogPage(1, 8, ""))
	rules, err := Induce(doc, classified(doc))
	if err != nil {
		t.Fatal(err)
	}
	lt := LearnedTemplate{Host: "example.com", Rules: rules, Checks: Warmup}
	lt.observe(selectRules(doc, rules).Stats, lt.Created)
	return lt
}

func TestLearnedApplyAndDrift(t *testing.T) {
	lt := learnedFor(t)
	sel, err := lt.Apply(htmltest.Parse(t, blogPage(2, 7, `<div class="related-posts"><a href="/r">Other</a></div>`)))
	if err != nil {
		t.Fatal(err)
	}
	if len(sel.Nodes) != 1 || len(sel.Drop) != 2 {
		t.Errorf("nodes %d, dropped %d (want the share bar and the related box)", len(sel.Nodes), len(sel.Drop))
	}
	for name, page := range map[string]string{
		"missing": strings.ReplaceAll(blogPage(3, 8, ""), "entry-content", "prose"),
		"short":   blogPage(4, 1, ""),
		"links":   blogPage(5, 0, strings.Repeat(`<p><a href="/x">A link that goes somewhere else on the site</a></p>`, 12)),
	} {
		_, err := lt.Apply(htmltest.Parse(t, page))
		var d *DriftError
		if !errors.As(err, &d) || d.Reason != name || !errors.Is(err, ErrDrift) {
			t.Errorf("%s: got %v", name, err)
		}
	}
}

func TestChromeNamed(t *testing.T) {
	doc := htmltest.Parse(t, `<div class="share-bar"></div><div class="shadow"></div><div id="ad_slot"></div><div class="Related-Posts"></div><div class="loaded"></div>`)
	var got []bool
	for n := doc.FirstChild.LastChild.FirstChild; n != nil; n = n.NextSibling {
		got = append(got, chromeNamed(n))
	}
	want := []bool{true, false, true, true, false}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("element %d: %v, want %v", i, got[i], want[i])
		}
	}
}

func TestFastMatcherAgreesWithCascadia(t *testing.T) {
	doc := htmltest.Parse(t, blogPage(1, 3, `<div class="x entry-content-2"><p class="a b">q</p></div>`))
	for _, s := range []string{"div.entry-content", "article.post div.share-bar", "main article p", "p.a.b", "p.b", "div#post-1", "aside", "body.single footer.site-footer", "article > h1", "div.x p:first-child"} {
		m, err := compileMatcher(s)
		if err != nil {
			t.Fatal(err)
		}
		fast := matchOutermost(doc, []matcher{m}, nil)
		slow := outermost(matchAll(s, doc))
		if len(fast) != len(slow) {
			t.Errorf("%s: fast %d matches, cascadia %d", s, len(fast), len(slow))
		}
	}
}

var _ = fingerprint.Size
