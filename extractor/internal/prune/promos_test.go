package prune

// The promotions' cases (promos.go) run in TestPrune.

// promoCases are calls to subscribe, follow and read on, after the text
// and inside it.
var promoCases = []pruneCase{
	{
		name: "documentation with code keeps a closing line that reads as a prompt",
		html: article + `<pre><code>npm install --save widget</code></pre><p><em>Get the release notes delivered to your inbox every month by <a href="/nl">subscribing to our newsletter</a>.</em></p>`,
		keep: []string{"p"},
	},
	{
		name: "newsletter prompt after the article",
		html: article + `<p><em>Get the day’s top headlines delivered to your inbox every morning by <a href="/nl">subscribing to our newsletter</a>.</em></p>`,
		cut:  []string{"p"},
	},
	{
		// Written without spaces, it is long in words (dom.WordCount):
		// the story of a security app names the stores that sell it.
		name: "a Japanese paragraph naming the app stores is kept",
		html: article + `<p>フリーWi-Fiプロテクションは、App Storeおよび、Google Playにて販売され、既に提供しているスマホ・タブレット向け総合セキュリティ対策アプリと併用することで、不正アプリや危険なウェブサイトからの保護に加え、通信の盗み見を防ぐことができる。</p>`,
		keep: []string{"p"},
	},
	{
		name: "a subscription mentioned inside the article is kept",
		html: `<p>The company said its subscription revenue grew, and analysts expect the newsletter business to follow.</p>` + article + article,
		keep: []string{"p"},
	},
}
