package prune

// headLinkCases are link boxes before an article's first long paragraph,
// and lists there that are the page's own.
var headLinkCases = []pruneCase{
	{
		name: "a titled box of headline links before the text goes",
		html: `<h1>Allergies Health Center</h1><h2>Tools &amp; Resources</h2><ul>` +
			`<li><a href="/allergies/suspect-food-allergy">Think You Have a Food Allergy?</a></li>` +
			`<li><a href="/allergies/ss/slideshow-pets">Pets and Allergies at Home</a></li>` +
			`<li><a href="/allergies/myths">Allergies: Myths vs. Facts</a></li></ul>` + article,
		cut:  []string{"ul", "h2"},
		keep: []string{"h1", "p"},
	},
	{
		name: "a box of headline links goes without the line before it that is no heading",
		html: `<p>Spring arrives early this year</p><ul>` +
			`<li><a href="/allergies/suspect-food-allergy">Think You Have a Food Allergy?</a></li>` +
			`<li><a href="/allergies/ss/slideshow-pets">Pets and Allergies at Home</a></li>` +
			`<li><a href="/allergies/myths">Allergies: Myths vs. Facts</a></li></ul>` + article,
		cut:  []string{"ul"},
		keep: []string{"p"},
	},
	{
		name: "the page's own table of contents before the text stays",
		html: `<ul><li><a href="https://example.org/packages/#initial">Initial Consultation for new clients</a></li>` +
			`<li><a href="https://example.org/packages/#plan">Academic Planning and Resume Package</a></li>` +
			`<li><a href="https://example.org/packages/#all">All-Inclusive Package for seniors</a></li></ul>` + article,
		keep: []string{"ul", "li"},
	},
	{
		name: "documentation's guide links before its text and code stay",
		html: `<ul><li><a href="/docs/install">Install the command line tools</a></li>` +
			`<li><a href="/docs/configure">Configure your first project settings</a></li>` +
			`<li><a href="/docs/deploy">Deploy the project to production</a></li></ul>` + article + `<pre><code>tool deploy --prod</code></pre>`,
		keep: []string{"ul", "li"},
	},
	{
		name: "a list with words of its own before the text stays",
		html: `<ul><li><a href="/a">Peanut patches</a> were tested on two hundred children last year</li>` +
			`<li><a href="/b">Early feeding</a> cut the allergy rate by four fifths in the trial</li>` +
			`<li><a href="/c">Guidelines</a> may change after the two studies are reviewed</li></ul>` + article,
		keep: []string{"ul", "li"},
	},
}
