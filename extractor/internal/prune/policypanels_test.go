package prune

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"folio/extractor/internal/classify"
	"folio/extractor/internal/dom"
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
		`<main><div id=a><p>` + para("tee", 60) + `</p></div><div><button aria-expanded=false>Delivery &amp; Returns</button><i class=icon></i>` +
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
		"Return":                         false,
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

// The rule must never cut what is not the policy: a product's own
// description or details beside a label that opens nothing, an empty
// panel, a panel outside the content, or the next tab. The product's
// text names its delivery, as a description may, so that each case
// tests the widget's reading, not only the panel's words; the badge's
// disclosure is read as one, and only the words spare the description.
func TestPolicyPanelsSpareTheProduct(t *testing.T) {
	desc := `<h1>Staple Tee</h1><p>` + para("tee", 60) + `</p>`
	long := `<h1>Staple Tee</h1><p>` + para("tee", 200) + `</p>` // the description is under policyShare of the content
	const mine = "combed cotton in a regular fit, sewn in Portugal, dyed by hand and folded for delivery."
	const badge = "combed cotton in a regular fit, sewn in Portugal and dyed by hand."
	// The shop's modal at the end of <body>, outside the content root.
	const modal = `</div><div id="ship-modal" class="modal"><p>` + shipping + `</p></div>`
	for _, c := range []struct{ name, html string }{
		{"an empty accordion panel before the next item", desc + `<div class="accordion">` +
			`<div class="accordion-item"><h2><button class="accordion-button" aria-expanded=false>Shipping &amp; Returns</button></h2>` +
			`<div class="accordion-collapse collapse"></div></div>` +
			`<div class="accordion-item"><h2><button class="accordion-button" aria-expanded=false>Materials</button></h2>` +
			`<div class="accordion-collapse collapse"><div class="accordion-body"><p>` + mine + `</p></div></div></div></div>`},
		{"aria-controls naming an element outside the content", desc +
			`<div class="ship"><button aria-expanded=false aria-controls="ship-modal">Shipping &amp; Returns</button></div>` +
			`<div class="desc"><p>` + mine + `</p></div>` + modal},
		{"a badge that opens nothing", desc + `<div class="badge"><button aria-expanded="false">Free shipping</button></div>` +
			`<div class="desc"><p>` + badge + `</p></div>`},
		{"a bare return button", desc + `<div class="bar"><button>Return</button></div><div class="desc"><p>` + mine + `</p></div>`},
		{"a button naming a modal", desc + `<div class="ship"><button aria-controls="ship-modal">Shipping &amp; Returns</button></div>` +
			`<div class="desc"><p>` + mine + `</p></div>` + modal},
		{"a button naming no element", desc + `<div class="ship"><button aria-controls="ship-modal">Shipping &amp; Returns</button></div>` +
			`<div class="desc"><p>` + mine + `</p></div>`},
		{"tabs without aria-controls", desc + `<ul class="tabs"><li class="tab-toggle">Shipping &amp; Returns</li>` +
			`<li class="tab-toggle">Reviews (3) ` + mine + `</li></ul>`},
		{"a toggle naming no panel before the description", long +
			`<div class="ship"><button aria-expanded="false">Shipping &amp; Returns</button></div>` +
			`<div class="desc"><p>` + mine + ` ` + para("cotton", 50) + `</p></div>`},
		{"a toggle class before the description", long + `<div class="toggle-title">Shipping &amp; Returns</div>` +
			`<div class="toggle-content"><p>` + mine + ` ` + para("cotton", 50) + `</p></div>`},
		{"a panel id differing in case", desc + `<h3><button aria-expanded="false" aria-controls="Ship">Delivery and returns</button></h3>` +
			`<div id="ship"><p>` + mine + `</p></div><div id="Ship" hidden><p>` + shipping + `</p></div>`},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, s := range cutTexts(t, c.html, classify.TypeProduct) {
				if strings.Contains(s, "combed cotton") {
					t.Errorf("cut %q, the product's own text", s)
				}
			}
		})
	}
}

// A control the classifier left out that names no panel stands before a
// content root holding the product's description, which mentions its
// delivery once: the root is only guessed to be the panel, and it speaks
// of too much else to be the policy (policyDense).
func TestPolicyPanelsControlLeftOutSpareTheProduct(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<html><body><main><div id=a><p>` + para("tee", 200) + `</p></div>` +
		`<div><button aria-expanded=false>Delivery &amp; Returns</button><div id=b><p>Combed cotton in a regular fit, ` +
		`folded for delivery. ` + para("cotton", 50) + `</p></div></div></main></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	a, b := byID(doc, "a"), byID(doc, "b")
	if cuts := Prune([]*html.Node{a, b}, nil, pageOf(classify.TypeProduct)); len(cuts) != 0 {
		t.Errorf("cuts = %v, want the description kept", cuts)
	}
}

// A panel named by aria-labelledby is matched by its exact id, as HTML
// ids are case-sensitive.
func TestPolicyPanelsLabelledByExactID(t *testing.T) {
	page := `<main><div id=a><p>` + para("tee", 60) + `</p></div><button id=B1 aria-expanded=false>Shipping info</button>` +
		`<button id=b1 aria-expanded=false>Materials</button>` +
		`<div class="collapse"><div id=b role=region aria-labelledby=b1><p>Cotton, with free returns on delivery.</p></div></div></main>`
	doc, err := html.Parse(strings.NewReader(`<html><body>` + page + `</body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	if cuts := Prune([]*html.Node{byID(doc, "a"), byID(doc, "b")}, nil, pageOf(classify.TypeProduct)); len(cuts) != 0 {
		t.Errorf("cuts = %v, want none: the label is Materials", cuts)
	}
}

// A panel guessed by position is read once for both of its tests, that
// it names the policy and that it speaks of little else: each read walks
// the panel and copies its text.
func TestPolicyPanelReadsTextOnce(t *testing.T) {
	n := parseRoot(t, `<div><p>Standard <b>Shipping</b> is free on orders over $65.</p><p>Returns are accepted within 30 days.</p>`+
		`<ul><li>Delivery in 3-6 business days</li><li>Express Delivery available</li></ul></div>`)
	once := testing.AllocsPerRun(100, func() { _ = strings.ToLower(dom.Text(n, skipped)) })
	got := testing.AllocsPerRun(100, func() {
		if !policyPanel(n, true) {
			t.Fatal("the panel is not read as the policy")
		}
	})
	if got > once {
		t.Errorf("policyPanel allocates %v times, one read of the text %v", got, once)
	}
}
