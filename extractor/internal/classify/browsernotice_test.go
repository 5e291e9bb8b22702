package classify

import (
	"testing"
)

// An outdated-browser notice at the top of a short product page is not
// content, whether hidden or not; the product stays.
func TestBrowserNotice(t *testing.T) {
	notice := `<div class="upgradeBrowserWrapper" style="display:none"><h3>Please update your browser to take advantage of the latest ` +
		`technology security enhancements to ensure your shopping experience is as safe as it is enjoyable:</h3>` +
		`<div class="browsers"><div class="browser"><img alt="Google Chrome" src="chrome.jpg"><a href="https://www.google.com/chrome/">Google Chrome</a></div>` +
		`<div class="browser"><img alt="Firefox" src="firefox.jpg"><a href="https://www.mozilla.org/firefox/">Firefox</a></div></div></div>`
	got := classifiedText(t, `<html><head><title>Roadcase</title>`+
		`<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Roadcase"}</script></head><body>`+
		`<div class="page">`+notice+`<div class="app"><div class="name"><h1>P1 Retro Roadcase for 4 Units</h1></div>`+
		`<div class="details"><p>Expected availability: 2-4 weeks</p></div>`+
		`<div class="qa"><h2>Roadcase Q&amp;A</h2><p>Be the first to ask a question</p></div>`+
		`</div></div></body></html>`, "https://shop.example/c/product/1825729-REG/roadcase.html")
	checkKept(t, got, []string{"Expected availability"}, []string{"update your browser"})
}
