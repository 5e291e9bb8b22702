package prune

var liveCases = []pruneCase{
	{
		name: "a listing's result count announced to screen readers",
		html: `<div aria-live="polite">loaded 143 results</div>` + article,
		cut:  []string{"div"},
		keep: []string{"p"},
	},
	{
		name: "a status line",
		html: article + `<span role="status">Item added to your cart</span>`,
		cut:  []string{"span"},
	},
	{
		name: "an error message a script shows when a request fails",
		html: article + `<div class="alert alert-error" role="alert"><span>We're sorry, your request can't be completed right now.</span></div>`,
		cut:  []string{"div"},
	},
	{
		name: "a live blog's feed is the content",
		html: `<section aria-live="polite">` + article + `</section>`,
		keep: []string{"section", "p"},
	},
	{
		name: "a region not announced",
		html: `<div aria-live="off">Results for hiking boots near you</div>` + article,
		keep: []string{"div"},
	},
}
