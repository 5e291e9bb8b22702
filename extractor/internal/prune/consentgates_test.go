package prune

// The consent gates' cases (consentgates.go) run in TestPrune.

// consentGateCases are the boxes a site shows in place of an embed until
// the reader agrees, and short boxes with a button that stay.
var consentGateCases = []pruneCase{
	{
		name: "a gate over a hidden copy of a tweet",
		html: article + `<section><textarea hidden><blockquote class="twitter-tweet"><p>A machine should not decide.</p></blockquote></textarea>` +
			`<h2>Twitter freischalten</h2><div><div>Wir respektieren deine Privatsphäre und verbinden dich ohne dein Einverständnis nicht mit Twitter.</div>` +
			`<a href="/user/services" class="data-protection-link button">Einstellungen verwalten</a></div></section>` + `<p>` + para("more", 30) + `</p>`,
		cut: []string{"section"},
	},
	{
		name: "a gate beside a frame not loaded yet keeps the frame",
		html: article + `<div class="video"><aside><p>Klicken Sie auf den unteren Button, um den Inhalt nachzuladen.</p><button>Inhalt anzeigen</button></aside>` +
			`<div><iframe src="" data-src="https://video.example/embed/42"></iframe></div></div>`,
		cut:  []string{"aside"},
		keep: []string{"div"},
	},
	{
		name: "a gate named by its class",
		html: article + `<div class="noConsent"><p>We would like to show a newsletter form here. You have not agreed to it yet.</p><button>Accept</button></div>`,
		cut:  []string{"div"},
	},
	{
		name: "a short box with a button and no embed stays",
		html: article + `<div class="faq"><p>How long does the delivery take, and can I pick the day myself?</p><button>Show the answer</button></div>`,
		keep: []string{"div"},
	},
	{
		name: "a box with a button beside a loaded frame stays",
		html: article + `<div class="map"><p>The route runs along the river for twelve kilometres.</p><button>Full screen</button>` +
			`<iframe src="https://maps.example/embed?route=7"></iframe></div>`,
		keep: []string{"div"},
	},
	{
		name: "a playground's code beside its preview frame stays",
		html: article + `<div class="sandbox"><pre><code>function Hello() { return 'hello'; }</code></pre><button>Run</button>` +
			`<iframe data-src="/preview"></iframe></div>`,
		keep: []string{"div", "pre"},
	},
}
