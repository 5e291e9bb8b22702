package classify

import "testing"

// TestKeepFAQBoxes: on a product page, an FAQ box mergeUp would skip stays
// in the merged block; another skipped box (a newsletter prompt) is still
// skipped, and elsewhere than on a product page nothing changes.
func TestKeepFAQBoxes(t *testing.T) {
	page := `<html><body><main><div id="wrap">` +
		`<div id="desc"><p>A light 40L pack for long treks, with a rain cover and padded straps.</p></div>` +
		`<div class="faq-wrap" id="faq"><div class="faq-question">Q: Is it waterproof?</div>` +
		`<div class="faq-answer" style="display: none;">A: The fabric resists water and the cover keeps rain out.</div></div>` +
		`<div class="promo" id="promo"><p>Join our club for ten percent off.</p></div>` +
		`</div></main></body></html>`
	x := indexPage(t, page)
	s := score(x, routeOptions{pageType: TypeProduct, softHints: true})
	ids := nodeIDs(x)
	for _, c := range []struct {
		typ      PageType
		keepsFAQ bool
	}{{TypeProduct, true}, {TypeArticle, false}, {TypeCollection, false}} {
		skips := map[int32]Role{ids["faq"]: RoleBoilerplate, ids["promo"]: RoleBoilerplate}
		keepFAQBoxes(x, s, routeOptions{pageType: c.typ}, skips)
		if _, skipped := skips[ids["faq"]]; skipped == c.keepsFAQ {
			t.Errorf("%v: FAQ box skipped = %v, want %v", c.typ, skipped, !c.keepsFAQ)
		}
		if _, skipped := skips[ids["promo"]]; !skipped {
			t.Errorf("%v: the promo box is no longer skipped", c.typ)
		}
	}
}

// TestProductFAQKept: a product page's FAQ of folded answers, between the
// description's features and its specifications, reaches the content.
func TestProductFAQKept(t *testing.T) {
	page := `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Trail Pack 40L"}</script></head><body>` +
		`<header><nav><a href="/">Home</a> <a href="/packs">Packs</a> <a href="/help">Help</a></nav></header>` +
		`<main><div class="product"><h1>Trail Pack 40L</h1><p class="price">$89.00</p>` +
		`<div class="below"><div class="item"><h3>Ultra-Lightweight Design</h3><p>Featherlight build ensures easy carrying, making this backpack a must for long adventure treks.</p></div>` +
		`<div class="item"><h3>Adventure-Ready Durability</h3><p>Tough fabric withstands rough use, ensuring you will not explore without this reliable pack.</p></div>` +
		`<div class="item"><h3>Efficient Load Support</h3><p>Ergonomic straps distribute weight perfectly, making it essential for extended outdoor journeys.</p></div></div>` +
		`<div class="faq-wrap"><div class="faq-main-heading">FAQs</div>` +
		`<div class="faq-inner"><div class="faq-question">Q: Is this trekking backpack lightweight for long adventures?</div><div class="faq-answer" style="display: none;">A: Yes, it is designed with lightweight materials, offering a balance of portability and durability for extended adventures.</div></div>` +
		`<div class="faq-inner"><div class="faq-question">Q: Can I track my order?</div><div class="faq-answer" style="display: none;">A: Absolutely. A tracking number will be sent to your email within 24 hours after shipping.</div></div>` +
		`<div class="faq-inner"><div class="faq-question">Q: Is this product eligible for returns?</div><div class="faq-answer" style="display: none;">A: Yes, you have 30 days to change your mind.</div></div></div>` +
		`<div class="specs"><h3>Specifications</h3><p>Capacity of forty litres, a weight of 1.2 kilograms, ripstop nylon shell with a polyurethane coating and a rain cover stowed in the base.</p></div>` +
		`</div></main><footer><p>© 2025 Trail Shop. All rights reserved.</p></footer></body></html>`
	got := classifiedText(t, page, "https://shop.example/trail-pack-40l/")
	checkKept(t, got, []string{"Featherlight build", "Can I track my order?", "tracking number will be sent", "Capacity of forty litres"}, []string{"All rights reserved"})
}
