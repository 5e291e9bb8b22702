package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
)

const shipping = "We ship nationwide; orders received by 2pm ship the same day and returns are free within thirty days of delivery."

func TestPolicyPanels(t *testing.T) {
	desc := `<h1>Staple Tee</h1><p>` + para("tee", 60) + `</p><p>` + para("fabric", 30) + `</p>`
	cases := []struct {
		name string
		html string
		typ  classify.PageType
		cut  bool
	}{
		{"a details disclosure", desc + `<details><summary>Shipping &amp; Returns</summary><p>` + shipping + `</p></details>`, classify.TypeProduct, true},
		{"a button and the panel it controls", desc + `<h3><button aria-expanded="false" aria-controls="p2">Delivery and returns</button></h3>` +
			`<div id="other"><p>` + para("gap", 5) + `</p></div><div id="p2" hidden><p>` + shipping + `</p></div>`, classify.TypeProduct, true},
		{"an accordion title and the box after it", desc + `<div class="accordion-item"><div class="accordion-title">Versand &amp; Rückgabe</div>` +
			`<div class="accordion-content"><p>` + shipping + `</p></div></div>`, classify.TypeProduct, true},
		{"not on an article", desc + `<details><summary>Shipping &amp; Returns</summary><p>` + shipping + `</p></details>`, classify.TypeArticle, false},
		{"a plain heading over paragraphs", desc + `<h3>Shipping &amp; Returns</h3><p>` + shipping + `</p>`, classify.TypeProduct, false},
		{"a label naming more than the policy", desc + `<details><summary>What is your returns policy?</summary><p>` + shipping + `</p></details>`, classify.TypeProduct, false},
		{"a panel holding most of the content", `<h1>Tee</h1><details><summary>Shipping</summary><p>` + shipping + ` ` + para("ship", 60) + `</p></details>`, classify.TypeProduct, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := cutTexts(t, c.html, c.typ)
			hit := false
			for _, s := range got {
				hit = hit || strings.Contains(s, "we ship nationwide")
			}
			if hit != c.cut {
				t.Errorf("cuts = %q, want the policy panel cut: %v", got, c.cut)
			}
		})
	}
}

// The classifier chose the panel as a root of its own and left its
// control out (a form control): the control named by aria-labelledby, or
// the one right before the root, still labels it.
func TestPolicyPanelsControlLeftOut(t *testing.T) {
	for _, page := range []string{
		`<main><div id=a><p>` + para("tee", 60) + `</p></div><button id=b1 aria-expanded=false>Shipping info</button>` +
			`<div class="collapse"><div id=b role=region aria-labelledby=b1><p>` + shipping + `</p></div></div></main>`,
		`<main><div id=a><p>` + para("tee", 60) + `</p></div><div><button>Delivery &amp; Returns</button><i class=icon></i>` +
			`<div id=b><p>` + shipping + `</p></div></div></main>`,
	} {
		doc, err := html.Parse(strings.NewReader(`<html><body>` + page + `</body></html>`))
		if err != nil {
			t.Fatal(err)
		}
		a, b := byID(doc, "a"), byID(doc, "b")
		cuts := Prune([]*html.Node{a, b}, nil, pageOf(classify.TypeProduct))
		if len(cuts) != 1 || cuts[0].Node != b {
			t.Errorf("cuts = %v, want the policy panel root", cuts)
		}
	}
}

func TestPolicyLabel(t *testing.T) {
	for s, want := range map[string]bool{
		"Shipping & Returns":             true,
		"Shipping, Returns & Warranty":   true,
		"Free Shipping":                  true,
		"Livraison et retours":           true,
		"Envío y devoluciones":           true,
		"Return Policy":                  true,
		"Warranty":                       false,
		"Size & Fit":                     false,
		"Shipping to Canada?":            false,
		"":                               false,
		"Details, shipping and returns":  false,
		"Shipping and returns and more ": false,
	} {
		if got := policyLabel(s); got != want {
			t.Errorf("policyLabel(%q) = %v, want %v", s, got, want)
		}
	}
}
