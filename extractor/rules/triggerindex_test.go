package rules

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"folio/extractor/internal/dom"
	"folio/extractor/internal/htmltest"
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
		doc := htmltest.Parse(t, data)
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
	want := Default().Apply(htmltest.Parse(t, data), "", Before).Fired
	got := (&Set{rules: Default().rules}).Apply(htmltest.Parse(t, data), "", Before).Fired
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
		a, b := htmltest.Parse(t, data), htmltest.Parse(t, data)
		for _, stage := range []Stage{Before, After} {
			fa, fb := fast.Apply(a, "", stage).Fired, slow.Apply(b, "", stage).Fired
			if !slices.Equal(fa, fb) {
				t.Errorf("%s: fired %v, want %v", filepath.Base(p), fa, fb)
			}
		}
		var ha, hb, h0 strings.Builder
		_ = html.Render(&ha, a)
		_ = html.Render(&hb, b)
		_ = html.Render(&h0, htmltest.Parse(t, data))
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

func TestTagAttrKey(t *testing.T) {
	for _, c := range []struct{ sel, want string }{
		{`a[onclick*="selectCode"]`, "onclick"},
		{`div.codebox > p:first-child a[onclick*="selectCode"]`, "onclick"},
		{`meta[name="generator"][content^="Ghost"]`, "name"},
		{`META[Name="x"]`, "name"},
		{`link[a!="b"]`, ""},
		{`script`, ""},
		{`div:not([a])`, ""},
		{`[data-x]`, ""},
	} {
		if got := tagAttrKey(c.sel); got != c.want {
			t.Errorf("tagAttrKey(%q) = %q, want %q", c.sel, got, c.want)
		}
	}
}

// A tag-and-attribute trigger is filed under the attribute: it fires on an
// element of the tag that carries it (in any namespace), not on the tag
// without it nor on another tag with it; the tag's plain selectors still
// fire on every element of it.
func TestTriggerByTagAttribute(t *testing.T) {
	rs, err := Parse([]byte(`rules:
  - id: by-tag-attr
    trigger:
      any: ['meta[name=generator][content^=Ghost]']
    apply:
      remove: ['.x']
  - id: by-tag
    trigger:
      any: ['meta[content^=Ghost]', 'a']
    apply:
      remove: ['.x']
`), "t.yaml")
	if err != nil {
		t.Fatal(err)
	}
	set := NewSet(rs)
	if m, a := set.index.byAtom[atom.Meta], set.index.byAtom[atom.A]; len(m.all) != 0 || len(m.byAttr["name"]) != 1 ||
		len(m.byAttr["content"]) != 1 || len(a.all) != 1 || a.byAttr != nil {
		t.Fatalf("meta filed as %d plain, %v by attribute; a as %d plain, %v: want 0, name and content; 1, none",
			len(m.all), m.byAttr, len(a.all), a.byAttr)
	}
	for page, want := range map[string][2]bool{
		`<meta name="generator" content="Ghost 5">`:       {true, true},
		`<meta property="generator" content="Ghost 5">`:   {false, true},
		`<meta name="viewport" content="Ghost">`:          {false, true},
		`<div name="generator" content="Ghost"></div>`:    {false, false},
		`<meta content="Ghost"><a name="generator">x</a>`: {false, true},
	} {
		doc := htmltest.Parse(t, []byte(page))
		x := set.index
		found := x.scan(doc)
		for i, r := range rs {
			if got := x.holds(r, found); got != want[i] || got != r.domTriggered(doc) {
				t.Errorf("%s, rule %s: index says %v, want %v", page, r.ID, got, want[i])
			}
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
		doc := htmltest.Parse(t, []byte(page))
		x := set.index
		if got := x.holds(rs[0], x.scan(doc)); got != want || got != rs[0].domTriggered(doc) {
			t.Errorf("%s: index says %v, want %v", page, got, want)
		}
	}
}

// BenchmarkTriggerScan times the one walk that answers every default
// trigger, over every seventh wcxb-dev page (skipped without the corpus).
func BenchmarkTriggerScan(b *testing.B) {
	dir := corpus.Dir("wcxb-dev")
	if dir == "" {
		b.Skip("no corpus")
	}
	paths, _ := filepath.Glob(filepath.Join(dir, "*.html.gz"))
	var docs []*html.Node
	for i := 0; i < len(paths); i += 7 {
		data, err := corpus.Read(paths[i])
		if err != nil {
			b.Fatal(err)
		}
		docs = append(docs, htmltest.Parse(b, data))
	}
	x := Default().index
	b.ResetTimer()
	for b.Loop() {
		for _, doc := range docs {
			x.scan(doc)
		}
	}
}

// classSpace is dom.IsSpace as a table.
func TestClassSpace(t *testing.T) {
	for c := 0; c < 256; c++ {
		if classSpace[c] != dom.IsSpace(byte(c)) {
			t.Errorf("classSpace[%q] = %v, dom.IsSpace says %v", byte(c), classSpace[c], !classSpace[c])
		}
	}
}
