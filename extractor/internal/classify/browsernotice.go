package classify

// Outdated-browser notices: shops and themes ship a "Please update your
// browser" box in every page (HTML5 Boilerplate's "browserupgrade",
// outdatedbrowser.com's "outdated-browser", B&H's "upgradeBrowserWrapper"),
// hidden by a style or a script unless the browser is old. It names the
// page's chrome, never its content, and on a short product page its
// sentence and its list of browsers outweighed the product (wcxb-dev's
// B&H roadcase: the notice was chosen as content). The words are joined
// forms only: "browser" alone names MDN's browser-compatibility tables and
// a blog's "tag-browser", which are content.
//
// Measured (gym score wcxb, --worst 2000): wcxb-dev mean 0.905500 ->
// 0.905609, product 0.78240 -> 0.78371 (the roadcase 0.450 -> 0.605),
// collection 0.79613 -> 0.79619 (B&H's camera grid 0.705 -> 0.712), no
// page loses; ScrapingHub, trafilatura-dev and readability-testpages
// unchanged.
//
// The notice's words, as class/id word prefixes in chromeHints and
// hardHints: such a box is hard chrome, removed even inside the content,
// whatever the model says.
const (
	browserUpgrade  = "browserupgrade"
	upgradeBrowser  = "upgradebrowser"
	outdatedBrowser = "outdatedbrowser"
)
