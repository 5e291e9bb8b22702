package classify

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/dom"
)

// TestHintWords checks the allocation-free splitter against the plain
// definition: lower-case the class and id, split on anything that is not
// an ASCII letter or digit.
func TestHintWords(t *testing.T) {
	for _, tc := range []struct{ class, id string }{
		{"", ""},
		{"site-header main_nav", ""},
		{"Site-Header", "TopBar"},
		{"post  entry--content", "comment-42"},
		{"\u212Aelvin caf\u00e9 \u0130stanbul", "x\xffy"},
		{"---", "  "},
		{"ÄÖÜ ok", "ID9"},
	} {
		n := &html.Node{Type: html.ElementNode, Data: "div"}
		if tc.class != "" {
			n.Attr = append(n.Attr, html.Attribute{Key: "class", Val: tc.class})
		}
		if tc.id != "" {
			n.Attr = append(n.Attr, html.Attribute{Key: "id", Val: tc.id})
		}
		want := strings.FieldsFunc(strings.ToLower(tc.class+" "+tc.id), func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
		})
		if got := hintWords(n, nil); !slices.Equal(got, want) {
			t.Errorf("hintWords(%q, %q) = %q, want %q", tc.class, tc.id, got, want)
		}
	}
}

// TestHintRoleBuckets checks that the first-byte buckets give the same role
// as trying every prefix in list order.
func TestHintRoleBuckets(t *testing.T) {
	linear := func(words []string) (Role, bool) {
		for _, w := range words {
			if contentHint(w) {
				return "", false
			}
		}
		for _, w := range words {
			if r, ok := exactChrome[w]; ok {
				return r, true
			}
			for _, h := range chromeHints {
				if strings.HasPrefix(w, h.prefix) {
					return h.role, true
				}
			}
		}
		return "", false
	}
	linearHard := func(words []string) bool {
		for _, w := range words {
			for _, h := range hardHints {
				if strings.HasPrefix(w, h) {
					return true
				}
			}
		}
		return false
	}
	var cases [][]string
	for _, h := range chromeHints {
		cases = append(cases, []string{h.prefix}, []string{h.prefix + "x"}, []string{"x", h.prefix + "s"})
	}
	for _, h := range hardHints {
		cases = append(cases, []string{h + "bar"}, []string{"a" + h})
	}
	cases = append(cases, []string{"navigation", "content"}, []string{"ad"}, []string{"adslots"}, []string{"zz", "9"})
	for _, words := range cases {
		gr, gok := hintRole(words)
		wr, wok := linear(words)
		if gr != wr || gok != wok {
			t.Errorf("hintRole(%q) = %q %v, want %q %v", words, gr, gok, wr, wok)
		}
		if g, w := hardHint(words), linearHard(words); g != w {
			t.Errorf("hardHint(%q) = %v, want %v", words, g, w)
		}
	}
}

// hintWords runs on every element: an attribute with capitals is
// lower-cased once, not word by word, and a lower-case one not at all.
func TestHintWordsAllocs(t *testing.T) {
	n := &html.Node{Type: html.ElementNode, Data: "div", Attr: []html.Attribute{
		{Key: "class", Val: "ProductCard ProductCard--Large Grid-Item"},
		{Key: "id", Val: "main-card"},
	}}
	buf := make([]string, 0, 16)
	if got := testing.AllocsPerRun(100, func() { buf = hintWords(n, buf[:0]) }); got > 1 {
		t.Errorf("hintWords allocates %v times, want at most one (the class lower-cased)", got)
	}
}

// A CMS's post class list names the post's subjects in its taxonomy terms
// ("category-sidebar-tips", "tag-social-media"): they suggest no role
// (dom.CMSTerm); a layout name with the same prefix outside such a list
// still does.
func TestHintWordsCMSTerms(t *testing.T) {
	for class, want := range map[string]Role{
		"page type-page status-publish hentry category-sidebar-tips": "",
		"archive category category-kommentare category-7":            "",
		"author-box":  RoleBoilerplate,
		"tag-sidebar": RoleSidebar,
		// A theme's modifier ("status-visible") makes no CMS list.
		"tag-social status-visible": RoleBoilerplate,
	} {
		n := &html.Node{Type: html.ElementNode, Data: "div", Attr: []html.Attribute{{Key: "class", Val: class}}}
		if got := elementHint(n, hintWords(n, nil)); got != want {
			t.Errorf("elementHint(%q) = %q, want %q", class, got, want)
		}
	}
}

// TestSelfLinkedHint: a heading whose id is its title's slug, permalinked
// from itself, is no share bar or author box; the same id on a box with no
// such heading still is, and so is a class naming chrome.
func TestSelfLinkedHint(t *testing.T) {
	for _, c := range []struct {
		page string
		want Role
	}{
		{`<h2 id="sharing-data">Sharing data<a href="#sharing-data">#</a></h2>`, ""},
		{`<section id="author"> <h2>Author<a href="#author">#</a></h2><p>Who writes the guide.</p></section>`, ""},
		{`<div id="sharing-data"><a href="/x">Share</a></div>`, RoleBoilerplate},
		{`<h2 id="sharing-data" class="share-bar">Share<a href="#sharing-data">#</a></h2>`, RoleBoilerplate},
	} {
		doc, err := html.Parse(strings.NewReader("<html><body>" + c.page + "</body></html>"))
		if err != nil {
			t.Fatal(err)
		}
		n := dom.FindBody(doc).FirstChild
		want := c.want
		if got := elementHint(n, hintWords(n, nil)); (got == "") != (want == "") {
			t.Errorf("%s: got %q, want %q", c.page, got, want)
		}
	}
}
