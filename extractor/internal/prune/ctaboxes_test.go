package prune

import (
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

const ctaPage = `<p>` + "lead paragraph of the article, long enough to be the content of the page" + `</p>` +
	`<div class="nrplus-cta-wrap"><p>Become a member: support our journalism.</p><p><a href="/join">Join now</a></p></div>`

func TestCTABoxes(t *testing.T) {
	for _, c := range []struct {
		name string
		typ  classify.PageType
		cut  bool
	}{
		{"an article's membership box", classify.TypeArticle, true},
		{"a service page's call to action is its offer", classify.TypeUnknown, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			root := parseRoot(t, article+ctaPage)
			typ := c.typ
			cuts := Prune([]*html.Node{root}, nil, Page{Type: typ})
			got := false
			for _, k := range cuts {
				if k.Rule == "cta" && k.Node.Data == "div" {
					got = true
				}
			}
			if got != c.cut {
				t.Errorf("CTA box cut = %v, want %v (cuts: %v)", got, c.cut, cuts)
			}
		})
	}
}

func TestCTANamed(t *testing.T) {
	for class, want := range map[string]bool{
		"nrplus-cta": true, "smg-zone-widget-custom-cta-letter": true, "ctaBox": true, "article_cta": true,
		"md:cta-band": true, "octagon": false, "dictation-notes": false, "my2cta": false, "": false,
	} {
		n := &html.Node{Type: html.ElementNode, Data: "div", Attr: []html.Attribute{{Key: "class", Val: class}}}
		if got := ctaNamed(n); got != want {
			t.Errorf("ctaNamed(%q) = %v, want %v", class, got, want)
		}
	}
}

// ctaWord reads a lower-case value in place: the rule asks it of most
// elements of the content.
func TestCTAWordAllocs(t *testing.T) {
	if a := testing.AllocsPerRun(100, func() { ctaWord("smg-zone-widget-custom-letter") }); a != 0 {
		t.Errorf("ctaWord allocates %v times on a lower-case value", a)
	}
}
