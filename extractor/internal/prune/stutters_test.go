package prune

// dawnCard is a shop card as Shopify's Dawn theme writes it: the title in
// a heading shown only without a picture, then again under the picture.
func dawnCard(title, price string) string {
	return `<li class="grid__item"><div class="card"><div class="card__inner"><div class="card__media"><img src="/p.jpg" alt=""></div>` +
		`<div class="card__content"><h3 class="card__heading"><a href="/p">` + title + `</a></h3></div></div>` +
		`<div class="card__content"><h4 class="card__heading"><a href="/p">` + title + `</a></h4>` +
		`<div class="price">` + price + `</div></div></div></li>`
}

var stutterCases = []pruneCase{
	{
		name: "a card's title written again right after itself",
		html: `<ul>` + dawnCard("Dark Roast Coffee", "$19.99") + dawnCard("Blueberry Coffee", "$15.99") +
			dawnCard("Vanilla Latte 12-Pack", "$47.88") + `</ul><p>` + para("intro", 30) + `</p>`,
		cut:  []string{"h4"},
		keep: []string{"h3", "li", "div"},
	},
	{
		// siblings: items of one list side by side are twins.go's to judge.
		name: "a list's items saying the same side by side",
		html: `<ul><li>Free shipping</li><li>Free shipping</li></ul><p>` + para("body", 30) + `</p>`,
		keep: []string{"li"},
	},
	{
		name: "a name under a heading of its own words in one box is a stutter",
		html: `<div class="card"><h3>Blue Enamel Mug</h3><p>Blue Enamel Mug</p></div><p>` + para("body", 30) + `</p>`,
		cut:  []string{"p"},
		keep: []string{"h3"},
	},
	{
		name: "a row of table cells saying the same",
		html: `<table><tr><td><div>Included</div></td><td><div>Included</div></td></tr></table><p>` + para("body", 30) + `</p>`,
		keep: []string{"td", "div"},
	},
	{
		name: "a formula's repeated symbol",
		html: `<p>` + para("body", 30) + `</p><math><mi>x</mi><mo>=</mo><mi>b</mi><msqrt><mi>b</mi></msqrt></math>`,
		keep: []string{"mi"},
	},
	{
		name: "a sentence after a heading that says it too is longer than a name",
		html: `<h3>Proactive defense and risk mitigation</h3><div><p>Proactive defense and risk mitigation</p></div><p>` + para("body", 30) + `</p>`,
		keep: []string{"h3", "p"},
	},
}
