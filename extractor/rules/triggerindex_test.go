package rules

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/internal/corpus"
)

func TestSubjectKey(t *testing.T) {
	cases := []struct {
		sel  string
		kind byte
		key  string
	}{
		{"a.headerlink", '.', "headerlink"},
		{"#onetrust-banner-sdk", '#', "onetrust-banner-sdk"},
		{"div.sphinxsidebar > ul li.toctree-l1", '.', "toctree-l1"},
		{"body.mediawiki", '.', "mediawiki"},
		{`meta[name=generator][content^=WordPress]`, 't', "meta"},
		{`link[href*="/wp-content/"]`, 't', "link"},
		{`script[src*="a b.c #d"]`, 't', "script"},
		{`[id^=shopify-section]`, 0, ""},
		{`.a:has(.b #c)`, '.', "a"},
		{`div:not(.x)`, 't', "div"},
		{`UL.Nav`, '.', "Nav"},
		{`*`, 0, ""},
		{`.a\.b`, '.', "a.b"},
		{`#onetrust\-banner\-sdk`, '#', "onetrust-banner-sdk"},
		{`.md\-content__inner`, '.', "md-content__inner"},
		{`.\31 0`, '.', "10"},
		{`p.x#y`, '#', "y"},
		{`[data-x=a\]b].c`, '.', "c"},
	}
	for _, c := range cases {
		kind, key := subjectKey(c.sel)
		if kind != c.kind || key != c.key {
			t.Errorf("subjectKey(%q) = %q %q, want %q %q", c.sel, kind, key, c.kind, c.key)
		}
	}
}

// TestTriggerIndexAgreesWithSelectors checks the one-walk trigger
// evaluation against asking every selector for its first match, for every
// default rule on every fixture page and, when the corpus is present, on
// a sample of wcxb-dev pages.
func TestTriggerIndexAgreesWithSelectors(t *testing.T) {
	pages, _ := filepath.Glob("testdata/fixtures/*.html")
	if dir := corpus.Dir("wcxb-dev"); dir != "" {
		all, _ := filepath.Glob(filepath.Join(dir, "*.html.gz"))
		for i := 0; i < len(all); i += 7 {
			pages = append(pages, all[i])
		}
	}
	if len(pages) == 0 {
		t.Fatal("no pages")
	}
	set := Default()
	fired := 0
	for _, p := range pages {
		data, err := corpus.Read(p)
		if err != nil {
			t.Fatal(err)
		}
		doc := parseHTML(t, data)
		for _, stage := range []Stage{Before, After} {
			x := set.index
			found := x.scan(doc)
			for _, r := range set.rules {
				if r.Stage != stage || !r.hasDOMTrigger() {
					continue
				}
				fast, slow := x.holds(r, found), r.domTriggered(doc)
				if fast != slow {
					t.Errorf("%s, rule %s: index says %v, selectors say %v", filepath.Base(p), r.ID, fast, slow)
				}
				if slow {
					fired++
				}
			}
		}
	}
	if fired == 0 {
		t.Error("no trigger held on any page: the comparison proves nothing")
	}
	t.Logf("%d pages, %d triggers held", len(pages), fired)
}

// A Set literal has no index: Apply falls back to the selectors.
func TestApplyWithoutIndex(t *testing.T) {
	data, err := os.ReadFile("testdata/fixtures/sphinx.html")
	if err != nil {
		t.Skip(err)
	}
	want := Default().Apply(parseHTML(t, data), "", Before).Fired
	got := (&Set{rules: Default().rules}).Apply(parseHTML(t, data), "", Before).Fired
	if len(want) == 0 || len(got) != len(want) {
		t.Fatalf("fired %v without the index, %v with it", got, want)
	}
}

// TestRemoveIndexAgreesWithSelectors applies the default rules with their
// one-walk removal and trigger answers kept across rules that changed
// nothing, and again with a walk per selector and a fresh trigger check
// per rule, on every fixture and a sample of wcxb-dev: the pages and the
// fired rules must come out the same.
func TestRemoveIndexAgreesWithSelectors(t *testing.T) {
	pages, _ := filepath.Glob("testdata/fixtures/*.html")
	if dir := corpus.Dir("wcxb-dev"); dir != "" {
		all, _ := filepath.Glob(filepath.Join(dir, "*.html.gz"))
		for i := 3; i < len(all); i += 7 {
			pages = append(pages, all[i])
		}
	}
	fast := Default()
	slow := &Set{}
	indexed := 0
	for _, r := range fast.rules {
		c := *r
		if c.removeIndex != nil {
			indexed++
		}
		c.removeIndex = nil
		slow.rules = append(slow.rules, &c)
	}
	if indexed == 0 {
		t.Fatal("no default rule has a removal index: the comparison proves nothing")
	}
	removed := 0
	for _, p := range pages {
		data, err := corpus.Read(p)
		if err != nil {
			t.Fatal(err)
		}
		a, b := parseHTML(t, data), parseHTML(t, data)
		for _, stage := range []Stage{Before, After} {
			fa, fb := fast.Apply(a, "", stage).Fired, slow.Apply(b, "", stage).Fired
			if !slices.Equal(fa, fb) {
				t.Errorf("%s: fired %v, want %v", filepath.Base(p), fa, fb)
			}
		}
		var ha, hb, h0 strings.Builder
		_ = html.Render(&ha, a)
		_ = html.Render(&hb, b)
		_ = html.Render(&h0, parseHTML(t, data))
		if ha.String() != hb.String() {
			t.Errorf("%s: pages differ after the rules", filepath.Base(p))
		}
		if hb.Len() != h0.Len() {
			removed++
		}
	}
	if removed == 0 {
		t.Error("no rule changed any page: the comparison proves nothing")
	}
	t.Logf("%d pages, %d changed by the rules", len(pages), removed)
}

func TestRemoveIndexOnlyForLocalSelectors(t *testing.T) {
	for _, c := range []struct {
		srcs []string
		want bool
	}{
		{[]string{".a", "#b", "div.c > p"}, true},
		{[]string{".a"}, false},
		{[]string{".a", "li:first-child"}, false},
		{[]string{".a", "h2 + p"}, false},
		{[]string{".a", "h2 ~ p"}, false},
	} {
		if got := newRemoveIndex(c.srcs) != nil; got != c.want {
			t.Errorf("newRemoveIndex(%q) indexed = %v, want %v", c.srcs, got, c.want)
		}
	}
}

func TestNameFilter(t *testing.T) {
	var f nameFilter
	filed := []string{"a", "sharedaddy", "jp-relatedposts", strings.Repeat("x", 70), "é"}
	for _, n := range filed {
		f.add(n)
	}
	for _, n := range filed {
		if !f.may(n) {
			t.Errorf("may(%q) = false for a filed name", n)
		}
	}
	for _, n := range []string{"b", "sharedaddz", "sharedadd", "jp-relatedpost", "zz"} {
		if f.may(n) {
			t.Errorf("may(%q) = true, want it ruled out", n)
		}
	}
}

func TestAttrKey(t *testing.T) {
	for _, c := range []struct{ sel, want string }{
		{`[id^="shopify-section"]`, "id"},
		{`[data-x]`, "data-x"},
		{`[Data-X="a"]`, "data-x"},
		{`div [role~=tab]`, "role"},
		{`[a!="b"]`, ""},
		{`:not([a])`, ""},
		{`*`, ""},
		{`[a] + [b]`, "b"},
	} {
		if got := attrKey(c.sel); got != c.want {
			t.Errorf("attrKey(%q) = %q, want %q", c.sel, got, c.want)
		}
	}
}

// An attribute-only trigger fires on an element that carries the attribute,
// with or without a namespace, and not on one that does not.
func TestTriggerByAttribute(t *testing.T) {
	rs, err := Parse([]byte(`rules:
  - id: by-attr
    trigger:
      any: ['[id^=shop]']
    apply:
      remove: ['.x']
`), "t.yaml")
	if err != nil {
		t.Fatal(err)
	}
	set := NewSet(rs)
	for page, want := range map[string]bool{
		`<div id="shop-1"></div>`:        true,
		`<div id="cart"></div>`:          false,
		`<div data-id="shop"></div>`:     false,
		`<svg><a id="shop-2"></a></svg>`: true,
	} {
		doc := parseHTML(t, []byte(page))
		x := set.index
		if got := x.holds(rs[0], x.scan(doc)); got != want || got != rs[0].domTriggered(doc) {
			t.Errorf("%s: index says %v, want %v", page, got, want)
		}
	}
}
