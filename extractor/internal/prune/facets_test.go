package prune

// facetPanel is a shop's filter column: short checkbox labels under a
// class naming facets.
const facetPanel = `<div class="facets"><h4>Colour</h4><ul>` +
	`<li><label><input type="checkbox"> Black (12)</label></li>` +
	`<li><label><input type="checkbox"> Grey (4)</label></li>` +
	`<li><label><input type="checkbox"> White (9)</label></li></ul></div>`

var facetCases = []pruneCase{
	{
		name: "a filter panel of checkbox labels beside the grid",
		html: `<section>` + article + `</section>` + facetPanel,
		cut:  []string{"div"},
		keep: []string{"p"},
	},
	{
		name: "a filter panel of toggles named by a test id",
		html: article + `<section data-testid="filter-colors"><div role="checkbox" aria-checked="false">Black</div>` +
			`<div role="checkbox" aria-checked="false">Grey</div><div role="checkbox" aria-checked="true">White</div></section>`,
		cut: []string{"section"},
	},
	{
		name: "subcategory links named filter-tree are navigation the truth keeps",
		html: article + `<div class="filter-tree"><a href="/wallets">Ridge Wallets</a><a href="/magsafe">MagSafe Wallets</a>` +
			`<a href="/kits">Wallet Kits</a></div>`,
		keep: []string{"div"},
	},
	{
		name: "a filters column holding the tiles and their descriptions",
		html: `<div class="plp-tablet-filters"><button>Filter</button><ul><li><h3>Bambino Plus</h3><p>` + para("tile", 12) +
			`</p></li><li><h3>Essenza Mini</h3><p>` + para("tile", 12) + `</p></li><li><h3>Brikka</h3><p>` + para("tile", 12) +
			`</p></li></ul></div>`,
		keep: []string{"div", "li", "p"},
	},
}
